import { tzOffset } from "@date-fns/tz";
import type { CalendarDate, WallTime } from "./calendar-date";

/**
 * Conversions between instants and wall clocks of an IANA zone, done by @date-fns/tz (the zone
 * database of the JavaScript engine), never by hand-written offsets.
 */

/**
 * The zone's UTC offset in minutes at an instant, from @date-fns/tz. An instant's offset never
 * changes while the process runs, so answers are memoised: the slot engine asks for the same
 * instants on every request for a date, and each fresh answer costs an Intl format call.
 * Memoised per minute, not per millisecond: every request also asks about its own `now`, and a
 * key per millisecond grew the memo by one entry per request (old-space garbage the server's
 * full collections then had to sweep, ADR 0080). Zones change offset on whole minutes, so the
 * minute's offset is the instant's. One map per zone keyed by the minute number (a small integer)
 * allocates nothing on a hit.
 */
const offsetMemo = new Map<string, Map<number, number>>();
const OFFSET_MEMO_LIMIT = 50_000;

function offsetMinutes(zone: string, instant: number): number {
  const minute = Math.floor(instant / 60_000);
  let zoneMemo = offsetMemo.get(zone);
  if (!zoneMemo) {
    zoneMemo = new Map();
    offsetMemo.set(zone, zoneMemo);
  }
  let offset = zoneMemo.get(minute);
  if (offset === undefined) {
    if (zoneMemo.size >= OFFSET_MEMO_LIMIT) zoneMemo.clear();
    offset = tzOffset(zone, new Date(minute * 60_000));
    zoneMemo.set(minute, offset);
  }
  return offset;
}

/**
 * The instant at which the zone's clocks read `date` `time`, or null when that wall time does not
 * exist there (it falls in the gap when clocks spring forward). For an ambiguous time (clocks going
 * back) the later instant is taken; both are valid. This runs for every candidate slot, so it
 * works from the zone's offsets rather than building and formatting a TZDate (ten times dearer).
 */
export function zonedInstant(date: CalendarDate, time: WallTime, zone: string): Date | null {
  // Fixed-width 'YYYY-MM-DD' and 'HH:MM' read by position: no arrays made on this hot path.
  const wallAsUtc = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    Number(time.slice(0, 2)),
    Number(time.slice(3, 5)),
  );
  let instant = wallAsUtc - offsetMinutes(zone, wallAsUtc) * 60_000;
  // Near a change the offset at the guess can differ from the offset at the answer: retry once.
  const corrected = wallAsUtc - offsetMinutes(zone, instant) * 60_000;
  if (corrected !== instant) instant = corrected;
  // The wall time exists only if the zone's clock really reads it at that instant.
  return instant + offsetMinutes(zone, instant) * 60_000 === wallAsUtc ? new Date(instant) : null;
}

/** The zone's wall clock at an instant, as an ISO-like string "YYYY-MM-DDTHH:MM". */
function zonedWallClock(instant: Date, zone: string): string {
  const time = instant.getTime();
  return new Date(time + offsetMinutes(zone, time) * 60_000).toISOString().slice(0, 16);
}

/** The zone's calendar date at an instant. */
export function zonedDate(instant: Date, zone: string): CalendarDate {
  return zonedWallClock(instant, zone).slice(0, 10);
}

/** The zone's wall-clock time at an instant. */
export function zonedTime(instant: Date, zone: string): WallTime {
  return zonedWallClock(instant, zone).slice(11, 16);
}

/**
 * An instant as the zone's clock reads it, with the offset: "2030-01-07T10:00+01:00". Unambiguous
 * for a program and readable for a person (the MCP endpoint's local times).
 */
export function zonedIsoMinute(instant: Date, zone: string): string {
  const offset = offsetMinutes(zone, instant.getTime());
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${zonedWallClock(instant, zone)}${sign}${hours}:${minutes}`;
}

/** Short name of the zone at an instant, e.g. 'GMT', 'BST', 'GMT+5:30'. */
export function zoneAbbreviation(instant: Date, zone: string): string {
  const part = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? zone;
}
