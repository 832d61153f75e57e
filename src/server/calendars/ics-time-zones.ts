import "server-only";
import { tzOffset } from "@date-fns/tz";
import ICAL from "ical.js";
import { ianaFromTzid } from "./windows-zones";

/**
 * Time zones for ics-busy: a VTIMEZONE block in the file for that TZID (ical.js) → the TZID as an
 * IANA, Outlook/Windows or prefixed IANA name, resolved through Intl → otherwise floating, read on
 * the business clock (Clock).
 */

/**
 * Points every TZID the events use that has no VTIMEZONE in the file, but names an IANA zone (or a
 * Windows or vendor-prefixed name that maps to one), at that IANA name, and makes the name known to
 * ical.js as a zone whose offsets come from Intl. Only canonical IANA names enter ical.js's global
 * registry, so a hostile feed cannot grow it with made-up spellings.
 */
export function registerZones(root: ICAL.Component, events: ICAL.Component[]) {
  const defined = new Set(
    root.getAllSubcomponents("vtimezone").map((zone) => String(zone.getFirstPropertyValue("tzid"))),
  );
  for (const event of events) {
    for (const property of event.getAllProperties()) {
      const tzid = property.getParameter("tzid");
      if (typeof tzid !== "string" || defined.has(tzid)) continue;
      const iana = ianaFromTzid(tzid);
      if (!iana) continue; // unknown: ical.js reads it as floating, i.e. on the business clock
      if (iana !== tzid) property.setParameter("tzid", iana);
      if (!ICAL.TimezoneService.has(iana)) ICAL.TimezoneService.register(intlZone(iana), iana);
    }
  }
}

function intlZone(iana: string): ICAL.Timezone {
  const zone = new ICAL.Timezone({ tzid: iana });
  zone.utcOffset = (time: ICAL.Time) =>
    wallClockOffsetMs(time.year, time.month, time.day, time.hour, time.minute, time.second, iana) /
    1000;
  return zone;
}

/**
 * The UTC offset (ms) that applies to a wall-clock time in `zone`. In the autumn overlap the first
 * (earlier) instant wins and in the spring gap the offset before the change applies, as RFC 5545
 * 3.3.5 asks.
 */
function wallClockOffsetMs(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  zone: string,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const before = tzOffset(zone, new Date(wall - 86_400_000)) * 60_000;
  const after = tzOffset(zone, new Date(wall + 86_400_000)) * 60_000;
  if (before === after) return before;
  const valid = [before, after].filter((o) => tzOffset(zone, new Date(wall - o)) * 60_000 === o);
  if (valid.length === 0) return before;
  return Math.max(...valid);
}

export class Clock {
  constructor(readonly zone: string) {}

  /** The instant (ms) of an ical.js time: UTC, its zone, or the business clock when floating/DATE. */
  toUtc(time: ICAL.Time): number {
    const { year, month, day } = time;
    if (time.isDate) {
      return (
        Date.UTC(year, month - 1, day) - wallClockOffsetMs(year, month, day, 0, 0, 0, this.zone)
      );
    }
    const { hour, minute, second } = time;
    const wall = Date.UTC(year, month - 1, day, hour, minute, second);
    if (time.zone === ICAL.Timezone.utcTimezone) return wall;
    if (!time.zone || time.zone === ICAL.Timezone.localTimezone) {
      return wall - wallClockOffsetMs(year, month, day, hour, minute, second, this.zone);
    }
    return time.toUnixTime() * 1000;
  }
}
