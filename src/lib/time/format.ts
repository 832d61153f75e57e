import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { CalendarDate, WallTime } from "./calendar-date";
import { zoneAbbreviation } from "./zoned";

export const TIME_FORMATS = ["12h", "24h"] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

/** '09:30' → '9:30 AM' (12h) or '09:30' (24h). */
export function formatWallTime(time: WallTime, timeFormat: TimeFormat): string {
  if (timeFormat === "24h") return time;
  const [h, m] = time.split(":").map(Number) as [number, number];
  const suffix = h < 12 ? "AM" : "PM";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** "12:00 PM–1:00 PM" (or "12:00–13:00") in the chosen format. */
export function wallTimeRange(
  range: { startTime: WallTime; endTime: WallTime },
  timeFormat: TimeFormat,
): string {
  return `${formatWallTime(range.startTime, timeFormat)}–${formatWallTime(range.endTime, timeFormat)}`;
}

/** An instant as wall-clock time in a zone, in the chosen format. */
export function formatInstantTime(instant: Date, zone: string, timeFormat: TimeFormat): string {
  return formatWallTime(format(new TZDate(instant, zone), "HH:mm"), timeFormat);
}

/**
 * A calendar date as a plain Date whose local fields read it (noon: no zone moves its clocks then).
 * No zone is involved, so no TZDate: its first use loads the engine's time-zone data, 30–40 ms in
 * Chromium, which the booking calendar's first render then paid (issue 17, ADR 0080).
 */
function localNoon(y: number, m: number, d: number): Date {
  return new Date(y, m - 1, d, 12);
}

/** '2030-01-07' → 'Monday, 7 January 2030' (the full date used in accessible names and mails). */
export function formatLongDate(date: CalendarDate): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return format(localNoon(y, m, d), "EEEE, d MMMM yyyy");
}

/** '2030-01' → 'January 2030'. */
export function formatMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return format(localNoon(y, m, 1), "MMMM yyyy");
}

/** The zone's calendar date at an instant, long form, e.g. for a visitor whose day differs. */
export function formatInstantDate(instant: Date, zone: string): string {
  return format(new TZDate(instant, zone), "EEEE, d MMMM yyyy");
}

/**
 * Whether an instant reads differently on the two zones' clocks — the time or the date: a visitor
 * a day ahead (Pacific/Kiritimati against Pacific/Honolulu) sees the same hour on another day.
 */
export function clocksDiffer(instant: Date, zone: string, otherZone: string): boolean {
  if (zone === otherZone) return false;
  const reading = (z: string) =>
    `${formatInstantDate(instant, z)} ${formatInstantTime(instant, z, "24h")}`;
  return reading(zone) !== reading(otherZone);
}

/** 'Monday, 7 January 2030, 9:00 AM GMT': an instant in words on a zone's clock. */
export function formatInstant(instant: Date, zone: string, timeFormat: TimeFormat): string {
  return `${formatInstantDate(instant, zone)}, ${formatInstantTime(instant, zone, timeFormat)} ${zoneAbbreviation(instant, zone)}`;
}

/** '9:00 AM – 10:00 AM (Europe/London, GMT)': a meeting's times on a zone's clock, zone named. */
export function formatTimeRange(start: Date, end: Date, zone: string, timeFormat: TimeFormat) {
  const from = formatInstantTime(start, zone, timeFormat);
  const to = formatInstantTime(end, zone, timeFormat);
  return `${from} – ${to} (${zone}, ${zoneAbbreviation(start, zone)})`;
}
