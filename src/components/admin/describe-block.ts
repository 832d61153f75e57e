import type { BlockedTime, DateHours, WeeklyBreak } from "@/lib/admin-api";
import { weekdayName } from "@/lib/time/calendar-date";
import { describeDays } from "@/lib/time/describe-days";
import { formatLongDate, type TimeFormat, wallTimeRange } from "@/lib/time/format";

/** "Monday, 7 January 2030, all day" or "…, 10:00 AM–11:00 AM" in the admin's time format. */
export function describeBlock(block: BlockedTime, timeFormat: TimeFormat) {
  const times =
    block.allDay || !block.startTime || !block.endTime
      ? "all day"
      : wallTimeRange({ startTime: block.startTime, endTime: block.endTime }, timeFormat);
  return `${formatLongDate(block.blockDate)}, ${times}`;
}

/** "Saturday, 18 January 2031, 10:00 AM–1:00 PM in 30-minute slots" in the admin's format. */
export function describeDateHours(hours: DateHours, timeFormat: TimeFormat) {
  return `${formatLongDate(hours.date)}, ${wallTimeRange(hours, timeFormat)} in ${hours.slotDuration}-minute slots`;
}

/** Monday first, as the week reads on the tab; values are day_of_week (0 = Sunday). */
export const WEEKDAY_OPTIONS = [1, 2, 3, 4, 5, 6, 0].map((day) => ({
  value: String(day),
  label: weekdayName(day),
}));

/** "Monday to Friday, 12:00 PM–1:00 PM" in the admin's time format (the label apart). */
export function describeBreak(weeklyBreak: WeeklyBreak, timeFormat: TimeFormat) {
  return `${describeDays(weeklyBreak.days)}, ${wallTimeRange(weeklyBreak, timeFormat)}`;
}
