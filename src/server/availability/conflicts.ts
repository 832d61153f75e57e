import "server-only";

/** A half-open interval of instants [start, end). */
export interface Interval {
  start: Date;
  end: Date;
}

/** Whether two half-open intervals share any instant (back-to-back meetings do not). */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/**
 * The conflict check, pure: the busy intervals a candidate meeting would collide with. The same
 * rule as the database's exclusion constraint (tstzrange '[)' &&), which has the last word.
 */
export function findConflicts<T extends Interval>(candidate: Interval, busy: readonly T[]): T[] {
  return busy.filter((interval) => overlaps(candidate, interval));
}

/**
 * Whether [start, end) (epoch ms) overlaps any busy interval, by the same rule as `overlaps`. The
 * slot engine asks this for every candidate slot: it stops at the first hit and allocates nothing.
 */
export function overlapsAny(start: number, end: number, busy: readonly Interval[]): boolean {
  return busy.some((interval) => interval.start.getTime() < end && start < interval.end.getTime());
}
