import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, wallTimeOf } from "@/lib/time/calendar-date";
import { meetingsInWeekOf } from "./meeting-limits";
import type { Schedule, WeekdayRule } from "./schedule";
import { dayStatus, generateSlots } from "./slots";

// Issue 13: busy periods of connected calendars arrive in Schedule.busy beside the bookings
// (load-schedule.ts). Whatever the rules, blocks, bookings and busy periods, no offered slot may
// overlap a busy period — and a day whose every slot is busy is not "available".

const ZONES = ["UTC", "Europe/London", "America/New_York", "Asia/Kolkata", "Pacific/Kiritimati"];
const FIRST_DAY = "2030-03-25"; // DST week in Europe
const NOW = new Date("2030-03-20T08:00:00Z");
const DAY_MS = 86_400_000;

const ruleArb = (dayOfWeek: number): fc.Arbitrary<WeekdayRule> =>
  fc
    .record({
      isAvailable: fc.boolean(),
      start: fc.integer({ min: 0, max: 80 }).map((q) => q * 15),
      length: fc.integer({ min: 1, max: 40 }).map((q) => q * 15),
      slot: fc.constantFrom(15, 30, 45, 60, 90),
    })
    .map(({ isAvailable, start, length, slot }) => {
      const end = Math.min(start + Math.max(length, slot), 23 * 60 + 45);
      return {
        dayOfWeek,
        isAvailable,
        startTime: wallTimeOf(start),
        endTime: wallTimeOf(end > start ? end : start + 15),
        slotDuration: slot,
      };
    });

const periodArb = fc
  .record({
    offsetMinutes: fc.integer({ min: -24 * 60, max: 9 * 24 * 60 }),
    lengthMinutes: fc.integer({ min: 1, max: 6 * 60 }),
  })
  .map(({ offsetMinutes, lengthMinutes }) => {
    const start = new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + offsetMinutes * 60_000);
    return { start, end: new Date(start.getTime() + lengthMinutes * 60_000) };
  });

const scheduleArb: fc.Arbitrary<Schedule> = fc.record({
  rules: fc.tuple(...[0, 1, 2, 3, 4, 5, 6].map(ruleArb)),
  blocks: fc.array(
    fc.record({
      blockDate: fc.integer({ min: 0, max: 6 }).map((d) => addDays(FIRST_DAY, d)),
      allDay: fc.boolean(),
      startTime: fc.constant("10:00"),
      endTime: fc.constant("11:30"),
    }),
    { maxLength: 3 },
  ),
  // A date's own hours replace its weekday's rule, also on a weekday that is off.
  dateHours: fc.uniqueArray(
    fc
      .tuple(fc.integer({ min: 0, max: 6 }), ruleArb(0))
      .map(([d, { startTime, endTime, slotDuration }]) => ({
        date: addDays(FIRST_DAY, d),
        startTime,
        endTime,
        slotDuration,
      })),
    { maxLength: 3, selector: (hours) => hours.date },
  ),
  breaks: fc.array(
    fc.record({
      days: fc.subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 }),
      startTime: fc.constant("12:00"),
      endTime: fc.constant("13:00"),
    }),
    { maxLength: 2 },
  ),
  // Bookings and calendar busy periods share the one list, as load-schedule builds it.
  busy: fc.array(periodArb, { maxLength: 25 }),
  bookedPerDay: fc
    .array(fc.integer({ min: 0, max: 4 }), { minLength: 7, maxLength: 7 })
    .map((counts) => Object.fromEntries(counts.map((n, d) => [addDays(FIRST_DAY, d), n]))),
  policy: fc.record({
    timeZone: fc.constantFrom(...ZONES),
    advanceLimitDays: fc.integer({ min: 1, max: 30 }),
    minimumNoticeMinutes: fc.integer({ min: 0, max: 600 }),
    maxBookingsPerDay: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    maxBookingsPerWeek: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  }),
});

describe("slots never overlap a connected calendar's busy period", () => {
  it("holds for random rules, date-specific hours, bookings, blocks, busy periods and limits", () => {
    fc.assert(
      fc.property(scheduleArb, (schedule) => {
        for (let d = 0; d < 7; d++) {
          const date = addDays(FIRST_DAY, d);
          const slots = generateSlots(date, schedule, NOW);
          for (const slot of slots)
            for (const busy of schedule.busy)
              expect(slot.start < busy.end && busy.start < slot.end).toBe(false);
          if (slots.length === 0) expect(dayStatus(date, schedule, NOW)).not.toBe("available");
          const limit = schedule.policy.maxBookingsPerDay;
          if (limit !== null && (schedule.bookedPerDay[date] ?? 0) >= limit)
            expect(slots).toEqual([]);
          const weekly = schedule.policy.maxBookingsPerWeek;
          if (weekly !== null && meetingsInWeekOf(date, schedule) >= weekly)
            expect(slots).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a busy period covering the whole week leaves nothing to book", () => {
    fc.assert(
      fc.property(scheduleArb, (schedule) => {
        const start = new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) - 2 * DAY_MS);
        const all = {
          ...schedule,
          busy: [{ start, end: new Date(start.getTime() + 11 * DAY_MS) }],
        };
        for (let d = 0; d < 7; d++)
          expect(generateSlots(addDays(FIRST_DAY, d), all, NOW)).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });
});
