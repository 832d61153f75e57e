import "server-only";
import ICAL from "ical.js";
import { createObject, deleteObject, updateObject } from "tsdav";
import {
  type CalDavAccount,
  CalDavError,
  type CalDavOptions,
  calendarData,
  context,
  queryEvents,
  type StoredEvent,
  statusError,
  translate,
  withSlash,
} from "./caldav";

/**
 * Our bookings in a CalDAV calendar: found by UID wherever the server holds them, written as
 * `<uid>.ics` with If-None-Match / If-Match so a concurrent change is never overwritten blindly.
 */

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
  const responses = await queryEvents(
    account,
    calendarUrl,
    {
      "prop-filter": {
        _attributes: { name: "UID" },
        "text-match": { _attributes: { collation: "i;octet" }, _text: uid },
      },
    },
    options,
  );
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
