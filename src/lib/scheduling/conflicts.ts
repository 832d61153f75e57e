// Pure: which confirmed bookings a set of availability rules and blocks would no longer allow.
// Bookings stay booked; the dashboard lists them so staff can reschedule or cancel by hand.
import { dayOfWeek, minutesOf, weekdayName } from "@/lib/time/calendar-date";
import { type TimeFormat, wallTimeRange } from "@/lib/time/format";
import { zonedDate, zonedTime } from "@/lib/time/zoned";
import { type BreakSpan, breakOverlaps, timedBlockOverlaps } from "./blocks";

export interface ConflictCandidate {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  startsAt: Date;
  endsAt: Date;
  /** Its meeting type, with the weekdays and the hours it is offered in (ADR 0056). */
  type?: {
    name: string;
    days: readonly number[] | null;
    offeredFrom: string | null;
    offeredUntil: string | null;
  };
}

export interface WeekdayRule {
  dayOfWeek: number;
  isAvailable: boolean;
  startTime: string;
  endTime: string;
}

export interface BlockRule {
  id: string;
  blockDate: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
}

/** A date's own hours (date_specific_hours), which replace its weekday's for that date. */
export interface DateHoursRule {
  hoursDate: string;
  startTime: string;
  endTime: string;
}

/** A weekly break (weekly_breaks, ADR 0049), on each of its weekdays that follow their hours. */
export interface BreakRule extends BreakSpan {
  id: string;
  /** Staff's name for it ("Lunch"), or "". */
  label: string;
}

/** The rules a booking is judged by, as saved. */
export interface AvailabilityRules {
  week: readonly WeekdayRule[];
  blocks: readonly BlockRule[];
  dateHours: readonly DateHoursRule[];
  breaks: readonly BreakRule[];
}

export interface BookingConflict {
  bookingId: string;
  name: string;
  email: string;
  /** Business-local date, weekday (0 = Sunday) and wall-clock range of the meeting. */
  date: string;
  weekday: number;
  start: string;
  end: string;
  /** Human-readable reasons, e.g. "Wednesday is unavailable", times in the admin's format. */
  reasons: string[];
  /** Blocks the meeting falls into, so a change to one block can pick out its own conflicts. */
  blockIds: string[];
  /** Weekly breaks the meeting falls into, so a new break can pick out its own conflicts. */
  breakIds: string[];
}

/** The conflicts a weekday's save reports: its meetings the rules no longer allow. */
export const isOnWeekday = (conflict: BookingConflict, day: number) => conflict.weekday === day;

/** The conflicts a change to one date's own hours reports: the meetings on that date. */
export const isOnDate = (conflict: BookingConflict, date: string) => conflict.date === date;

/** The conflicts a new block reports: the meetings inside it. */
export const isInBlock = (conflict: BookingConflict, blockId: string) =>
  conflict.blockIds.includes(blockId);

/** The conflicts a new weekly break reports: the meetings inside it. */
export const isInBreak = (conflict: BookingConflict, breakId: string) =>
  conflict.breakIds.includes(breakId);

const MINUTES_PER_DAY = 24 * 60;

/** Where a meeting sits on the business's wall clock. */
function localRange(booking: ConflictCandidate, zone: string) {
  const date = zonedDate(booking.startsAt, zone);
  const start = zonedTime(booking.startsAt, zone);
  const end = zonedTime(booking.endsAt, zone);
  // A meeting that runs past midnight ends "after 24:00" on its own day.
  const endsNextDay = zonedDate(booking.endsAt, zone) !== date;
  return {
    date,
    weekday: dayOfWeek(date),
    start,
    end,
    startMinutes: minutesOf(start),
    endMinutes: minutesOf(end) + (endsNextDay ? MINUTES_PER_DAY : 0),
  };
}

/**
 * Every booking that lies on an unavailable weekday, outside its weekday's hours (or its date's
 * own hours, when the date has them), on a weekday or at hours its meeting type is not offered in,
 * inside one of its weekday's breaks (on a date that follows its weekday), or overlapping a
 * blocked time (an all-day block, or a timed block sharing any minute with the meeting).
 */
export function findBookingConflicts(
  candidates: readonly ConflictCandidate[],
  { week, blocks, dateHours, breaks }: AvailabilityRules,
  zone: string,
  timeFormat: TimeFormat,
): BookingConflict[] {
  const range = (startTime: string, endTime: string) =>
    wallTimeRange({ startTime, endTime }, timeFormat);
  const conflicts: BookingConflict[] = [];
  for (const booking of candidates) {
    const local = localRange(booking, zone);
    const reasons: string[] = [];
    const own = dateHours.find((hours) => hours.hoursDate === local.date);
    const rule = week.find((day) => day.dayOfWeek === local.weekday);
    if (own) {
      if (
        local.startMinutes < minutesOf(own.startTime) ||
        local.endMinutes > minutesOf(own.endTime)
      )
        reasons.push(`Outside this date's hours (${range(own.startTime, own.endTime)})`);
    } else if (!rule?.isAvailable) {
      reasons.push(`${weekdayName(local.weekday)} is unavailable`);
    } else if (
      local.startMinutes < minutesOf(rule.startTime) ||
      local.endMinutes > minutesOf(rule.endTime)
    ) {
      reasons.push(
        `Outside ${weekdayName(local.weekday)}'s hours (${range(rule.startTime, rule.endTime)})`,
      );
    }
    const typeDays = booking.type?.days;
    if (typeDays && !typeDays.includes(local.weekday))
      reasons.push(`${booking.type!.name} is not offered on ${weekdayName(local.weekday)}`);
    const { offeredFrom, offeredUntil } = booking.type ?? {};
    if (
      offeredFrom &&
      offeredUntil &&
      (local.startMinutes < minutesOf(offeredFrom) || local.endMinutes > minutesOf(offeredUntil))
    )
      reasons.push(`Outside ${booking.type!.name}'s hours (${range(offeredFrom, offeredUntil)})`);
    const breakIds: string[] = [];
    if (!own) {
      for (const weeklyBreak of breaks) {
        if (!weeklyBreak.days.includes(local.weekday)) continue;
        if (!breakOverlaps(weeklyBreak, local.startMinutes, local.endMinutes)) continue;
        breakIds.push(weeklyBreak.id);
        const label = weeklyBreak.label ? ` (${weeklyBreak.label})` : "";
        reasons.push(
          `Inside the break ${range(weeklyBreak.startTime, weeklyBreak.endTime)}${label}`,
        );
      }
    }
    const blockIds: string[] = [];
    for (const block of blocks) {
      if (block.blockDate !== local.date) continue;
      if (block.allDay) {
        blockIds.push(block.id);
        // The block is on the meeting's own date, which the list shows first.
        reasons.push("Inside an all-day block");
      } else if (timedBlockOverlaps(block, local.date, local.startMinutes, local.endMinutes)) {
        blockIds.push(block.id);
        reasons.push(`Inside the block ${range(block.startTime, block.endTime)}`);
      }
    }
    if (reasons.length === 0) continue;
    conflicts.push({
      bookingId: booking.id,
      name: `${booking.firstName} ${booking.lastName}`,
      email: booking.email,
      date: local.date,
      weekday: local.weekday,
      start: local.start,
      end: local.end,
      reasons,
      blockIds,
      breakIds,
    });
  }
  return conflicts;
}
