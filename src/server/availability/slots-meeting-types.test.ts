import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { minutesOf, wallTimeOf } from "@/lib/time/calendar-date";
import { overlaps } from "./conflicts";
import type { Block, Schedule, SlotType, WeekdayRule } from "./schedule";
import { bufferedInterval, dayStatus, generateSlots } from "./slots";
import { at, FRIDAY_NOON, MONDAY, policy, schedule, times } from "./slots-test-fixtures";

// Meeting types in the slot engine (ADR 0056): a type's own step and length, its buffers against
// bookings (with their own buffers), blocks and busy time, and its minimum notice.

const type = (overrides: Partial<SlotType> = {}): SlotType => ({
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: null,
  ...overrides,
});

const span = (from: string, to: string) => ({
  start: at(`${MONDAY}T${from}:00Z`),
  end: at(`${MONDAY}T${to}:00Z`),
});

describe("slots of a meeting type", () => {
  it("offers a type in its own hours only, inside the opening hours", () => {
    const afternoons = schedule({
      type: type({ durationMinutes: 60, offeredHours: { from: "13:30", until: "18:00" } }),
    });
    // From its own start, stepped by its length, until the earlier of the two ends (17:00).
    expect(times(generateSlots(MONDAY, afternoons, FRIDAY_NOON))).toEqual([
      "13:30",
      "14:30",
      "15:30",
    ]);
    // Hours outside the opening hours open nothing.
    const evenings = schedule({
      type: type({ offeredHours: { from: "18:00", until: "20:00" } }),
    });
    expect(generateSlots(MONDAY, evenings, FRIDAY_NOON)).toEqual([]);
    expect(dayStatus(MONDAY, evenings, FRIDAY_NOON)).toBe("closed");
    // The default type's steps start from the type's hours too.
    const defaultType = schedule({
      type: type({ durationMinutes: null, offeredHours: { from: "10:30", until: "13:00" } }),
    });
    expect(times(generateSlots(MONDAY, defaultType, FRIDAY_NOON))).toEqual(["10:30", "11:30"]);
  });

  it("offers a type on its own weekdays only: the others read closed, whatever the hours", () => {
    // MONDAY is a Monday (1); the day after is a Tuesday (2).
    const tuesday = "2030-01-08";
    const mondaysOnly = schedule({ type: type({ days: [1] }) });
    expect(times(generateSlots(MONDAY, mondaysOnly, FRIDAY_NOON))).toHaveLength(16);
    expect(generateSlots(tuesday, mondaysOnly, FRIDAY_NOON)).toEqual([]);
    expect(dayStatus(tuesday, mondaysOnly, FRIDAY_NOON)).toBe("closed");
    expect(dayStatus(MONDAY, mondaysOnly, FRIDAY_NOON)).toBe("available");
    // Its days never open a closed weekday: a Sunday-only type finds no hours on Monday either.
    const sundays = schedule({ type: type({ days: [0] }) });
    expect(generateSlots(MONDAY, sundays, FRIDAY_NOON)).toEqual([]);
    expect(generateSlots("2030-01-06", sundays, FRIDAY_NOON)).toEqual([]);
    // Null: every day the hours open.
    expect(
      generateSlots(tuesday, schedule({ type: type({ days: null }) }), FRIDAY_NOON),
    ).toHaveLength(16);
  });

  it("steps by the type's duration and lasts as long; the default type follows slot_duration", () => {
    const short = generateSlots(
      MONDAY,
      schedule({ type: type({ durationMinutes: 45 }) }),
      FRIDAY_NOON,
    );
    expect(times(short).slice(0, 4)).toEqual(["09:00", "09:45", "10:30", "11:15"]);
    expect(times(short).at(-1)).toBe("15:45");
    expect(short[0]!.end.getTime() - short[0]!.start.getTime()).toBe(45 * 60_000);

    const asDefault = schedule({ type: type({ durationMinutes: null }) });
    const plain = schedule();
    expect(generateSlots(MONDAY, asDefault, FRIDAY_NOON)).toEqual(
      generateSlots(MONDAY, plain, FRIDAY_NOON),
    );
  });

  it("keeps the meeting plus its buffers clear of a booking's buffered time", () => {
    // A booking 10:00–11:00 whose type has 15 minutes after: busy until 11:15.
    const busy = [span("10:00", "11:15")];
    const noBuffers = generateSlots(MONDAY, schedule({ busy, type: type() }), FRIDAY_NOON);
    expect(times(noBuffers)).toContain("09:30");
    expect(times(noBuffers)).not.toContain("11:00");
    expect(times(noBuffers)).toContain("11:30");

    // Ten minutes before: 11:30 would start its buffer at 11:20, clear; 09:30 would end its
    // after-buffer at 10:10 with 10 after, so it goes.
    const buffered = type({ bufferBeforeMinutes: 10, bufferAfterMinutes: 10 });
    const withBuffers = generateSlots(MONDAY, schedule({ busy, type: buffered }), FRIDAY_NOON);
    expect(times(withBuffers)).not.toContain("09:30");
    expect(times(withBuffers)).toContain("09:00");
    expect(times(withBuffers)).toContain("11:30");
    // The buffered range is what the exclusion constraint stores.
    const slot = withBuffers.find((s) => s.time === "11:30")!;
    expect(bufferedInterval(slot, buffered)).toEqual(span("11:20", "12:10"));
  });

  it("keeps the buffers clear of timed blocks and calendar busy time", () => {
    const blocks: Block[] = [
      { blockDate: MONDAY, allDay: false, startTime: "12:00", endTime: "13:00" },
    ];
    const after = type({ bufferAfterMinutes: 15 });
    const slots = times(generateSlots(MONDAY, schedule({ blocks, type: after }), FRIDAY_NOON));
    expect(slots).toContain("11:00");
    expect(slots).not.toContain("11:30");
    const before = type({ bufferBeforeMinutes: 15 });
    const later = times(generateSlots(MONDAY, schedule({ blocks, type: before }), FRIDAY_NOON));
    expect(later).not.toContain("13:00");
    expect(later).toContain("13:30");
    // Buffers may reach outside opening hours: 09:00 with 15 before is still offered.
    expect(later[0]).toBe("09:00");
  });

  it("uses the type's minimum notice instead of the setting when it has one", () => {
    const now = at(`${MONDAY}T09:00:00Z`);
    const setting = times(generateSlots(MONDAY, schedule({ type: type() }), now));
    expect(setting[0]).toBe("11:00");
    const own = times(
      generateSlots(MONDAY, schedule({ type: type({ minimumNoticeMinutes: 30 }) }), now),
    );
    expect(own[0]).toBe("09:30");
  });
});

describe("meeting types: properties (fast-check)", () => {
  // Three zones with DST, on the dates their clocks change in 2025 and a plain day.
  const ZONES = ["Europe/London", "America/New_York", "Australia/Sydney"];
  const DATES = [
    "2025-03-09",
    "2025-03-30",
    "2025-04-06",
    "2025-10-05",
    "2025-10-26",
    "2025-11-02",
    "2025-06-18",
  ];
  const hhmm = (minutes: number) => wallTimeOf(minutes);
  const bufferArb = fc.integer({ min: 0, max: 24 }).map((n) => n * 5);
  const typeArb = fc.record({
    durationMinutes: fc.integer({ min: 3, max: 96 }).map((n) => n * 5),
    bufferBeforeMinutes: bufferArb,
    bufferAfterMinutes: bufferArb,
    minimumNoticeMinutes: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
    // Its own hours, when it has them: anywhere in the day, so they may or may not meet the rule's.
    offeredHours: fc.option(
      fc.tuple(fc.integer({ min: 0, max: 94 }), fc.integer({ min: 1, max: 95 })).map(([a, b]) => ({
        from: hhmm(Math.min(a, b) * 15),
        until: hhmm(Math.min(Math.max(a, b) + 1, 95) * 15),
      })),
      // Half the types have their own hours, so the other checks keep scenarios with many slots.
      { nil: null, freq: 2 },
    ),
  });

  const scenario = fc
    .record({
      zone: fc.constantFrom(...ZONES),
      date: fc.constantFrom(...DATES),
      start: fc.integer({ min: 0, max: 40 }).map((n) => n * 15),
      end: fc.integer({ min: 48, max: 95 }).map((n) => n * 15),
      type: typeArb,
      notice: fc.integer({ min: 0, max: 3000 }),
      nowOffsetMinutes: fc.integer({ min: -3 * 1440, max: 1440 }),
      blocks: fc.array(fc.tuple(fc.integer({ min: 0, max: 94 }), fc.integer({ min: 1, max: 12 })), {
        maxLength: 3,
      }),
      // Bookings of any type: the meeting, then its own buffers around it.
      bookings: fc.array(
        fc.tuple(
          fc.integer({ min: -180, max: 1600 }),
          fc.integer({ min: 3, max: 96 }),
          bufferArb,
          bufferArb,
        ),
        { maxLength: 4 },
      ),
      calendarBusy: fc.array(
        fc.tuple(fc.integer({ min: -120, max: 1560 }), fc.integer({ min: 1, max: 240 })),
        {
          maxLength: 2,
        },
      ),
    })
    .map((s) => {
      const dayStart = new Date(`${s.date}T00:00:00Z`).getTime();
      const minute = (m: number) => new Date(dayStart + m * 60_000);
      const rule: WeekdayRule = {
        dayOfWeek: new Date(`${s.date}T00:00:00Z`).getUTCDay(),
        isAvailable: true,
        startTime: hhmm(s.start),
        endTime: hhmm(s.end),
        slotDuration: 60,
      };
      const blocks: Block[] = s.blocks.map(([from, len]) => ({
        blockDate: s.date,
        allDay: false,
        startTime: hhmm(from * 15),
        endTime: hhmm(Math.min((from + len) * 15, 1439)),
      }));
      const bookings = s.bookings.map(([offset, length, before, after]) =>
        bufferedInterval(
          { start: minute(offset), end: minute(offset + length * 5) },
          {
            durationMinutes: null,
            bufferBeforeMinutes: before,
            bufferAfterMinutes: after,
            minimumNoticeMinutes: null,
          },
        ),
      );
      const calendar = s.calendarBusy.map(([offset, len]) => ({
        start: minute(offset),
        end: minute(offset + len),
      }));
      const sched: Schedule = {
        rules: [rule],
        blocks,
        dateHours: [],
        breaks: [],
        busy: [...bookings, ...calendar],
        bookedPerDay: {},
        policy: policy({ timeZone: s.zone, advanceLimitDays: 10, minimumNoticeMinutes: s.notice }),
        type: s.type,
      };
      return { date: s.date, schedule: sched, now: minute(s.nowOffsetMinutes), type: s.type };
    });

  it("never offers a slot whose buffered range overlaps a buffered booking, block or busy time", () => {
    let offered = 0;
    let insideOwnHours = 0;
    fc.assert(
      fc.property(scenario, ({ date, schedule: sched, now, type: t }) => {
        const slots = generateSlots(date, sched, now);
        offered += slots.length;
        for (const slot of slots) {
          expect(slot.end.getTime() - slot.start.getTime()).toBe(t.durationMinutes * 60_000);
          const kept = bufferedInterval(slot, t);
          for (const busy of sched.busy) expect(overlaps(kept, busy)).toBe(false);
          const from = minutesOf(slot.time) - t.bufferBeforeMinutes;
          const to = minutesOf(slot.time) + t.durationMinutes + t.bufferAfterMinutes;
          for (const block of sched.blocks)
            expect(from < minutesOf(block.endTime!) && minutesOf(block.startTime!) < to).toBe(
              false,
            );
          // Inside the type's own hours, when it has them (wall clock, in the business zone).
          if (t.offeredHours) {
            insideOwnHours += 1;
            expect(minutesOf(slot.time)).toBeGreaterThanOrEqual(minutesOf(t.offeredHours.from));
            expect(minutesOf(slot.time) + t.durationMinutes).toBeLessThanOrEqual(
              minutesOf(t.offeredHours.until),
            );
          }
          const notice = t.minimumNoticeMinutes ?? sched.policy.minimumNoticeMinutes;
          expect(slot.start.getTime()).toBeGreaterThanOrEqual(now.getTime() + notice * 60_000);
        }
        // Two offered slots of one type never overlap either, even across a DST change.
        for (const [i, slot] of slots.entries())
          for (const other of slots.slice(i + 1)) expect(overlaps(slot, other)).toBe(false);
      }),
      { numRuns: 1000 },
    );
    // Not vacuous: the scenarios do offer times, also for types with their own hours.
    expect(offered).toBeGreaterThan(1000);
    expect(insideOwnHours).toBeGreaterThan(100);
    // 1,000 scenarios: room for a loaded machine beyond the default 5 s.
  }, 30_000);
});
