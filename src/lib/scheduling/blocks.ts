// Pure: the one block-overlap rule, used by the slot engine (which slots a block removes) and by
// the conflict check (which booked meetings a block now covers).
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
