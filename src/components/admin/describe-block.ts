import type { BlockedTime, DateHours } from "@/lib/admin-api";
import { formatLongDate, formatWallTime, type TimeFormat } from "@/lib/time/format";

/** "Monday, 7 January 2030, all day" or "…, 10:00 AM–11:00 AM" in the admin's time format. */
export function describeBlock(block: BlockedTime, timeFormat: TimeFormat) {
  const times =
    block.allDay || !block.startTime || !block.endTime
      ? "all day"
      : `${formatWallTime(block.startTime, timeFormat)}–${formatWallTime(block.endTime, timeFormat)}`;
  return `${formatLongDate(block.blockDate)}, ${times}`;
}

/** "Saturday, 18 January 2031, 10:00 AM–1:00 PM in 30-minute slots" in the admin's format. */
export function describeDateHours(hours: DateHours, timeFormat: TimeFormat) {
  const times = `${formatWallTime(hours.startTime, timeFormat)}–${formatWallTime(hours.endTime, timeFormat)}`;
  return `${formatLongDate(hours.date)}, ${times} in ${hours.slotDuration}-minute slots`;
}
