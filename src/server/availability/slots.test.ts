import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, minutesOf, wallTimeOf } from "@/lib/time/calendar-date";
import { periodOf } from "@/lib/time/period";
import { zonedInstant } from "@/lib/time/zoned";
import { findConflicts, overlaps } from "./conflicts";
import { weekdays } from "./slot-fixtures";
import {
  type Block,
  type BookingPolicy,
  candidateSlots,
  dayStatus,
  dayStatuses,
  generateSlots,
  type Schedule,
  type WeekdayRule,
} from "./slots";

const policy = (overrides: Partial<BookingPolicy> = {}): BookingPolicy => ({
  timeZone: "UTC",
  advanceLimitDays: 30,
  minimumNoticeMinutes: 120,
  ...overrides,
});

const schedule = (overrides: Partial<Schedule> = {}): Schedule => ({
  rules: weekdays(),
  blocks: [],
  busy: [],
  policy: policy(),
  ...overrides,
});

const at = (iso: string) => new Date(iso);
const times = (slots: { time: string }[]) => slots.map((s) => s.time);
const starts = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());

// Monday 7 January 2030; "now" is the Friday before unless a test says otherwise.
const MONDAY = "2030-01-07";
const FRIDAY_NOON = at("2030-01-04T12:00:00Z");

describe("generateSlots: spec §5 slot generation", () => {
  it("steps by slot_duration from the start while the slot fits before the end", () => {
    const slots = generateSlots(MONDAY, schedule(), FRIDAY_NOON);
    expect(times(slots)).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
    expect(slots[0]).toEqual({
      time: "09:00",
      start: at("2030-01-07T09:00:00Z"),
      end: at("2030-01-07T10:00:00Z"),
      period: "morning",
    });
  });

  it("drops a last slot that would run past the end time", () => {
    const rules = weekdays({ startTime: "09:00", endTime: "10:30", slotDuration: 60 });
    expect(times(generateSlots(MONDAY, schedule({ rules }), FRIDAY_NOON))).toEqual(["09:00"]);
    const quarter = weekdays({ startTime: "09:00", endTime: "10:00", slotDuration: 15 });
    expect(times(generateSlots(MONDAY, schedule({ rules: quarter }), FRIDAY_NOON))).toEqual([
      "09:00",
      "09:15",
      "09:30",
      "09:45",
    ]);
  });

  it("offers nothing on a weekday that is off or has no setting", () => {
    const sunday = "2030-01-06";
    expect(generateSlots(sunday, schedule(), FRIDAY_NOON)).toEqual([]);
    const noMonday = weekdays().filter((r) => r.dayOfWeek !== 1);
    expect(generateSlots(MONDAY, schedule({ rules: noMonday }), FRIDAY_NOON)).toEqual([]);
    expect(dayStatus(sunday, schedule(), FRIDAY_NOON)).toBe("closed");
  });

  it("offers nothing when the date has an all-day block", () => {
    const blocks: Block[] = [{ blockDate: MONDAY, allDay: true, startTime: null, endTime: null }];
    expect(generateSlots(MONDAY, schedule({ blocks }), FRIDAY_NOON)).toEqual([]);
    expect(dayStatus(MONDAY, schedule({ blocks }), FRIDAY_NOON)).toBe("closed");
    // A block on another date changes nothing.
    const elsewhere: Block[] = [{ ...blocks[0]!, blockDate: "2030-01-08" }];
    expect(generateSlots(MONDAY, schedule({ blocks: elsewhere }), FRIDAY_NOON)).toHaveLength(8);
  });

  it("removes slots inside a timed block: start inclusive, end exclusive", () => {
    const blocks: Block[] = [
      { blockDate: MONDAY, allDay: false, startTime: "12:00", endTime: "14:00" },
    ];
    expect(times(generateSlots(MONDAY, schedule({ blocks }), FRIDAY_NOON))).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
  });

  it("also removes a slot that a timed block only partly covers", () => {
    const blocks: Block[] = [
      { blockDate: MONDAY, allDay: false, startTime: "09:30", endTime: "10:00" },
    ];
    expect(times(generateSlots(MONDAY, schedule({ blocks }), FRIDAY_NOON))).not.toContain("09:00");
    expect(times(generateSlots(MONDAY, schedule({ blocks }), FRIDAY_NOON))).toContain("10:00");
  });

  it("removes slots overlapping a confirmed booking; back-to-back is fine", () => {
    const busy = [
      { start: at("2030-01-07T10:00:00Z"), end: at("2030-01-07T11:00:00Z") },
      // A 30-minute meeting from another rule still makes the 14:00 hour unavailable.
      { start: at("2030-01-07T14:30:00Z"), end: at("2030-01-07T15:00:00Z") },
    ];
    expect(times(generateSlots(MONDAY, schedule({ busy }), FRIDAY_NOON))).toEqual([
      "09:00",
      "11:00",
      "12:00",
      "13:00",
      "15:00",
      "16:00",
    ]);
  });

  it("labels periods: morning before 12:00, afternoon 12:00–16:59, evening from 17:00", () => {
    const rules = weekdays({ startTime: "11:00", endTime: "19:00", slotDuration: 60 });
    const slots = generateSlots(MONDAY, schedule({ rules }), FRIDAY_NOON);
    expect(slots.map((s) => `${s.time} ${s.period}`)).toEqual([
      "11:00 morning",
      "12:00 afternoon",
      "13:00 afternoon",
      "14:00 afternoon",
      "15:00 afternoon",
      "16:00 afternoon",
      "17:00 evening",
      "18:00 evening",
    ]);
  });
});

describe("generateSlots: window and minimum notice", () => {
  it("offers no slot starting within the minimum notice, which also hides today's past times", () => {
    const now = at("2030-01-07T10:30:00Z");
    expect(times(generateSlots(MONDAY, schedule(), now))).toEqual([
      "13:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
    const noNotice = schedule({ policy: policy({ minimumNoticeMinutes: 0 }) });
    expect(times(generateSlots(MONDAY, noNotice, now))[0]).toBe("11:00");
    // A slot exactly at now + notice is offered.
    expect(times(generateSlots(MONDAY, schedule(), at("2030-01-07T11:00:00Z")))[0]).toBe("13:00");
  });

  it("says 'full' for today once every remaining slot is too soon", () => {
    expect(dayStatus(MONDAY, schedule(), at("2030-01-07T15:30:00Z"))).toBe("full");
  });

  it("offers nothing before today or after today + the advance limit", () => {
    const now = at("2030-01-07T08:00:00Z");
    expect(generateSlots("2030-01-04", schedule(), now)).toEqual([]);
    expect(dayStatus("2030-01-04", schedule(), now)).toBe("past");
    const limit = schedule({ policy: policy({ advanceLimitDays: 7 }) });
    expect(generateSlots(addDays(MONDAY, 7), limit, now)).toHaveLength(8);
    expect(generateSlots(addDays(MONDAY, 8), limit, now)).toEqual([]);
    expect(dayStatus(addDays(MONDAY, 8), limit, now)).toBe("beyond_window");
  });

  it("reads 'today' in the business zone, not in UTC", () => {
    // 23:30 UTC on Sunday 6th is already Monday 7th 05:00 in Kolkata (+05:30).
    const now = at("2030-01-06T23:30:00Z");
    const kolkata = schedule({ policy: policy({ timeZone: "Asia/Kolkata", advanceLimitDays: 1 }) });
    expect(dayStatus("2030-01-06", kolkata, now)).toBe("past");
    expect(dayStatus(MONDAY, kolkata, now)).toBe("available");
    expect(dayStatus("2030-01-09", kolkata, now)).toBe("beyond_window");
  });
});

describe("dayStatuses", () => {
  it("gives one status per date of the range", () => {
    const now = at("2030-01-07T08:00:00Z");
    const busy = candidateSlots("2030-01-08", schedule()).map(({ start, end }) => ({ start, end }));
    const statuses = dayStatuses("2030-01-05", "2030-01-09", schedule({ busy }), now);
    expect(statuses).toEqual([
      { date: "2030-01-05", status: "past" },
      { date: "2030-01-06", status: "past" },
      { date: "2030-01-07", status: "available" },
      { date: "2030-01-08", status: "full" },
      { date: "2030-01-09", status: "available" },
    ]);
  });
});

describe("time zones and daylight saving", () => {
  const london = (overrides: Partial<Schedule> = {}) =>
    schedule({
      policy: policy({ timeZone: "Europe/London", advanceLimitDays: 365 }),
      ...overrides,
    });
  const allDays = (rule: Partial<WeekdayRule>) =>
    weekdays(rule).map((r) => ({ ...r, isAvailable: true }));
  const early = at("2025-01-01T00:00:00Z");

  it("keeps 09:00 London at 09:00 in winter and 08:00 UTC in summer (last Sunday of March)", () => {
    const rules = allDays({ startTime: "09:00", endTime: "10:00" });
    expect(starts(generateSlots("2025-03-29", london({ rules }), early))).toEqual([
      "2025-03-29T09:00:00.000Z",
    ]);
    expect(starts(generateSlots("2025-03-30", london({ rules }), early))).toEqual([
      "2025-03-30T08:00:00.000Z",
    ]);
  });

  it("skips the wall time that does not exist when clocks spring forward", () => {
    const rules = allDays({ startTime: "00:00", endTime: "04:00" });
    const slots = generateSlots("2025-03-30", london({ rules }), early);
    expect(times(slots)).toEqual(["00:00", "02:00", "03:00"]);
    expect(starts(slots)).toEqual([
      "2025-03-30T00:00:00.000Z",
      "2025-03-30T01:00:00.000Z",
      "2025-03-30T02:00:00.000Z",
    ]);
  });

  it("never lets a slot overlap the one before when the clocks jump (45-minute slots)", () => {
    // 00:45 GMT lasts until 02:30 BST, so 02:15 BST (01:15 UTC) would overlap it and is skipped.
    const rules = allDays({ startTime: "00:00", endTime: "03:00", slotDuration: 45 });
    const slots = generateSlots("2025-03-30", london({ rules }), early);
    expect(times(slots)).toEqual(["00:00", "00:45"]);
    expect(starts(slots)).toEqual(["2025-03-30T00:00:00.000Z", "2025-03-30T00:45:00.000Z"]);
  });

  it("returns to 09:00 UTC after the last Sunday of October, with no overlapping slots", () => {
    const rules = allDays({ startTime: "09:00", endTime: "10:00" });
    expect(starts(generateSlots("2025-10-25", london({ rules }), early))).toEqual([
      "2025-10-25T08:00:00.000Z",
    ]);
    expect(starts(generateSlots("2025-10-26", london({ rules }), early))).toEqual([
      "2025-10-26T09:00:00.000Z",
    ]);
    const night = allDays({ startTime: "00:00", endTime: "04:00", slotDuration: 30 });
    const slots = generateSlots("2025-10-26", london({ rules: night }), early);
    expect(times(slots)).toHaveLength(8);
    for (const [i, slot] of slots.entries())
      expect(findConflicts(slot, slots.slice(i + 1))).toEqual([]);
  });

  it("handles half-hour and quarter-hour zones", () => {
    const rules = allDays({ startTime: "09:00", endTime: "10:00" });
    const kolkata = schedule({ rules, policy: policy({ timeZone: "Asia/Kolkata" }) });
    expect(starts(generateSlots(MONDAY, kolkata, FRIDAY_NOON))).toEqual([
      "2030-01-07T03:30:00.000Z",
    ]);
    const kathmandu = schedule({ rules, policy: policy({ timeZone: "Asia/Kathmandu" }) });
    expect(starts(generateSlots(MONDAY, kathmandu, FRIDAY_NOON))).toEqual([
      "2030-01-07T03:15:00.000Z",
    ]);
  });

  it("follows Adelaide (+10:30 in summer, +09:30 in winter) across its April change", () => {
    const rules = allDays({ startTime: "09:00", endTime: "10:00" });
    const adelaide = schedule({
      rules,
      policy: policy({ timeZone: "Australia/Adelaide", advanceLimitDays: 365 }),
    });
    expect(starts(generateSlots("2025-04-05", adelaide, early))).toEqual([
      "2025-04-04T22:30:00.000Z",
    ]);
    expect(starts(generateSlots("2025-04-06", adelaide, early))).toEqual([
      "2025-04-05T23:30:00.000Z",
    ]);
  });
});

describe("conflict check", () => {
  const interval = (from: string, to: string) => ({ start: at(from), end: at(to) });
  it("treats intervals as half-open", () => {
    const a = interval("2030-01-07T10:00:00Z", "2030-01-07T11:00:00Z");
    expect(overlaps(a, interval("2030-01-07T11:00:00Z", "2030-01-07T12:00:00Z"))).toBe(false);
    expect(overlaps(a, interval("2030-01-07T10:59:00Z", "2030-01-07T12:00:00Z"))).toBe(true);
    expect(overlaps(a, interval("2030-01-07T09:00:00Z", "2030-01-07T13:00:00Z"))).toBe(true);
    expect(findConflicts(a, [a, interval("2030-01-07T12:00:00Z", "2030-01-07T13:00:00Z")])).toEqual(
      [a],
    );
  });
});

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
  const hhmm = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
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
      blocks: fc.array(fc.tuple(quarter(0, 94), quarter(1, 12)), { maxLength: 3 }),
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
        startTime: hhmm(startMinutes),
        endTime: hhmm(endMinutes),
        slotDuration: s.duration,
      };
      const blocks: Block[] = s.blocks.map(([from, len]) => ({
        blockDate: s.date,
        allDay: false,
        startTime: hhmm(from),
        endTime: hhmm(Math.min(from + len, 1439)),
      }));
      const busy = s.busy.map(([offset, len]) => ({
        start: new Date(dayStart + offset * 60_000),
        end: new Date(dayStart + (offset + len) * 60_000),
      }));
      const sched: Schedule = {
        rules: [rule],
        blocks: blocks.filter((b) => b.endTime! > b.startTime!),
        busy,
        policy: { timeZone: s.zone, advanceLimitDays: 10, minimumNoticeMinutes: s.notice },
      };
      return {
        date: s.date,
        rule,
        schedule: sched,
        now: new Date(dayStart + s.nowOffsetMinutes * 60_000),
      };
    });

  it("never offers a slot that overlaps a block or a busy interval, starts too soon or ends late", () => {
    fc.assert(
      fc.property(scenario, ({ date, rule, schedule: sched, now }) => {
        const slots = generateSlots(date, sched, now);
        for (const slot of slots) {
          const from = minutesOf(slot.time);
          const to = from + rule.slotDuration;
          expect(to).toBeLessThanOrEqual(minutesOf(rule.endTime));
          expect(from).toBeGreaterThanOrEqual(minutesOf(rule.startTime));
          expect((from - minutesOf(rule.startTime)) % rule.slotDuration).toBe(0);
          expect(findConflicts(slot, sched.busy)).toEqual([]);
          for (const block of sched.blocks)
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
      fc.property(scenario, ({ date, rule, schedule: sched, now }) => {
        const earliest = now.getTime() + sched.policy.minimumNoticeMinutes * 60_000;
        const inWindow =
          dayStatus(date, sched, now) !== "past" && dayStatus(date, sched, now) !== "beyond_window";
        const expected = candidateSlots(date, sched).filter((slot) => {
          const from = minutesOf(slot.time);
          const blocked = sched.blocks.some(
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

  it("groups every time by the period boundaries", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        const period = periodOf(hhmm(minutes));
        if (minutes < 720) expect(period).toBe("morning");
        else if (minutes < 1020) expect(period).toBe("afternoon");
        else expect(period).toBe("evening");
      }),
    );
  });
});
