import "server-only";

/** A half-open interval of instants [start, end). */
export interface Interval {
  start: Date;
  end: Date;
}

/** Whether [start, end) (epoch ms) shares any instant with `b` (back-to-back meetings do not). */
const spanOverlaps = (start: number, end: number, b: Interval) =>
  start < b.end.getTime() && b.start.getTime() < end;

/** Whether two half-open intervals share any instant (back-to-back meetings do not). */
export function overlaps(a: Interval, b: Interval): boolean {
  return spanOverlaps(a.start.getTime(), a.end.getTime(), b);
}

/**
 * The conflict check, pure: the busy intervals a candidate meeting would collide with. The same
 * rule as the database's exclusion constraint (tstzrange '[)' &&), which has the last word.
 */
export function findConflicts<T extends Interval>(candidate: Interval, busy: readonly T[]): T[] {
  return busy.filter((interval) => overlaps(candidate, interval));
}

/**
 * Whether [start, end) (epoch ms) overlaps any busy interval. The slot engine asks this for every
 * candidate slot: it stops at the first hit and allocates nothing.
 */
export function overlapsAny(start: number, end: number, busy: readonly Interval[]): boolean {
  return busy.some((interval) => spanOverlaps(start, end, interval));
}
