import "server-only";
import { calendarQuery, createAccount, type DAVResponse, fetchCalendars } from "tsdav";
import { checkCalendarUrl } from "@/server/net/address-rules";
import { SafeFetchError } from "@/server/net/fetch-errors";
import type { LimitOptions } from "@/server/net/safe-fetch";
import { guardedFetch } from "./guarded-fetch";
import { type BusyPeriod, busyPeriodsFromIcs, mergeSpans } from "./ics-busy";

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

export function withSlash(url: string) {
  return url.endsWith("/") ? url : `${url}/`;
}

/** Errors from tsdav (plain Error with the status in its text) as errors in words. */
export function translate(error: unknown): Error {
  if (error instanceof CalDavError || error instanceof SafeFetchError) return error;
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

export function statusError(response: Response, what: string): CalDavError {
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

export function context(account: CalDavAccount, options: CalDavOptions) {
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

export function calendarData(response: DAVResponse): string | null {
  const data = response.props?.calendarData as unknown;
  if (typeof data === "string") return data;
  if (data && typeof data === "object" && "_cdata" in data) return String(data._cdata);
  if (data && typeof data === "object" && "_text" in data) return String(data._text);
  return null;
}

/**
 * A calendar-query REPORT for the VEVENTs that `eventFilter` matches (a UID, a time range): each
 * object with its ETag and its data. Failures come back as CalDavError.
 */
export async function queryEvents(
  account: CalDavAccount,
  calendarUrl: string,
  eventFilter: Record<string, unknown>,
  options: CalDavOptions,
): Promise<DAVResponse[]> {
  const { headers, fetch } = context(account, options);
  try {
    return await calendarQuery({
      url: withSlash(calendarUrl),
      props: { "d:getetag": {}, "c:calendar-data": {} },
      filters: {
        "comp-filter": {
          _attributes: { name: "VCALENDAR" },
          "comp-filter": { _attributes: { name: "VEVENT" }, ...eventFilter },
        },
      },
      depth: "1",
      headers,
      fetch,
    });
  } catch (error) {
    throw translate(error);
  }
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
  const responses = await queryEvents(
    account,
    calendarUrl,
    {
      "time-range": {
        _attributes: { start: compactUtc(window.start), end: compactUtc(window.end) },
      },
    },
    options,
  );
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
  return mergeSpans(all.map((p): [number, number] => [p.start.getTime(), p.end.getTime()]));
}
