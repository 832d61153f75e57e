// Pure: the one block-overlap rule, used by the slot engine (which slots a block or a weekly break
// removes) and by the conflict check (which booked meetings a block or a break now covers).
import { type CalendarDate, minutesOf, type WallTime } from "@/lib/time/calendar-date";

export interface BlockSpan {
  blockDate: CalendarDate;
  allDay: boolean;
  startTime: WallTime | null;
  endTime: WallTime | null;
}

/**
 * Whether a timed block touches [from, to) minutes of `date` on the business's wall clock.
 * Half-open on both sides: a meeting ending as the block starts is not inside it. All-day blocks
 * are not timed: callers handle them first.
 */
export function timedBlockOverlaps<T extends BlockSpan>(
  block: T,
  date: CalendarDate,
  from: number,
  to: number,
): block is T & { startTime: WallTime; endTime: WallTime } {
  return (
    block.blockDate === date &&
    !block.allDay &&
    block.startTime !== null &&
    block.endTime !== null &&
    from < minutesOf(block.endTime) &&
    minutesOf(block.startTime) < to
  );
}

/** A weekly break's wall-clock span (ADR 0049), on each of its weekdays (0 = Sunday). */
export interface BreakSpan {
  days: readonly number[];
  startTime: WallTime;
  endTime: WallTime;
}

/** Whether a break touches [from, to) minutes of a day it applies to; half-open like a block. */
export function breakOverlaps(weeklyBreak: BreakSpan, from: number, to: number): boolean {
  return from < minutesOf(weeklyBreak.endTime) && minutesOf(weeklyBreak.startTime) < to;
}
