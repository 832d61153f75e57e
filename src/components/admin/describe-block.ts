import type { BlockedTime } from "@/lib/admin-api";
import { formatLongDate, formatWallTime, type TimeFormat } from "@/lib/time/format";

/** "Monday, 7 January 2030, all day" or "…, 10:00 AM–11:00 AM" in the admin's time format. */
export function describeBlock(block: BlockedTime, timeFormat: TimeFormat) {
  const times =
    block.allDay || !block.startTime || !block.endTime
      ? "all day"
      : `${formatWallTime(block.startTime, timeFormat)}–${formatWallTime(block.endTime, timeFormat)}`;
  return `${formatLongDate(block.blockDate)}, ${times}`;
}
