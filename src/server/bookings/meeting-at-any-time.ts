import "server-only";
import { STAFF_TIME_MESSAGES } from "@/lib/schemas/manage";
import type { CalendarDate, WallTime } from "@/lib/time/calendar-date";
import { zonedInstant } from "@/lib/time/zoned";
import { ActionError } from "@/server/http/action-result";

/**
 * The meeting staff asked for at any time of day (ADR 0068): from `time` on the business clock,
 * the type's length long. Opening hours, breaks, blocks, the window, the notice and the daily
 * limit do not apply — staff chose the time with the person — but it must lie ahead, and the
 * exclusion constraint still refuses one that overlaps another booking (409).
 */
export function meetingAtAnyTime(
  asked: { date: CalendarDate; time: WallTime },
  zone: string,
  durationMinutes: number,
  now: Date,
): { start: Date; end: Date } {
  const start = zonedInstant(asked.date, asked.time, zone);
  const refuse = (message: string) => new ActionError(422, message, { time: message });
  if (!start) throw refuse(STAFF_TIME_MESSAGES.doesNotExist);
  if (start.getTime() <= now.getTime()) throw refuse(STAFF_TIME_MESSAGES.passed);
  return { start, end: new Date(start.getTime() + durationMinutes * 60_000) };
}

/** The refusal of a typed time that overlaps another booking (the exclusion constraint's). */
export const overlapsAnotherBooking = () =>
  new ActionError(409, STAFF_TIME_MESSAGES.overlaps, { time: STAFF_TIME_MESSAGES.overlaps });
