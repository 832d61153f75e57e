import { describe, expect, it } from "vitest";
import { visitorClock } from "./visitor-clock";

describe("visitorClock (the visitor's time beside a slot)", () => {
  // 09:00 in Honolulu (UTC-10) on 12 March 2030 is 09:00 on 13 March in Kiritimati (UTC+14).
  const start = "2030-03-12T19:00:00.000Z";

  it("labels the same hour on another day with that day", () => {
    expect(visitorClock(start, "2030-03-12", "Pacific/Kiritimati", "Pacific/Honolulu", "12h")).toBe(
      "Wed 9:00 AM",
    );
  });

  it("says nothing when the visitor's clock reads the same, or their zone is unknown", () => {
    expect(
      visitorClock(start, "2030-03-12", "Pacific/Honolulu", "Pacific/Honolulu", "12h"),
    ).toBeNull();
    expect(
      visitorClock(start, "2030-03-12", "Pacific/Johnston", "Pacific/Honolulu", "12h"),
    ).toBeNull();
    expect(visitorClock(start, "2030-03-12", null, "Pacific/Honolulu", "12h")).toBeNull();
    expect(visitorClock(start, "2030-03-12", "Europe/London", "Pacific/Honolulu", "24h")).toBe(
      "19:00",
    );
  });
});
