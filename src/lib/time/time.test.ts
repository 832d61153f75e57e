import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  datesBetween,
  dayOfWeek,
  daysBetween,
  isCalendarDate,
  isWallTime,
  lastDayOfMonth,
} from "./calendar-date";
import { formatInstantTime, formatLongDate, formatMonth, formatWallTime } from "./format";
import { zonedDate, zonedInstant, zonedIsoMinute, zonedTime } from "./zoned";

describe("calendar dates", () => {
  it("validates real dates and times", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2030-02-29")).toBe(false);
    expect(isCalendarDate("2030-1-07")).toBe(false);
    expect(isWallTime("23:59")).toBe(true);
    expect(isWallTime("24:00")).toBe(false);
    expect(isWallTime("9:00")).toBe(false);
  });

  it("steps days and months across month and year ends", () => {
    expect(addDays("2030-12-31", 1)).toBe("2031-01-01");
    expect(addDays("2030-03-01", -1)).toBe("2030-02-28");
    expect(daysBetween("2030-01-01", "2030-03-01")).toBe(59);
    expect(addMonths("2030-01-31", 1)).toBe("2030-02-01");
    expect(addMonths("2030-01-15", -1)).toBe("2029-12-01");
    expect(lastDayOfMonth("2028-02-10")).toBe("2028-02-29");
    expect(datesBetween("2030-01-30", "2030-02-02")).toEqual([
      "2030-01-30",
      "2030-01-31",
      "2030-02-01",
      "2030-02-02",
    ]);
    expect(dayOfWeek("2030-01-06")).toBe(0);
  });
});

describe("zoned conversions", () => {
  it("converts wall clocks to instants and back, through DST", () => {
    expect(zonedInstant("2025-07-01", "09:00", "Europe/London")?.toISOString()).toBe(
      "2025-07-01T08:00:00.000Z",
    );
    expect(zonedInstant("2025-03-30", "01:30", "Europe/London")).toBeNull();
    const instant = new Date("2025-10-26T01:30:00Z");
    expect(zonedDate(instant, "Asia/Kolkata")).toBe("2025-10-26");
    expect(zonedTime(instant, "Asia/Kolkata")).toBe("07:00");
    expect(zonedDate(new Date("2025-10-26T20:00:00Z"), "Asia/Tokyo")).toBe("2025-10-27");
  });

  it("reads any millisecond's wall clock right, the last one before a change included", () => {
    // Offsets are memoised per minute: the millisecond before London's spring change is still
    // GMT, the first one of it BST.
    expect(zonedTime(new Date("2025-03-30T00:59:59.999Z"), "Europe/London")).toBe("00:59");
    expect(zonedTime(new Date("2025-03-30T01:00:00.000Z"), "Europe/London")).toBe("02:00");
    expect(zonedTime(new Date("2025-10-26T00:59:59.999Z"), "Europe/London")).toBe("01:59");
    expect(zonedTime(new Date("2025-10-26T01:00:00.001Z"), "Europe/London")).toBe("01:00");
  });

  it("writes an instant on a zone's clock with its offset, half-hour and negative ones too", () => {
    const instant = new Date("2030-01-07T09:00:00Z");
    expect(zonedIsoMinute(instant, "Europe/Paris")).toBe("2030-01-07T10:00+01:00");
    expect(zonedIsoMinute(instant, "Asia/Kolkata")).toBe("2030-01-07T14:30+05:30");
    expect(zonedIsoMinute(instant, "America/St_Johns")).toBe("2030-01-07T05:30-03:30");
    expect(zonedIsoMinute(instant, "UTC")).toBe("2030-01-07T09:00+00:00");
  });
});

describe("formatting", () => {
  it("formats 12h and 24h", () => {
    expect(formatWallTime("00:30", "12h")).toBe("12:30 AM");
    expect(formatWallTime("09:05", "12h")).toBe("9:05 AM");
    expect(formatWallTime("12:00", "12h")).toBe("12:00 PM");
    expect(formatWallTime("17:45", "12h")).toBe("5:45 PM");
    expect(formatWallTime("17:45", "24h")).toBe("17:45");
    expect(formatInstantTime(new Date("2030-01-07T09:00:00Z"), "America/New_York", "12h")).toBe(
      "4:00 AM",
    );
  });

  it("spells out full dates and months", () => {
    expect(formatLongDate("2030-01-07")).toBe("Monday, 7 January 2030");
    expect(formatMonth("2030-02")).toBe("February 2030");
  });

  // The calendar's dates are read from a plain local Date (no zone data to load): whatever zone the
  // browser is in, including ones whose clocks jump at midnight, every day reads as itself.
  it.each(["UTC", "America/Santiago", "America/Havana", "Pacific/Kiritimati", "Asia/Tehran"])(
    "reads every day the same in the browser zone %s",
    (zone) => {
      const engine = new Intl.DateTimeFormat("en-GB", {
        timeZone: "UTC",
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
      });
      const partsOf = (date: string) =>
        Object.fromEntries(
          engine.formatToParts(new Date(`${date}T00:00:00Z`)).map((p) => [p.type, p.value]),
        );
      const saved = process.env.TZ;
      process.env.TZ = zone;
      try {
        // The zone really applies to this process's local Dates.
        expect(new Date(2026, 0, 1, 12).getTimezoneOffset() !== 0).toBe(zone !== "UTC");
        for (const date of datesBetween("2024-01-01", "2027-12-31")) {
          const parts = partsOf(date);
          expect(formatLongDate(date)).toBe(
            `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`,
          );
          expect(formatMonth(date.slice(0, 7))).toBe(`${parts.month} ${parts.year}`);
        }
      } finally {
        // Assigning undefined would leave the string "undefined" (UTC) for the tests after this.
        if (saved === undefined) delete process.env.TZ;
        else process.env.TZ = saved;
      }
    },
  );
});

describe("zoned wall clocks agree with the engine's own formatter", () => {
  const zones = [
    "Europe/London",
    "America/New_York",
    "America/St_Johns",
    "Asia/Kathmandu",
    "Australia/Lord_Howe",
    "Pacific/Chatham",
    "UTC",
  ];
  const reference = (instant: Date, zone: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-CA", {
        timeZone: zone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      })
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
    return {
      date: `${parts.year}-${parts.month}-${parts.day}`,
      time: `${parts.hour}:${parts.minute}`,
    };
  };

  it("for any instant in 2000–2060, in zones with half-hour, 45-minute and 30-minute-DST offsets", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          // Any millisecond: the memo is per minute, the answer must still be the instant's.
          const instant = new Date(ms);
          const expected = reference(instant, zone);
          // Asked twice: the second answer comes from the memo and must be the same.
          for (let i = 0; i < 2; i++) {
            expect(zonedDate(instant, zone)).toBe(expected.date);
            expect(zonedTime(instant, zone)).toBe(expected.time);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
