import { TZDate, tzOffset } from "@date-fns/tz";
import { format } from "date-fns";
import type { CalendarDate, WallTime } from "./calendar-date";

/**
 * Conversions between instants and wall clocks of an IANA zone, done by @date-fns/tz (the zone
 * database of the JavaScript engine), never by hand-written offsets.
 */

/**
 * The instant at which the zone's clocks read `date` `time`, or null when that wall time does not
 * exist there (it falls in the gap when clocks spring forward). For an ambiguous time (clocks going
 * back) the later instant is taken; both are valid. The zone's offsets come from @date-fns/tz
 * (`tzOffset`, cached per zone): this runs for every candidate slot, so it avoids building and
 * formatting a TZDate, which costs ten times more.
 */
export function zonedInstant(date: CalendarDate, time: WallTime, zone: string): Date | null {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [h, min] = time.split(":").map(Number) as [number, number];
  const wallAsUtc = Date.UTC(y, m - 1, d, h, min);
  const offsetAt = (instant: number) => tzOffset(zone, new Date(instant)) * 60_000;
  let instant = wallAsUtc - offsetAt(wallAsUtc);
  // Near a change the offset at the guess can differ from the offset at the answer: retry once.
  const corrected = wallAsUtc - offsetAt(instant);
  if (corrected !== instant) instant = corrected;
  // The wall time exists only if the zone's clock really reads it at that instant.
  return instant + offsetAt(instant) === wallAsUtc ? new Date(instant) : null;
}

/** The zone's calendar date at an instant. */
export function zonedDate(instant: Date, zone: string): CalendarDate {
  return format(new TZDate(instant, zone), "yyyy-MM-dd");
}

/** The zone's wall-clock time at an instant. */
export function zonedTime(instant: Date, zone: string): WallTime {
  return format(new TZDate(instant, zone), "HH:mm");
}

/** Short name of the zone at an instant, e.g. 'GMT', 'BST', 'GMT+5:30'. */
export function zoneAbbreviation(instant: Date, zone: string): string {
  const part = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? zone;
}
