import { describe, expect, it } from "vitest";
import { inviteUid } from "@/server/calendars/calendar-invite";
import { ownBookingUid } from "./calendar-config";
import { busyPeriodsFromIcs } from "./ics-busy";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("our own bookings in a connected calendar", () => {
  const own = ownBookingUid("https://agency.example.com");

  it("recognises the .ics UID of a booking on this site only", () => {
    expect(own(inviteUid(ID, "https://agency.example.com"))).toBe(true);
    expect(own(` ${inviteUid(ID, "https://AGENCY.example.com")} `)).toBe(true);
    expect(own(inviteUid(ID, "https://other.example.com"))).toBe(false);
    expect(own(`booking-not-a-uuid@agency.example.com`)).toBe(false);
    expect(own("meeting-123@agency.example.com")).toBe(false);
  });

  it("the parser leaves them out (they are busy through the bookings table)", () => {
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//t//EN",
      "BEGIN:VEVENT",
      `UID:${inviteUid(ID, "https://agency.example.com")}`,
      "DTSTAMP:20300101T000000Z",
      "DTSTART:20300107T100000Z",
      "DTEND:20300107T110000Z",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:dentist@elsewhere",
      "DTSTAMP:20300101T000000Z",
      "DTSTART:20300107T140000Z",
      "DTEND:20300107T150000Z",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const options = {
      windowStart: new Date("2030-01-06T00:00:00Z"),
      windowEnd: new Date("2030-01-09T00:00:00Z"),
      defaultTimeZone: "UTC",
    };
    const starts = (list: { start: Date }[]) => list.map((p) => p.start.toISOString());
    expect(starts(busyPeriodsFromIcs(ics, options))).toEqual([
      "2030-01-07T10:00:00.000Z",
      "2030-01-07T14:00:00.000Z",
    ]);
    expect(starts(busyPeriodsFromIcs(ics, { ...options, ignoreUid: own }))).toEqual([
      "2030-01-07T14:00:00.000Z",
    ]);
  });
});
