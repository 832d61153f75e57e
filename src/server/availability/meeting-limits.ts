import "server-only";
import { addDays, type CalendarDate, mondayOf } from "@/lib/time/calendar-date";
import type { Schedule } from "./schedule";

/**
 * The limits on how many meetings a date or a week holds (the Settings' daily and weekly ones, a
 * meeting type's own daily one), read from the schedule's counts of confirmed meetings.
 */

/** Whether the date already holds the most meetings a day allows. */
function isAtDailyLimit(date: CalendarDate, schedule: Schedule): boolean {
  const limit = schedule.policy.maxBookingsPerDay;
  return limit !== null && (schedule.bookedPerDay[date] ?? 0) >= limit;
}

/** Whether the date already holds the most meetings of the schedule's type its own limit allows. */
function isAtTypeDailyLimit(date: CalendarDate, schedule: Schedule): boolean {
  const limit = schedule.type?.maxBookingsPerDay ?? null;
  return limit !== null && (schedule.typeBookedPerDay?.[date] ?? 0) >= limit;
}

/** Confirmed meetings in the date's week, Monday to Sunday. */
export function meetingsInWeekOf(date: CalendarDate, schedule: Schedule): number {
  const monday = mondayOf(date);
  let meetings = 0;
  for (let day = 0; day < 7; day++) meetings += schedule.bookedPerDay[addDays(monday, day)] ?? 0;
  return meetings;
}

/** Whether the date's week already holds the most meetings a week allows. */
function isAtWeeklyLimit(date: CalendarDate, schedule: Schedule): boolean {
  const limit = schedule.policy.maxBookingsPerWeek;
  return limit !== null && meetingsInWeekOf(date, schedule) >= limit;
}

/** Whether the date is at any of the limits: no more meetings can be offered on it. */
export const isAtMeetingLimit = (date: CalendarDate, schedule: Schedule) =>
  isAtDailyLimit(date, schedule) ||
  isAtTypeDailyLimit(date, schedule) ||
  isAtWeeklyLimit(date, schedule);
