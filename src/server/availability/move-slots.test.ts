import { describe, expect, it } from "vitest";
import { type MovingBooking, movableSlots, moveDayStatuses, scheduleForMove } from "./move-slots";
import type { SlotType } from "./schedule";
import { bufferedInterval, generateSlots } from "./slots";
import { at, FRIDAY_NOON, MONDAY, schedule, times } from "./slots-test-fixtures";

// Where an existing booking can move (the move and the pickers that offer its times).

const halfHour: SlotType = {
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 30,
  minimumNoticeMinutes: null,
};

/** A booking on MONDAY (UTC) with the type's buffers, and its busy time as loaded. */
function booked(from: string, to: string, type: SlotType = halfHour) {
  const booking: MovingBooking = {
    startsAt: at(`${MONDAY}T${from}:00Z`),
    endsAt: at(`${MONDAY}T${to}:00Z`),
    bufferBeforeMinutes: type.bufferBeforeMinutes,
    bufferAfterMinutes: type.bufferAfterMinutes,
  };
  return {
    booking,
    busy: bufferedInterval({ start: booking.startsAt, end: booking.endsAt }, type),
  };
}

describe("scheduleForMove and movableSlots", () => {
  it("frees the booking's own time and buffers, but never offers its current start", () => {
    const { booking, busy } = booked("10:00", "10:30");
    const loaded = schedule({ type: halfHour, busy: [busy] });
    // As a new booking sees it: 10:00 is taken and 09:30 would run into its buffer (10:30–11:00).
    expect(times(movableSlots(MONDAY, loaded, booking, FRIDAY_NOON))).not.toContain("10:30");
    const forMove = scheduleForMove(loaded, booking, { overrideNotice: false });
    const offered = times(movableSlots(MONDAY, forMove, booking, FRIDAY_NOON));
    expect(offered).toContain("10:30");
    expect(offered).toContain("09:30");
    expect(offered).not.toContain("10:00");
  });

  it("keeps every other booking busy, also one with the same length elsewhere", () => {
    const { booking, busy } = booked("10:00", "10:30");
    const other = booked("13:00", "13:30");
    const forMove = scheduleForMove(
      schedule({ type: halfHour, busy: [busy, other.busy] }),
      booking,
      { overrideNotice: false },
    );
    expect(forMove.busy).toEqual([other.busy]);
    const offered = times(movableSlots(MONDAY, forMove, booking, FRIDAY_NOON));
    expect(offered).not.toContain("13:00");
    expect(offered).not.toContain("12:30"); // its buffer would run into 13:00
  });

  it("offers only times where its whole own length fits: busy time, blocks, closing", () => {
    // Booked for 90 minutes (the type was longer then); the type now steps by 30.
    const { booking, busy } = booked("09:00", "10:30");
    const blocker = { start: at(`${MONDAY}T14:00:00Z`), end: at(`${MONDAY}T15:00:00Z`) };
    const loaded = schedule({ type: halfHour, busy: [busy, blocker] });
    const forMove = scheduleForMove(loaded, booking, { overrideNotice: false });
    // A new 30-minute booking could start at 12:30; this one would run into 14:00 with its buffer.
    expect(times(generateSlots(MONDAY, forMove, FRIDAY_NOON))).toContain("12:30");
    const offered = times(movableSlots(MONDAY, forMove, booking, FRIDAY_NOON));
    expect(offered).toContain("12:00"); // 12:00–13:30, its buffer ends as 14:00 begins
    expect(offered).not.toContain("12:30");
    expect(offered).not.toContain("13:00");
    // 15:30 would end at 17:00, closing time; 16:00 would run past it.
    expect(offered.at(-1)).toBe("15:30");
    const blocked = scheduleForMove(
      {
        ...loaded,
        blocks: [{ blockDate: MONDAY, allDay: false, startTime: "16:30", endTime: "17:00" }],
      },
      booking,
      { overrideNotice: false },
    );
    // With the block 16:30–17:00, 15:00 and 15:30 would run into it (15:00 with its buffer).
    expect(times(movableSlots(MONDAY, blocked, booking, FRIDAY_NOON)).at(-1)).toBe("12:00");
  });

  it("drops the minimum notice (the settings' and the type's) only when staff override it", () => {
    const { booking, busy } = booked("16:00", "16:30");
    const now = at(`${MONDAY}T09:10:00Z`);
    const loaded = schedule({ type: { ...halfHour, minimumNoticeMinutes: 240 }, busy: [busy] });
    const kept = scheduleForMove(loaded, booking, { overrideNotice: false });
    expect(times(movableSlots(MONDAY, kept, booking, now))[0]).toBe("13:30");
    const overridden = scheduleForMove(loaded, booking, { overrideNotice: true });
    expect(times(movableSlots(MONDAY, overridden, booking, now))[0]).toBe("09:30");
  });
});

describe("moveDayStatuses", () => {
  it("calls a day full when its only free times do not fit the booking", () => {
    // Monday: one hour left, 16:00–17:00; the booking lasts 90 minutes (on Tuesday).
    const booking: MovingBooking = {
      startsAt: at("2030-01-08T09:00:00Z"),
      endsAt: at("2030-01-08T10:30:00Z"),
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
    };
    const type: SlotType = { ...halfHour, bufferAfterMinutes: 0 };
    const morning = { start: at(`${MONDAY}T09:00:00Z`), end: at(`${MONDAY}T16:00:00Z`) };
    const tuesday = { start: booking.startsAt, end: booking.endsAt };
    const forMove = scheduleForMove(schedule({ type, busy: [morning, tuesday] }), booking, {
      overrideNotice: false,
    });
    const [monday, tuesdayStatus] = moveDayStatuses(
      MONDAY,
      "2030-01-08",
      forMove,
      booking,
      FRIDAY_NOON,
    );
    expect(monday).toEqual({ date: MONDAY, status: "full" });
    expect(tuesdayStatus).toEqual({ date: "2030-01-08", status: "available" });
  });
});
