import { describe, expect, it } from "vitest";
import { movableSlots, scheduleForMove } from "./move-slots";
import { dayStatuses, generateSlots } from "./slots";
import { at, FRIDAY_NOON, MONDAY, policy, schedule, times } from "./slots-test-fixtures";

// The daily limit (ADR 0048): a date holding the most meetings a day offers nothing more.
const TUESDAY = "2030-01-08";
/** A meeting on Monday at 10:00, moving, and the busy time it holds. */
const booking = {
  startsAt: at("2030-01-07T10:00:00Z"),
  endsAt: at("2030-01-07T11:00:00Z"),
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
};
const busy = [{ start: booking.startsAt, end: booking.endsAt }];
const limited = (max: number | null, bookedPerDay: Record<string, number>) =>
  schedule({ policy: policy({ maxBookingsPerDay: max }), bookedPerDay });

describe("the daily limit", () => {
  it("closes a date that holds the limit, as full, and leaves the others", () => {
    const sched = limited(2, { [MONDAY]: 2, [TUESDAY]: 1 });
    expect(generateSlots(MONDAY, sched, FRIDAY_NOON)).toEqual([]);
    expect(generateSlots(TUESDAY, sched, FRIDAY_NOON)).toHaveLength(8);
    expect(dayStatuses(MONDAY, TUESDAY, sched, FRIDAY_NOON)).toEqual([
      { date: MONDAY, status: "full" },
      { date: TUESDAY, status: "available" },
    ]);
  });

  it("is off when null, whatever is booked", () => {
    expect(generateSlots(MONDAY, limited(null, { [MONDAY]: 40 }), FRIDAY_NOON)).toHaveLength(8);
  });

  it("does not count a moving booking against its own date", () => {
    const full = { ...limited(1, { [MONDAY]: 1, [TUESDAY]: 1 }), busy };
    const forMove = scheduleForMove(full, booking, { overrideNotice: false });
    // Later the same day: its own date still holds one meeting, itself.
    expect(times(movableSlots(MONDAY, forMove, booking, FRIDAY_NOON))).toContain("14:00");
    // Another date at the limit stays closed to it.
    expect(movableSlots(TUESDAY, forMove, booking, FRIDAY_NOON)).toEqual([]);
    // Staff dropping the notice does not drop the limit.
    const staff = scheduleForMove(full, booking, { overrideNotice: true });
    expect(movableSlots(TUESDAY, staff, booking, FRIDAY_NOON)).toEqual([]);
  });
});

// The weekly limit (ADR 0048): a week, Monday to Sunday, holding the most meetings a week offers
// nothing more on any of its dates.
describe("the weekly limit", () => {
  const NEXT_MONDAY = "2030-01-14";
  const weekly = (max: number | null, bookedPerDay: Record<string, number>) =>
    schedule({ policy: policy({ maxBookingsPerWeek: max }), bookedPerDay });

  it("closes every date of a week that holds the limit, and not the next week", () => {
    // Two on Monday and one on Sunday 13 January: three in the week of 7 January.
    const sched = weekly(3, { [MONDAY]: 2, "2030-01-13": 1 });
    expect(generateSlots(TUESDAY, sched, FRIDAY_NOON)).toEqual([]);
    expect(dayStatuses(MONDAY, "2030-01-11", sched, FRIDAY_NOON).map((d) => d.status)).toEqual([
      "full",
      "full",
      "full",
      "full",
      "full",
    ]);
    expect(generateSlots(NEXT_MONDAY, sched, FRIDAY_NOON)).toHaveLength(8);
    // One fewer and the week is open.
    expect(
      generateSlots(TUESDAY, weekly(4, { [MONDAY]: 2, "2030-01-13": 1 }), FRIDAY_NOON),
    ).toHaveLength(8);
  });

  it("counts the week from Monday: the Sunday before belongs to the week before", () => {
    const sched = weekly(1, { "2030-01-06": 5 });
    expect(generateSlots(MONDAY, sched, FRIDAY_NOON)).toHaveLength(8);
  });

  it("is off when null, and applies beside the daily limit", () => {
    expect(generateSlots(TUESDAY, weekly(null, { [MONDAY]: 40 }), FRIDAY_NOON)).toHaveLength(8);
    const both = schedule({
      policy: policy({ maxBookingsPerDay: 5, maxBookingsPerWeek: 6 }),
      bookedPerDay: { [MONDAY]: 3, [TUESDAY]: 3 },
    });
    // Neither date is at the daily limit, but the week is at its own.
    expect(generateSlots("2030-01-09", both, FRIDAY_NOON)).toEqual([]);
  });

  it("does not count a moving booking against its own week", () => {
    const full = { ...weekly(2, { [MONDAY]: 1, [TUESDAY]: 1 }), busy };
    const forMove = scheduleForMove(full, booking, { overrideNotice: true });
    // Without itself the week holds one: it can move to Thursday of the same week.
    expect(times(movableSlots("2030-01-10", forMove, booking, FRIDAY_NOON))).toContain("14:00");
    // A full week elsewhere stays closed to it.
    const nextWeekFull = { ...weekly(2, { [MONDAY]: 1, [NEXT_MONDAY]: 2 }), busy };
    const elsewhere = scheduleForMove(nextWeekFull, booking, { overrideNotice: true });
    expect(movableSlots("2030-01-15", elsewhere, booking, FRIDAY_NOON)).toEqual([]);
  });
});

// A meeting type's own daily limit (ADR 0048): a date holding that many of its
// meetings offers the type no more, whatever the other types hold, and the Settings' limit stands
// beside it.
describe("a meeting type's daily limit", () => {
  const ofType = (
    max: number | null,
    typeBookedPerDay: Record<string, number>,
    bookedPerDay: Record<string, number> = typeBookedPerDay,
  ) =>
    schedule({
      type: {
        durationMinutes: null,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeMinutes: null,
        maxBookingsPerDay: max,
      },
      bookedPerDay,
      typeBookedPerDay,
    });

  it("closes a date holding that many of its meetings, counting only its own", () => {
    // Monday: two of this type; Tuesday: one of it and five of other types.
    const sched = ofType(2, { [MONDAY]: 2, [TUESDAY]: 1 }, { [MONDAY]: 2, [TUESDAY]: 6 });
    expect(dayStatuses(MONDAY, TUESDAY, sched, FRIDAY_NOON)).toEqual([
      { date: MONDAY, status: "full" },
      { date: TUESDAY, status: "available" },
    ]);
    expect(generateSlots(TUESDAY, sched, FRIDAY_NOON)).toHaveLength(8);
  });

  it("is off when null, and the Settings' limit for all types applies beside it", () => {
    expect(generateSlots(MONDAY, ofType(null, { [MONDAY]: 40 }), FRIDAY_NOON)).toHaveLength(8);
    const both = {
      ...ofType(5, { [TUESDAY]: 1 }, { [TUESDAY]: 3 }),
      policy: policy({ maxBookingsPerDay: 3 }),
    };
    expect(generateSlots(TUESDAY, both, FRIDAY_NOON)).toEqual([]);
  });

  it("does not count a moving booking against its own date", () => {
    const full = { ...ofType(1, { [MONDAY]: 1, [TUESDAY]: 1 }), busy };
    const forMove = scheduleForMove(full, booking, { overrideNotice: true });
    expect(times(movableSlots(MONDAY, forMove, booking, FRIDAY_NOON))).toContain("14:00");
    expect(movableSlots(TUESDAY, forMove, booking, FRIDAY_NOON)).toEqual([]);
  });
});
