import "server-only";
import ICAL from "ical.js";
import { Clock, registerZones } from "./ics-time-zones";

/**
 * Busy periods from an iCalendar feed (RFC 5545), with ical.js doing the parsing and the
 * RRULE/RDATE/EXDATE expansion. Pure: no I/O, no clock. Only start and end instants leave this
 * module; summaries, attendees and descriptions are never read.
 *
 * Time zones, in order: a VTIMEZONE block in the file for that TZID (ical.js) → the TZID as an IANA
 * name, an Outlook/Windows name or a prefixed IANA name ("/mozilla.org/…/Europe/London"), resolved
 * through Intl → otherwise the time is treated as floating. Floating times and all-day (DATE)
 * values are read on the business clock (`defaultTimeZone`).
 */

export type BusyPeriod = { start: Date; end: Date };

export type BusyOptions = {
  windowStart: Date;
  windowEnd: Date;
  /** IANA name of the business zone: DATE values and floating times are read on this clock. */
  defaultTimeZone: string;
  /**
   * Events to leave out by UID: our own bookings written to a calendar (`booking-<id>@<host>`) are
   * busy through the bookings table already, and a cancelled one must free its slot at once.
   */
  ignoreUid?: (uid: string) => boolean;
};

export class CalendarParseError extends Error {
  constructor(detail: string) {
    super(`The calendar could not be read: ${detail}`);
    this.name = "CalendarParseError";
  }
}

/** Occurrences produced per recurring event before its expansion stops (hostile or endless rules). */
export const MAX_OCCURRENCES_PER_EVENT = 20_000;
/** Occurrences for a whole file: beyond, the file is refused (work stays within a few seconds). */
export const MAX_OCCURRENCES_PER_FILE = 100_000;
/** Candidate dates ical.js may test per event; an impossible rule would otherwise spin forever. */
const MAX_RULE_CHECKS_PER_EVENT = 50_000;
/** The same bound for a whole file, so 2,000 hostile events cannot add up to minutes of work. */
const MAX_RULE_CHECKS_PER_FILE = 500_000;

class BudgetExceeded extends Error {}

type Budget = { fileChecks: number; fileOccurrences: number };

export function busyPeriodsFromIcs(icsText: string, options: BusyOptions): BusyPeriod[] {
  try {
    return busyPeriods(icsText, options);
  } catch (error) {
    if (error instanceof CalendarParseError || error instanceof RangeError) throw error;
    // ical.js decodes values lazily: a bad DTSTART or RRULE surfaces here, as a plain Error.
    throw new CalendarParseError(`an event has a value that cannot be read (${reason(error)}).`);
  }
}

function busyPeriods(icsText: string, options: BusyOptions): BusyPeriod[] {
  const windowStart = options.windowStart.getTime();
  const windowEnd = options.windowEnd.getTime();
  if (!(windowEnd > windowStart)) return [];
  assertTimeZone(options.defaultTimeZone);

  const root = parseCalendar(icsText);
  const events = root.getAllSubcomponents("vevent");
  registerZones(root, events);

  const clock = new Clock(options.defaultTimeZone);
  const periods: [number, number][] = [];
  const add = (start: number, end: number) => {
    if (end <= start || end <= windowStart || start >= windowEnd) return;
    periods.push([Math.max(start, windowStart), Math.min(end, windowEnd)]);
  };

  // Overridden instances (RECURRENCE-ID): each replaces the occurrence of its series that starts at
  // that instant, wherever it moved to; a cancelled one just removes it.
  const overridden = new Map<string, Set<number>>();
  const masters: ICAL.Component[] = [];
  for (const component of events) {
    const recurrenceId = component.getFirstPropertyValue("recurrence-id");
    if (!(recurrenceId instanceof ICAL.Time)) {
      masters.push(component);
      continue;
    }
    const uid = String(component.getFirstPropertyValue("uid") ?? "");
    const set = overridden.get(uid) ?? new Set<number>();
    overridden.set(uid, set);
    set.add(clock.toUtc(recurrenceId));
    if (!counts(component) || ignored(component, options)) continue;
    const span = spanOf(component, clock);
    if (span) add(span.start, span.end);
  }

  const budget: Budget = { fileChecks: 0, fileOccurrences: 0 };
  for (const component of masters) {
    if (!counts(component) || ignored(component, options)) continue;
    const uid = String(component.getFirstPropertyValue("uid") ?? "");
    expandSeries(component, clock, overridden.get(uid), windowEnd, budget, add);
  }

  return mergeSpans(periods);
}

function parseCalendar(icsText: string): ICAL.Component {
  if (typeof icsText !== "string" || !/BEGIN:VCALENDAR/i.test(icsText)) {
    throw new CalendarParseError("it is not an iCalendar file (no BEGIN:VCALENDAR).");
  }
  let parsed: unknown;
  try {
    parsed = ICAL.parse(icsText);
  } catch (error) {
    throw new CalendarParseError(`the iCalendar text is malformed (${reason(error)}).`);
  }
  // A file may hold several VCALENDAR blocks; ical.js then answers with a list.
  const list = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed];
  const calendars = list.map((jcal) => new ICAL.Component(jcal as unknown[]));
  const root = calendars.find((c) => c.name === "vcalendar");
  if (!root) throw new CalendarParseError("it holds no VCALENDAR.");
  for (const extra of calendars) {
    if (extra === root || extra.name !== "vcalendar") continue;
    for (const sub of extra.getAllSubcomponents()) root.addSubcomponent(sub);
  }
  return root;
}

/** Whether an event makes its time busy at all (RFC 5545 TRANSP and STATUS). */
function counts(component: ICAL.Component): boolean {
  const transp = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transp !== "TRANSPARENT" && status !== "CANCELLED";
}

function ignored(component: ICAL.Component, options: BusyOptions): boolean {
  if (!options.ignoreUid) return false;
  return options.ignoreUid(String(component.getFirstPropertyValue("uid") ?? ""));
}

type Length = { nominalDays: number; exactMs: number } | null;

/**
 * How long each occurrence lasts: DTEND − DTSTART as an exact duration for timed events (RFC 5545
 * 3.8.5.3: "the same exact duration" for every instance), whole days on the business clock for
 * all-day events, DURATION's days nominal and its hours exact, and the defaults (one day for a DATE,
 * nothing for a DATE-TIME) when neither is given.
 */
function lengthOf(component: ICAL.Component, start: ICAL.Time, clock: Clock): Length {
  const dtend = component.getFirstPropertyValue("dtend");
  if (dtend instanceof ICAL.Time) {
    if (start.isDate && dtend.isDate) {
      const days = Math.round(
        (Date.UTC(dtend.year, dtend.month - 1, dtend.day) -
          Date.UTC(start.year, start.month - 1, start.day)) /
          86_400_000,
      );
      return { nominalDays: days, exactMs: 0 };
    }
    return { nominalDays: 0, exactMs: clock.toUtc(dtend) - clock.toUtc(start) };
  }
  const duration = component.getFirstPropertyValue("duration");
  if (duration instanceof ICAL.Duration) {
    const sign = duration.isNegative ? -1 : 1;
    const nominalDays = sign * (duration.weeks * 7 + duration.days);
    const exactMs =
      sign * (duration.hours * 3_600_000 + duration.minutes * 60_000 + duration.seconds * 1000);
    return { nominalDays, exactMs };
  }
  return start.isDate ? { nominalDays: 1, exactMs: 0 } : null;
}

function endOf(start: ICAL.Time, length: NonNullable<Length>, clock: Clock): number {
  if (length.nominalDays === 0) return clock.toUtc(start) + length.exactMs;
  const shifted = start.clone();
  shifted.adjust(length.nominalDays, 0, 0, 0);
  return clock.toUtc(shifted) + length.exactMs;
}

function spanOf(component: ICAL.Component, clock: Clock): { start: number; end: number } | null {
  const dtstart = component.getFirstPropertyValue("dtstart");
  if (!(dtstart instanceof ICAL.Time)) return null;
  const length = lengthOf(component, dtstart, clock);
  if (!length) return null;
  return { start: clock.toUtc(dtstart), end: endOf(dtstart, length, clock) };
}

function expandSeries(
  component: ICAL.Component,
  clock: Clock,
  overridden: Set<number> | undefined,
  windowEnd: number,
  budget: Budget,
  add: (start: number, end: number) => void,
) {
  const dtstart = component.getFirstPropertyValue("dtstart");
  if (!(dtstart instanceof ICAL.Time)) return;
  const length = lengthOf(component, dtstart, clock);
  if (!length) return;
  const event = new ICAL.Event(component);
  if (!event.isRecurring()) {
    const start = clock.toUtc(dtstart);
    if (!overridden?.has(start)) add(start, endOf(dtstart, length, clock));
    return;
  }

  let iterator: ICAL.RecurExpansion;
  try {
    iterator = event.iterator();
  } catch (error) {
    throw new CalendarParseError(`a repeating event has an invalid rule (${reason(error)}).`);
  }
  guardRuleWork(iterator, budget);
  try {
    for (let n = 0; n < MAX_OCCURRENCES_PER_EVENT; n++) {
      const occurrence = iterator.next();
      if (!occurrence) break;
      if (++budget.fileOccurrences > MAX_OCCURRENCES_PER_FILE) {
        throw new CalendarParseError("it has more repeating instances than can be expanded.");
      }
      const start = clock.toUtc(occurrence);
      if (start >= windowEnd) break;
      if (overridden?.has(start)) continue;
      add(start, endOf(occurrence, length, clock));
    }
  } catch (error) {
    if (error instanceof CalendarParseError) throw error;
    if (error instanceof BudgetExceeded) {
      if (budget.fileChecks > MAX_RULE_CHECKS_PER_FILE) {
        throw new CalendarParseError("its repeating events are too complex to expand.");
      }
      return; // this one event's rule is impossible or endless: keep what it produced
    }
    // ical.js gives up on rules it proves impossible ("max tries"): the event has no more instances.
  }
}

/**
 * ical.js tests candidate dates in an unbounded loop (an impossible rule such as
 * FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30 never returns), so every rule iterator counts its checks.
 */
function guardRuleWork(iterator: ICAL.RecurExpansion, budget: Budget) {
  let eventChecks = 0;
  const ruleIterators = (iterator as unknown as { ruleIterators?: unknown[] }).ruleIterators ?? [];
  for (const rule of ruleIterators as { check_contracting_rules: () => boolean }[]) {
    const original = rule.check_contracting_rules.bind(rule);
    rule.check_contracting_rules = () => {
      budget.fileChecks++;
      if (
        ++eventChecks > MAX_RULE_CHECKS_PER_EVENT ||
        budget.fileChecks > MAX_RULE_CHECKS_PER_FILE
      ) {
        throw new BudgetExceeded();
      }
      return original();
    };
  }
}

/** Sorted, overlapping or touching spans (epoch ms) joined: the one merge of busy periods. */
export function mergeSpans(periods: [number, number][]): BusyPeriod[] {
  periods.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of periods) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
}

function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

function assertTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    throw new RangeError(`Unknown time zone: ${zone}`);
  }
}
