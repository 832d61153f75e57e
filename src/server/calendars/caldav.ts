import "server-only";
import ICAL from "ical.js";
import {
  calendarQuery,
  createAccount,
  createObject,
  type DAVResponse,
  deleteObject,
  fetchCalendars,
  updateObject,
} from "tsdav";
import { type BusyPeriod, busyPeriodsFromIcs } from "./ics-busy";
import {
  CalendarFetchError,
  checkCalendarUrl,
  guardedFetch,
  type LimitOptions,
} from "./safe-fetch";

/**
 * CalDAV accounts (RFC 4791) through tsdav, every request through guardedFetch (the same SSRF rules,
 * deadline and size cap as ICS feeds). Busy times come from a time-range calendar-query whose
 * objects ics-busy expands; bookings are written as `<uid>.ics`, or wherever the server already
 * holds that UID, with If-None-Match / If-Match so a concurrent change is never overwritten blindly.
 */

export type CalDavAccount = { serverUrl: string; username: string; password: string };
export type CalDavOptions = LimitOptions;
export type DiscoveredCalendar = { url: string; displayName: string; canWrite?: boolean };
export type StoredEvent = { url: string; etag: string | null; icsText: string };

export type CalDavErrorKind = "auth" | "forbidden" | "not-found" | "conflict" | "server";

export class CalDavError extends Error {
  constructor(
    readonly kind: CalDavErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "CalDavError";
  }
}

const AUTH_MESSAGE = "The calendar server refused the username or password.";
const FORBIDDEN_MESSAGE = "The calendar server does not let this account do that (HTTP 403).";

function authHeaders(account: CalDavAccount): Record<string, string> {
  const token = Buffer.from(`${account.username}:${account.password}`, "utf8").toString("base64");
  return { authorization: `Basic ${token}` };
}

function withSlash(url: string) {
  return url.endsWith("/") ? url : `${url}/`;
}

/** Errors from tsdav (plain Error with the status in its text) as errors in words. */
function translate(error: unknown): Error {
  if (error instanceof CalDavError || error instanceof CalendarFetchError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/\b401\b|Unauthorized|Invalid credentials/i.test(text)) {
    return new CalDavError("auth", AUTH_MESSAGE, 401);
  }
  if (/\b403\b|Forbidden/i.test(text)) return new CalDavError("forbidden", FORBIDDEN_MESSAGE, 403);
  if (/cannot find (principalUrl|homeUrl)/i.test(text)) {
    return new CalDavError(
      "not-found",
      "No CalDAV calendars were found at this address; check the server address.",
    );
  }
  if (/\b404\b/.test(text)) {
    return new CalDavError("not-found", "The calendar was not found on the server.", 404);
  }
  return new CalDavError(
    "server",
    `The calendar server gave an unexpected answer (${text.slice(0, 200)}).`,
  );
}

function statusError(response: Response, what: string): CalDavError {
  if (response.status === 401) return new CalDavError("auth", AUTH_MESSAGE, 401);
  if (response.status === 403) return new CalDavError("forbidden", FORBIDDEN_MESSAGE, 403);
  if (response.status === 404) {
    return new CalDavError("not-found", "The calendar was not found on the server.", 404);
  }
  return new CalDavError(
    "server",
    `The calendar server answered HTTP ${response.status} when ${what}.`,
    response.status,
  );
}

function context(account: CalDavAccount, options: CalDavOptions) {
  return { headers: authHeaders(account), fetch: guardedFetch(options) };
}

/** A cheap authenticated PROPFIND, so a wrong password is told apart from everything else. */
async function assertCredentials(account: CalDavAccount, options: CalDavOptions) {
  const fetcher = guardedFetch(options);
  const response = await fetcher(account.serverUrl, {
    method: "PROPFIND",
    headers: { ...authHeaders(account), depth: "0", "content-type": "text/xml; charset=utf-8" },
    body: '<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop><d:current-user-principal/></d:prop></d:propfind>',
  });
  await response.arrayBuffer();
  if (response.status === 401) throw new CalDavError("auth", AUTH_MESSAGE, 401);
}

/** The event calendars of an account, with whether the user may write to each (when the server says). */
export async function discoverCalendars(
  account: CalDavAccount,
  options: CalDavOptions = {},
): Promise<DiscoveredCalendar[]> {
  await checkCalendarUrl(account.serverUrl, options);
  await assertCredentials(account, options);
  const { headers, fetch } = context(account, options);
  try {
    const dav = await createAccount({
      account: { serverUrl: account.serverUrl, accountType: "caldav" },
      headers,
      fetch,
    });
    const calendars = await fetchCalendars({
      account: dav,
      headers,
      fetch,
      props: {
        "d:displayname": {},
        "d:resourcetype": {},
        "c:supported-calendar-component-set": {},
        "d:current-user-privilege-set": {},
      },
      projectedProps: { currentUserPrivilegeSet: true },
    });
    return calendars
      .filter((c) => !c.components?.length || c.components.includes("VEVENT"))
      .map((c) => {
        const privileges = c.projectedProps?.currentUserPrivilegeSet;
        const name = typeof c.displayName === "string" && c.displayName ? c.displayName : "";
        const result: DiscoveredCalendar = {
          url: c.url,
          displayName:
            name ||
            decodeURIComponent(new URL(c.url).pathname.split("/").filter(Boolean).pop() ?? c.url),
        };
        if (privileges !== undefined) {
          result.canWrite = /"(all|write|write-?content|bind)"/i.test(JSON.stringify(privileges));
        }
        return result;
      });
  } catch (error) {
    throw translate(error);
  }
}

function calendarData(response: DAVResponse): string | null {
  const data = response.props?.calendarData as unknown;
  if (typeof data === "string") return data;
  if (data && typeof data === "object" && "_cdata" in data) return String(data._cdata);
  if (data && typeof data === "object" && "_text" in data) return String(data._text);
  return null;
}

function compactUtc(date: Date) {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** Busy periods of one calendar in a window, from a time-range calendar-query. */
export async function readBusyPeriods(
  account: CalDavAccount,
  calendarUrl: string,
  window: { start: Date; end: Date },
  defaultTimeZone: string,
  options: CalDavOptions & { ignoreUid?: (uid: string) => boolean } = {},
): Promise<BusyPeriod[]> {
  const { headers, fetch } = context(account, options);
  let responses: DAVResponse[];
  try {
    responses = await calendarQuery({
      url: withSlash(calendarUrl),
      props: { "d:getetag": {}, "c:calendar-data": {} },
      filters: {
        "comp-filter": {
          _attributes: { name: "VCALENDAR" },
          "comp-filter": {
            _attributes: { name: "VEVENT" },
            "time-range": {
              _attributes: { start: compactUtc(window.start), end: compactUtc(window.end) },
            },
          },
        },
      },
      depth: "1",
      headers,
      fetch,
    });
  } catch (error) {
    throw translate(error);
  }
  const all: BusyPeriod[] = [];
  for (const response of responses) {
    const ics = calendarData(response);
    if (!ics) continue;
    all.push(
      ...busyPeriodsFromIcs(ics, {
        windowStart: window.start,
        windowEnd: window.end,
        defaultTimeZone,
        ignoreUid: options.ignoreUid,
      }),
    );
  }
  return mergePeriods(all);
}

function mergePeriods(periods: BusyPeriod[]): BusyPeriod[] {
  const sorted = [...periods].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: BusyPeriod[] = [];
  for (const p of sorted) {
    const last = merged[merged.length - 1];
    if (last && p.start.getTime() <= last.end.getTime()) {
      if (p.end > last.end) last.end = p.end;
    } else merged.push({ start: p.start, end: p.end });
  }
  return merged;
}

function uidsOf(icsText: string): string[] {
  try {
    const root = new ICAL.Component(ICAL.parse(icsText) as unknown[]);
    return root.getAllSubcomponents("vevent").map((e) => String(e.getFirstPropertyValue("uid")));
  } catch {
    return [];
  }
}

/** The object holding an event with this UID in the calendar (any file name), or null. */
export async function findEventByUid(
  account: CalDavAccount,
  calendarUrl: string,
  uid: string,
  options: CalDavOptions = {},
): Promise<StoredEvent | null> {
  const { headers, fetch } = context(account, options);
  let responses: DAVResponse[];
  try {
    responses = await calendarQuery({
      url: withSlash(calendarUrl),
      props: { "d:getetag": {}, "c:calendar-data": {} },
      filters: {
        "comp-filter": {
          _attributes: { name: "VCALENDAR" },
          "comp-filter": {
            _attributes: { name: "VEVENT" },
            "prop-filter": {
              _attributes: { name: "UID" },
              "text-match": { _attributes: { collation: "i;octet" }, _text: uid },
            },
          },
        },
      },
      depth: "1",
      headers,
      fetch,
    });
  } catch (error) {
    throw translate(error);
  }
  for (const response of responses) {
    const ics = calendarData(response);
    // text-match is a substring match: keep only the exact UID.
    if (!ics || !response.href || !uidsOf(ics).includes(uid)) continue;
    const etag = response.props?.getetag;
    return {
      url: new URL(response.href, withSlash(calendarUrl)).href,
      etag: etag == null ? null : String(etag),
      icsText: ics,
    };
  }
  return null;
}

function objectUrl(calendarUrl: string, uid: string) {
  return new URL(`${encodeURIComponent(uid)}.ics`, withSlash(calendarUrl)).href;
}

/**
 * Creates or replaces the event with this UID: where the server already holds it (If-Match its
 * ETag), else at `<uid>.ics` (If-None-Match: *). A 412 (someone changed it meanwhile) retries once
 * from the lookup. The caller raises SEQUENCE in `icsText` for an update.
 */
export async function putEvent(
  account: CalDavAccount,
  calendarUrl: string,
  event: { uid: string; icsText: string },
  options: CalDavOptions = {},
): Promise<{ url: string; etag: string | null; created: boolean }> {
  const { headers, fetch } = context(account, options);
  const contentType = { "content-type": "text/calendar; charset=utf-8" };
  for (let attempt = 0; ; attempt++) {
    const existing = await findEventByUid(account, calendarUrl, event.uid, options);
    const url = existing?.url ?? objectUrl(calendarUrl, event.uid);
    let response: Response;
    try {
      response = existing
        ? await updateObject({
            url,
            data: event.icsText,
            etag: existing.etag ?? undefined,
            headers: { ...headers, ...contentType },
            fetch,
          })
        : await createObject({
            url,
            data: event.icsText,
            headers: { ...headers, ...contentType, "if-none-match": "*" },
            fetch,
          });
    } catch (error) {
      throw translate(error);
    }
    await response.arrayBuffer();
    if (response.ok) {
      return { url, etag: response.headers.get("etag"), created: !existing };
    }
    if (response.status === 412 && attempt === 0) continue;
    if (response.status === 412 || response.status === 409) {
      throw new CalDavError(
        "conflict",
        "The event was changed on the calendar server at the same time; try again.",
        response.status,
      );
    }
    throw statusError(response, "saving the event");
  }
}

/** Removes the event with this UID; one already gone (none found, or 404) is fine. */
export async function deleteEvent(
  account: CalDavAccount,
  calendarUrl: string,
  uid: string,
  options: CalDavOptions = {},
): Promise<{ deleted: boolean }> {
  const { headers, fetch } = context(account, options);
  for (let attempt = 0; ; attempt++) {
    const existing = await findEventByUid(account, calendarUrl, uid, options);
    if (!existing) return { deleted: false };
    let response: Response;
    try {
      response = await deleteObject({
        url: existing.url,
        etag: existing.etag ?? undefined,
        headers,
        fetch,
      });
    } catch (error) {
      throw translate(error);
    }
    await response.arrayBuffer();
    if (response.ok) return { deleted: true };
    if (response.status === 404 || response.status === 410) return { deleted: false };
    if (response.status === 412 && attempt === 0) continue;
    throw statusError(response, "removing the event");
  }
}
