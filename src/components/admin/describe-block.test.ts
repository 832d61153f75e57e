import { describe, expect, it } from "vitest";
import { describeDays } from "@/lib/time/describe-days";
import { describeBreak } from "./describe-block";

describe("describeDays", () => {
  it.each([
    [[1, 2, 3, 4, 5], "Monday to Friday"],
    [[0, 1, 2, 3, 4, 5, 6], "Every day"],
    [[3], "Wednesday"],
    [[6, 0], "Saturday and Sunday"],
    [[1, 3, 5], "Monday, Wednesday and Friday"],
    [[1, 2, 3, 5], "Monday to Wednesday and Friday"],
    [[5, 6, 0], "Friday to Sunday"],
    [[0, 1], "Monday and Sunday"],
    [[2, 2, 4], "Tuesday and Thursday"],
  ])("%j reads %s", (days, words) => {
    expect(describeDays(days)).toBe(words);
  });
});

describe("describeBreak", () => {
  const lunch = { id: "x", days: [1, 2, 3, 4, 5], startTime: "12:00", endTime: "13:30", label: "" };

  it("gives the days and the times in the admin's format", () => {
    expect(describeBreak(lunch, "12h")).toBe("Monday to Friday, 12:00 PM–1:30 PM");
    expect(describeBreak(lunch, "24h")).toBe("Monday to Friday, 12:00–13:30");
  });
});
