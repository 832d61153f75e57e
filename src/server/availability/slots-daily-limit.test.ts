import { describe, expect, it } from "vitest";
import { movableSlots, scheduleForMove } from "./move-slots";
import { dayStatuses, generateSlots } from "./slots";
import { at, FRIDAY_NOON, MONDAY, policy, schedule, times } from "./slots-test-fixtures";

// The daily limit (ADR 0048): a date holding the most meetings a day offers nothing more.
const TUESDAY = "2030-01-08";
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
    const booking = {
      startsAt: at("2030-01-07T10:00:00Z"),
      endsAt: at("2030-01-07T11:00:00Z"),
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
    };
    const busy = [{ start: booking.startsAt, end: booking.endsAt }];
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
