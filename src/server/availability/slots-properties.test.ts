import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deepFreeze } from "@/lib/deep-freeze";
import { addDays, minutesOf, wallTimeOf } from "@/lib/time/calendar-date";
import { periodOf } from "@/lib/time/period";
import { zonedInstant } from "@/lib/time/zoned";
import { findConflicts } from "./conflicts";
import type { Block, Schedule, WeekdayRule, WeeklyBreak } from "./schedule";
import { candidateSlots, dayStatus, generateSlots } from "./slots";
import { policy, times } from "./slots-test-fixtures";

describe("properties (fast-check)", () => {
  const ZONES = [
    "UTC",
    "Europe/London",
    "America/New_York",
    "Asia/Kolkata",
    "Asia/Kathmandu",
    "Australia/Adelaide",
  ];
  const quarter = (min: number, max: number) => fc.integer({ min, max }).map((n) => n * 15);
  // Dates around both London changes of 2025 and ordinary days.
  const date = fc.constantFrom(
    "2025-03-29",
    "2025-03-30",
    "2025-10-26",
    "2025-11-03",
    "2025-04-06",
  );

  const scenario = fc
    .record({
      zone: fc.constantFrom(...ZONES),
      date,
      start: quarter(0, 80),
      length: quarter(1, 15),
      duration: quarter(1, 8),
      notice: fc.integer({ min: 0, max: 3000 }),
      nowOffsetMinutes: fc.integer({ min: -3 * 1440, max: 1440 }),
      // The hours come from the weekday's rule, or from the date's own hours over a weekday
      // rule that is off or different: the slots must follow the date's.
      hoursFrom: fc.constantFrom("weekday", "date over a closed weekday", "date over other hours"),
      blocks: fc.array(fc.tuple(quarter(0, 94), quarter(1, 12)), { maxLength: 3 }),
      // Weekly breaks on the date's weekday or on another: only the first kind, and only while
      // the date follows its weekday's hours, may take slots away.
      breaks: fc.array(fc.tuple(quarter(0, 94), quarter(1, 12), fc.boolean()), { maxLength: 2 }),
      busy: fc.array(fc.tuple(fc.integer({ min: -120, max: 1560 }), quarter(1, 8)), {
        maxLength: 4,
      }),
    })
    .map((s) => {
      const startMinutes = s.start;
      const endMinutes = Math.min(startMinutes + s.length * 4, 1439);
      const dayStart = new Date(`${s.date}T00:00:00Z`).getTime();
      const rule: WeekdayRule = {
        dayOfWeek: new Date(`${s.date}T00:00:00Z`).getUTCDay(),
        isAvailable: true,
        startTime: wallTimeOf(startMinutes),
        endTime: wallTimeOf(endMinutes),
        slotDuration: s.duration,
      };
      const blocks: Block[] = s.blocks.map(([from, len]) => ({
        blockDate: s.date,
        allDay: false,
        startTime: wallTimeOf(from),
        endTime: wallTimeOf(Math.min(from + len, 1439)),
      }));
      const weekday = new Date(`${s.date}T00:00:00Z`).getUTCDay();
      const breaks: WeeklyBreak[] = s.breaks
        .filter(([from, len]) => Math.min(from + len, 1439) > from)
        .map(([from, len, onThisWeekday]) => ({
          days: [onThisWeekday ? weekday : (weekday + 1) % 7],
          startTime: wallTimeOf(from),
          endTime: wallTimeOf(Math.min(from + len, 1439)),
        }));
      const busy = s.busy.map(([offset, len]) => ({
        start: new Date(dayStart + offset * 60_000),
        end: new Date(dayStart + (offset + len) * 60_000),
      }));
      const { dayOfWeek, startTime, endTime, slotDuration } = rule;
      const weekdayRule: WeekdayRule =
        s.hoursFrom === "weekday"
          ? rule
          : s.hoursFrom === "date over a closed weekday"
            ? { ...rule, isAvailable: false }
            : {
                dayOfWeek,
                isAvailable: true,
                startTime: "00:00",
                endTime: "23:45",
                slotDuration: 15,
              };
      const sched: Schedule = {
        rules: [weekdayRule],
        dateHours:
          s.hoursFrom === "weekday" ? [] : [{ date: s.date, startTime, endTime, slotDuration }],
        blocks: blocks.filter((b) => b.endTime! > b.startTime!),
        breaks,
        busy,
        bookedPerDay: {},
        policy: policy({ timeZone: s.zone, advanceLimitDays: 10, minimumNoticeMinutes: s.notice }),
      };
      // What the slots must keep clear of: the breaks of the date's weekday, unless the date
      // has its own hours.
      const keptFree = s.hoursFrom === "weekday" ? breaks.filter((b) => b.days[0] === weekday) : [];
      return {
        date: s.date,
        rule,
        keptFree,
        schedule: sched,
        now: new Date(dayStart + s.nowOffsetMinutes * 60_000),
      };
    });

  it("never offers a slot that overlaps a block or a busy interval, starts too soon or ends late", () => {
    fc.assert(
      fc.property(scenario, ({ date, rule, keptFree, schedule: sched, now }) => {
        const slots = generateSlots(date, sched, now);
        for (const slot of slots) {
          const from = minutesOf(slot.time);
          const to = from + rule.slotDuration;
          expect(to).toBeLessThanOrEqual(minutesOf(rule.endTime));
          expect(from).toBeGreaterThanOrEqual(minutesOf(rule.startTime));
          expect((from - minutesOf(rule.startTime)) % rule.slotDuration).toBe(0);
          expect(findConflicts(slot, sched.busy)).toEqual([]);
          for (const block of [...sched.blocks, ...keptFree])
            expect(from < minutesOf(block.endTime!) && minutesOf(block.startTime!) < to).toBe(
              false,
            );
          expect(slot.start.getTime()).toBeGreaterThanOrEqual(
            now.getTime() + sched.policy.minimumNoticeMinutes * 60_000,
          );
          expect(slot.end.getTime() - slot.start.getTime()).toBe(rule.slotDuration * 60_000);
          // Ends by closing time in real time too (the closing wall time, or just after a DST gap).
          const closing =
            zonedInstant(date, rule.endTime, sched.policy.timeZone) ??
            zonedInstant(date, wallTimeOf(minutesOf(rule.endTime) + 60), sched.policy.timeZone)!;
          expect(slot.end.getTime()).toBeLessThanOrEqual(closing.getTime());
        }
        // Offered slots never overlap each other, even across a DST change.
        for (const [i, slot] of slots.entries())
          expect(findConflicts(slot, slots.slice(i + 1))).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it("offers exactly the candidates that pass every rule (nothing free is withheld)", () => {
    fc.assert(
      fc.property(scenario, ({ date, rule, keptFree, schedule: sched, now }) => {
        const earliest = now.getTime() + sched.policy.minimumNoticeMinutes * 60_000;
        const inWindow =
          dayStatus(date, sched, now) !== "past" && dayStatus(date, sched, now) !== "beyond_window";
        const expected = candidateSlots(date, sched).filter((slot) => {
          const from = minutesOf(slot.time);
          const blocked = [...sched.blocks, ...keptFree].some(
            (b) =>
              from < minutesOf(b.endTime!) && minutesOf(b.startTime!) < from + rule.slotDuration,
          );
          const busy = sched.busy.some((b) => slot.start < b.end && b.start < slot.end);
          return inWindow && !blocked && !busy && slot.start.getTime() >= earliest;
        });
        const offered = generateSlots(date, sched, now);
        expect(times(offered)).toEqual(times(expected));
        expect(dayStatus(date, sched, now) === "available").toBe(offered.length > 0);
      }),
      { numRuns: 200 },
    );
  });

  it("gives a frozen (kept) schedule's answers at any clock, worked out once per date", () => {
    fc.assert(
      fc.property(
        scenario,
        fc.array(fc.integer({ min: -1440, max: 2880 }), { minLength: 1, maxLength: 4 }),
        ({ date, schedule: sched, now }, laterMinutes) => {
          const kept = deepFreeze(structuredClone(sched));
          for (const minutes of [0, ...laterMinutes])
            for (const day of [date, addDays(date, -1), addDays(date, 1)]) {
              const at = new Date(now.getTime() + minutes * 60_000);
              expect(generateSlots(day, kept, at)).toEqual(generateSlots(day, sched, at));
              expect(dayStatus(day, kept, at)).toBe(dayStatus(day, sched, at));
            }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("groups every time by the period boundaries", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        const period = periodOf(wallTimeOf(minutes));
        if (minutes < 720) expect(period).toBe("morning");
        else if (minutes < 1020) expect(period).toBe("afternoon");
        else expect(period).toBe("evening");
      }),
    );
  });
});
