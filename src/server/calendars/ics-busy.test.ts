import { readFileSync } from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM helper shared with the fixture server
import { manyEventsIcs } from "../../../tests/fixtures/ics/generate-many.mjs";
import {
  busyPeriodsFromIcs,
  CalendarParseError,
  MAX_OCCURRENCES_PER_EVENT,
  MAX_OCCURRENCES_PER_FILE,
} from "./ics-busy";

const fixtures = path.join(import.meta.dirname, "../../../tests/fixtures/ics");
const read = (name: string) => readFileSync(path.join(fixtures, name), "utf8");

const wide = {
  windowStart: new Date("2026-02-01T00:00:00Z"),
  windowEnd: new Date("2026-12-01T00:00:00Z"),
  defaultTimeZone: "Europe/London",
};

function busy(ics: string, options: Partial<typeof wide> = {}): string[] {
  return busyPeriodsFromIcs(ics, { ...wide, ...options }).map(
    (p) => `${p.start.toISOString()}/${p.end.toISOString()}`,
  );
}

const z = (from: string, to: string) => `${from}:00.000Z/${to}:00.000Z`;

describe("busyPeriodsFromIcs: each fixture gives exactly its busy periods (UTC)", () => {
  it("weekly series: EXDATE removes one, RDATE adds one, RECURRENCE-ID moves one, BST applies", () => {
    expect(busy(read("weekly-series.ics"))).toEqual([
      z("2026-03-02T10:00", "2026-03-02T11:00"),
      z("2026-03-09T10:00", "2026-03-09T11:00"),
      // 16 March excluded; 18 March added by RDATE
      z("2026-03-18T16:00", "2026-03-18T17:00"),
      // 23 March moved to the 24th, 14:00
      z("2026-03-24T14:00", "2026-03-24T15:00"),
      // after the clock change 10:00 London is 09:00 UTC
      z("2026-03-30T09:00", "2026-03-30T10:00"),
      z("2026-04-06T09:00", "2026-04-06T10:00"),
    ]);
  });

  it("all-day events are whole days on the business clock; no DTEND means one day", () => {
    expect(busy(read("all-day.ics"))).toEqual([
      z("2026-03-05T00:00", "2026-03-06T00:00"),
      z("2026-03-10T00:00", "2026-03-11T00:00"),
    ]);
    // The same file read for a New York business.
    expect(busy(read("all-day.ics"), { defaultTimeZone: "America/New_York" })).toEqual([
      z("2026-03-05T05:00", "2026-03-06T05:00"),
      // 10 March is after the US change (8 March): EDT
      z("2026-03-10T04:00", "2026-03-11T04:00"),
    ]);
  });

  it("multi-day events, all-day across the clock change and timed over several days", () => {
    expect(busy(read("multi-day.ics"))).toEqual([
      // 27 March 00:00 GMT to 31 March 00:00 BST
      z("2026-03-27T00:00", "2026-03-30T23:00"),
      z("2026-04-02T15:00", "2026-04-04T11:00"),
    ]);
  });

  it("Windows TZIDs without a VTIMEZONE block are mapped to IANA zones", () => {
    expect(busy(read("windows-tzid.ics"))).toEqual([
      z("2026-03-10T08:00", "2026-03-10T09:00"), // W. Europe Standard Time, CET
      z("2026-03-10T16:00", "2026-03-10T17:00"), // Pacific Standard Time, already PDT
      z("2026-04-01T08:00", "2026-04-01T08:30"), // GMT Standard Time, BST
    ]);
  });

  it("DST weeks in London and New York, the spring gap and the autumn repeated hour", () => {
    expect(busy(read("dst.ics"))).toEqual([
      z("2026-03-07T14:00", "2026-03-07T15:00"), // EST
      z("2026-03-08T13:00", "2026-03-08T14:00"), // EDT from that day
      z("2026-03-09T13:00", "2026-03-09T14:00"),
      z("2026-03-22T09:00", "2026-03-22T10:00"), // GMT
      z("2026-03-29T00:30", "2026-03-29T02:30"), // 00:30 GMT to 03:30 BST: two hours
      z("2026-03-29T08:00", "2026-03-29T09:00"), // BST
      z("2026-11-01T05:30", "2026-11-01T07:00"), // 01:30 EDT (first) to 02:00 EST
    ]);
  });

  it("ignores TRANSP:TRANSPARENT and STATUS:CANCELLED; a cancelled override removes its instance", () => {
    expect(busy(read("transparent-cancelled.ics"))).toEqual([
      z("2026-03-03T10:00", "2026-03-03T11:00"),
      z("2026-03-04T10:00", "2026-03-04T10:30"),
      z("2026-03-06T10:00", "2026-03-06T10:30"),
    ]);
  });

  it("custom VTIMEZONE, DURATION, floating time on the business clock, no-length events", () => {
    expect(busy(read("custom-vtimezone.ics"))).toEqual([
      z("2026-03-20T09:00", "2026-03-20T10:00"), // CET from the file's own rules
      z("2026-04-02T08:00", "2026-04-02T09:30"), // CEST, PT90M
      z("2026-04-06T14:00", "2026-04-06T15:00"), // floating 15:00 London (BST)
    ]);
  });

  it("Google export: VTIMEZONE, weekly UNTIL, transparent all-day, folded lines", () => {
    expect(busy(read("google.ics"))).toEqual([
      z("2026-03-25T09:30", "2026-03-25T10:00"),
      z("2026-03-26T14:00", "2026-03-26T15:00"),
      z("2026-04-01T08:30", "2026-04-01T09:00"),
      z("2026-04-08T08:30", "2026-04-08T09:00"),
    ]);
  });

  it("Outlook export: Windows TZIDs with VTIMEZONE, X-MICROSOFT fields, EXDATE and a moved one", () => {
    expect(busy(read("outlook.ics"))).toEqual([
      z("2026-03-24T10:00", "2026-03-24T11:00"),
      z("2026-03-26T13:00", "2026-03-26T13:30"), // Eastern Standard Time, EDT
      z("2026-04-07T14:30", "2026-04-07T15:30"), // moved from 10:00 to 15:30 BST
      z("2026-04-14T09:00", "2026-04-14T10:00"),
    ]);
  });

  it("Apple/Fastmail export: monthly BYDAY, all-day, a prefixed IANA TZID", () => {
    expect(busy(read("apple-fastmail.ics"))).toEqual([
      z("2026-03-02T15:30", "2026-03-02T16:30"),
      z("2026-03-16T00:00", "2026-03-18T00:00"),
      z("2026-03-19T14:00", "2026-03-19T15:00"),
      z("2026-04-06T14:30", "2026-04-06T15:30"),
      z("2026-05-04T14:30", "2026-05-04T15:30"),
    ]);
  });

  it("CRLF line endings read the same", () => {
    const text = read("outlook.ics");
    expect(busy(text.replace(/\n/g, "\r\n"))).toEqual(busy(text));
  });
});

describe("busyPeriodsFromIcs: window, merging, bounds, errors", () => {
  it("clips to the window and drops what lies outside it", () => {
    expect(
      busy(read("weekly-series.ics"), {
        windowStart: new Date("2026-03-02T10:30:00Z"),
        windowEnd: new Date("2026-03-24T14:15:00Z"),
      }),
    ).toEqual([
      z("2026-03-02T10:30", "2026-03-02T11:00"),
      z("2026-03-09T10:00", "2026-03-09T11:00"),
      z("2026-03-18T16:00", "2026-03-18T17:00"),
      z("2026-03-24T14:00", "2026-03-24T14:15"),
    ]);
  });

  it("merges overlapping and touching periods and sorts them", () => {
    const ics = calendar(
      event("a", "20260303T110000Z", "20260303T120000Z"),
      event("b", "20260303T100000Z", "20260303T113000Z"),
      event("c", "20260303T120000Z", "20260303T123000Z"),
      event("d", "20260302T090000Z", "20260302T091500Z"),
    );
    expect(busy(ics)).toEqual([
      z("2026-03-02T09:00", "2026-03-02T09:15"),
      z("2026-03-03T10:00", "2026-03-03T12:30"),
    ]);
  });

  it("a moved instance that lands in the window counts even when its original time is outside", () => {
    const ics = calendar(
      `BEGIN:VEVENT\nUID:s\nDTSTAMP:20260101T000000Z\nDTSTART:20260301T100000Z\nDTEND:20260301T110000Z\nRRULE:FREQ=DAILY;COUNT=30\nEND:VEVENT`,
      `BEGIN:VEVENT\nUID:s\nDTSTAMP:20260101T000000Z\nRECURRENCE-ID:20260320T100000Z\nDTSTART:20260305T150000Z\nDTEND:20260305T160000Z\nEND:VEVENT`,
    );
    const got = busy(ics, {
      windowStart: new Date("2026-03-05T00:00:00Z"),
      windowEnd: new Date("2026-03-06T00:00:00Z"),
    });
    expect(got).toEqual([
      z("2026-03-05T10:00", "2026-03-05T11:00"),
      z("2026-03-05T15:00", "2026-03-05T16:00"),
    ]);
  });

  it("a hostile FREQ=SECONDLY rule without COUNT ends quickly, bounded per event", () => {
    const ics = calendar(
      `BEGIN:VEVENT\nUID:h\nDTSTAMP:20260101T000000Z\nDTSTART:20260301T000000Z\nDURATION:PT1S\nRRULE:FREQ=SECONDLY\nEND:VEVENT`,
    );
    const started = performance.now();
    const periods = busyPeriodsFromIcs(ics, wide);
    expect(performance.now() - started).toBeLessThan(5000);
    // one merged run of at most MAX_OCCURRENCES_PER_EVENT seconds
    expect(periods).toHaveLength(1);
    expect(periods[0]!.end.getTime() - periods[0]!.start.getTime()).toBeLessThanOrEqual(
      MAX_OCCURRENCES_PER_EVENT * 1000,
    );
  });

  it("a weekday series running since 1995 still reaches today's window", () => {
    const ics = calendar(
      `BEGIN:VEVENT\nUID:d\nDTSTAMP:20260101T000000Z\nDTSTART;TZID=Europe/London:19950102T120000\nDTEND;TZID=Europe/London:19950102T130000\nRRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR\nEND:VEVENT`,
    );
    expect(
      busy(ics, {
        windowStart: new Date("2026-03-27T00:00:00Z"),
        windowEnd: new Date("2026-04-01T00:00:00Z"),
      }),
    ).toEqual([
      z("2026-03-27T12:00", "2026-03-27T13:00"),
      z("2026-03-30T11:00", "2026-03-30T12:00"),
      z("2026-03-31T11:00", "2026-03-31T12:00"),
    ]);
  });

  it("too many repeating instances in one file is a parse error, not minutes of work", () => {
    const hostile = (i: number) =>
      `BEGIN:VEVENT\nUID:h${i}\nDTSTAMP:20260101T000000Z\nDTSTART:20260301T00000${i}Z\nDURATION:PT1S\nRRULE:FREQ=SECONDLY\nEND:VEVENT`;
    const count = Math.ceil(MAX_OCCURRENCES_PER_FILE / MAX_OCCURRENCES_PER_EVENT) + 1;
    const ics = calendar(...Array.from({ length: count }, (_, i) => hostile(i)));
    const started = performance.now();
    expect(() => busyPeriodsFromIcs(ics, wide)).toThrow(
      "The calendar could not be read: it has more repeating instances than can be expanded.",
    );
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("an impossible rule (30 February) does not spin forever inside ical.js", () => {
    const ics = calendar(
      `BEGIN:VEVENT\nUID:i\nDTSTAMP:20260101T000000Z\nDTSTART:20260301T100000Z\nDTEND:20260301T110000Z\nRRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30\nEND:VEVENT`,
      event("ok", "20260303T100000Z", "20260303T110000Z"),
    );
    const started = performance.now();
    // RFC 5545 leaves a DTSTART outside its own rule undefined; the other event must survive.
    expect(busy(ics)).toEqual([z("2026-03-03T10:00", "2026-03-03T11:00")]);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("2,000 events parse in a sane time", () => {
    const started = performance.now();
    const periods = busyPeriodsFromIcs(manyEventsIcs(2000), {
      ...wide,
      windowEnd: new Date("2028-01-01T00:00:00Z"),
    });
    expect(periods).toHaveLength(2000);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("malformed text is a CalendarParseError in words", () => {
    expect(() => busy(read("malformed.ics"))).toThrow(CalendarParseError);
    expect(() => busy(read("malformed.ics"))).toThrow(/^The calendar could not be read: /);
    expect(() => busy("<html>Sign in</html>")).toThrow(
      "The calendar could not be read: it is not an iCalendar file (no BEGIN:VCALENDAR).",
    );
  });

  it("a value ical.js cannot decode is a CalendarParseError too", () => {
    const ics = calendar(
      "BEGIN:VEVENT\nUID:bad\nDTSTAMP:20260101T000000Z\nDTSTART:20260399T250000Z\nDTEND:garbage\nEND:VEVENT",
    );
    expect(() => busy(ics)).toThrow(CalendarParseError);
    expect(() => busy(ics)).toThrow(/^The calendar could not be read: /);
  });

  it("an unknown TZID without VTIMEZONE is read on the business clock", () => {
    const ics = calendar(
      `BEGIN:VEVENT\nUID:u\nDTSTAMP:20260101T000000Z\nDTSTART;TZID=Nowhere/Special:20260401T100000\nDTEND;TZID=Nowhere/Special:20260401T110000\nEND:VEVENT`,
    );
    expect(busy(ics)).toEqual([z("2026-04-01T09:00", "2026-04-01T10:00")]);
  });

  it("made-up TZID spellings do not grow ical.js's global zone registry", () => {
    const before = ICAL.TimezoneService.count;
    const events = Array.from(
      { length: 50 },
      (_, i) =>
        `BEGIN:VEVENT\nUID:p${i}\nDTSTAMP:20260101T000000Z\nDTSTART;TZID=/vendor-${i}/Europe/London:20260401T100000\nDTEND;TZID=/vendor-${i}/Europe/London:20260401T110000\nEND:VEVENT`,
    );
    expect(busy(calendar(...events))).toEqual([z("2026-04-01T09:00", "2026-04-01T10:00")]);
    expect(ICAL.TimezoneService.count - before).toBeLessThanOrEqual(1);
  });

  it("keeps nothing but start and end", () => {
    const [first] = busyPeriodsFromIcs(read("weekly-series.ics"), wide);
    expect(Object.keys(first!).sort()).toEqual(["end", "start"]);
  });
});

function calendar(...events: string[]) {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", ...events, "END:VCALENDAR"].join(
    "\n",
  );
}

function event(uid: string, start: string, end: string) {
  return `BEGIN:VEVENT\nUID:${uid}\nDTSTAMP:20260101T000000Z\nDTSTART:${start}\nDTEND:${end}\nEND:VEVENT`;
}
