import "server-only";
import type { CalendarDate } from "@/lib/time/calendar-date";
import { zonedDate } from "@/lib/time/zoned";
import type { Interval } from "./conflicts";
import type { DayStatus, Schedule, Slot } from "./schedule";
import { bufferedInterval, closingTime, dayStatuses, generateSlots, isBlocked } from "./slots";
import type { TeamSchedule } from "./team-slots";

/**
 * Where an existing booking can move: pure, like the slot engine it builds on. The move itself
 * (reschedule-booking.ts) and the pickers that offer its times (move-options.ts) read the same
 * answers, so a time offered is a time the move accepts.
 */

/** What of a booking decides where it can move. */
export interface MovingBooking {
  startsAt: Date;
  endsAt: Date;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

/** Its time as the busy list holds it: with the buffers it was booked with. */
const ownBusyTime = (booking: MovingBooking): Interval =>
  bufferedInterval(
    { start: booking.startsAt, end: booking.endsAt },
    {
      durationMinutes: null,
      bufferBeforeMinutes: booking.bufferBeforeMinutes,
      bufferAfterMinutes: booking.bufferAfterMinutes,
      minimumNoticeMinutes: null,
    },
  );

/**
 * The schedule of the booking's type (load it by the booking's type id: a type switched off for
 * new bookings still moves its own) without the booking itself, which must neither block its new
 * time nor count towards its own date's daily limits (all types', its type's); staff may drop the minimum notice (the
 * settings' and the type's).
 */
export function scheduleForMove(
  schedule: Schedule,
  booking: MovingBooking,
  options: { overrideNotice: boolean },
): Schedule {
  const { start, end } = ownBusyTime(booking);
  const own = schedule.busy.findIndex(
    (b) => b.start.getTime() === start.getTime() && b.end.getTime() === end.getTime(),
  );
  const busy = own < 0 ? schedule.busy : schedule.busy.filter((_, i) => i !== own);
  // The schedule is of the booking's own type, so it counts among that type's meetings too.
  const date = zonedDate(booking.startsAt, schedule.policy.timeZone);
  const moving = {
    ...schedule,
    busy,
    bookedPerDay: withoutOne(schedule.bookedPerDay, date),
    typeBookedPerDay: schedule.typeBookedPerDay && withoutOne(schedule.typeBookedPerDay, date),
  };
  return options.overrideNotice ? withoutNotice(moving) : moving;
}

/** The schedule with no minimum notice (staff's override): neither the setting's nor the type's. */
export function withoutNotice(schedule: Schedule): Schedule {
  return {
    ...schedule,
    policy: { ...schedule.policy, minimumNoticeMinutes: 0 },
    type: schedule.type && { ...schedule.type, minimumNoticeMinutes: null },
  };
}

/** The team with no minimum notice (staff's override), for each host. */
export function teamWithoutNotice(team: TeamSchedule): TeamSchedule {
  return {
    ...team,
    members: team.members.map((member) => ({
      ...member,
      schedule: withoutNotice(member.schedule),
    })),
  };
}

/** Meetings per date, less the moving booking on its own date (when that date was read). */
function withoutOne(
  perDay: Readonly<Record<CalendarDate, number>>,
  date: CalendarDate,
): Readonly<Record<CalendarDate, number>> {
  const count = perDay[date];
  return count ? { ...perDay, [date]: count - 1 } : perDay;
}

/**
 * The slots of `date` the booking can move to (in a schedule from `scheduleForMove`): offered,
 * other than its current start, and its whole length — it keeps its own, which can be longer than
 * that day's step — inside the opening hours, clear of timed blocks and, with its type's buffers,
 * of busy time.
 */
export function movableSlots(
  date: CalendarDate,
  schedule: Schedule,
  booking: MovingBooking,
  now: Date,
): Slot[] {
  const length = booking.endsAt.getTime() - booking.startsAt.getTime();
  const closing = closingTime(date, schedule)?.getTime() ?? 0;
  return generateSlots(date, schedule, now).filter((slot) => {
    if (slot.start.getTime() === booking.startsAt.getTime()) return false;
    const whole = { ...slot, end: new Date(slot.start.getTime() + length) };
    if (whole.end.getTime() > closing || isBlocked(date, whole, schedule)) return false;
    const kept = bufferedInterval(whole, schedule.type);
    return !schedule.busy.some((b) => b.start < kept.end && b.end > kept.start);
  });
}

/** Each date's status for a move: a new booking's, but "full" where no slot fits this booking. */
export function moveDayStatuses(
  from: CalendarDate,
  to: CalendarDate,
  schedule: Schedule,
  booking: MovingBooking,
  now: Date,
): { date: CalendarDate; status: DayStatus }[] {
  return dayStatuses(from, to, schedule, now).map((day) =>
    day.status === "available" && movableSlots(day.date, schedule, booking, now).length === 0
      ? { ...day, status: "full" }
      : day,
  );
}
