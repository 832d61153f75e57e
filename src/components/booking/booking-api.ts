import type { ActionResult } from "@/lib/action-result";
import type { DayStatuses, FreeTimeSource } from "@/lib/booking/flow-data";
import type { AvailabilityResponse, BookingCreated, SlotsResponse } from "@/lib/schemas/booking";
import { takeEarlyRead } from "@/page-runtime/early-tap";

/**
 * The booking flow reads free days and times from the public API (documented at
 * /api/v1/openapi.json). It books through whatever its page gives it: /book posts to
 * `/api/v1/bookings`, /book/embed calls a server action; both run the same schema and service.
 */

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  // The read a tap before hydration started (ADR 0066) is the first read's, if it is this one.
  const response = await (takeEarlyRead(url) ??
    fetch(url, { signal, headers: { accept: "application/json" } }));
  // An early read ignores the signal: a caller that gave up must not get its answer.
  signal?.throwIfAborted();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The public API for a meeting type (null: the default type, the spec's one-type URLs) and a
 * personal link's host (null: any of the type's hosts).
 */
export function publicFreeTimes(
  type: string | null = null,
  host: string | null = null,
): FreeTimeSource {
  const query = `${type ? `&type=${encodeURIComponent(type)}` : ""}${host ? `&host=${encodeURIComponent(host)}` : ""}`;
  return {
    availability: (from, to) => `/api/v1/availability?from=${from}&to=${to}${query}`,
    slots: (date) => `/api/v1/slots?date=${date}${query}`,
  };
}

/** Where one booking can move, read through its manage link (its own type, its own time free). */
export function manageLinkFreeTimes(token: string): FreeTimeSource {
  const base = `/api/v1/manage/${encodeURIComponent(token)}`;
  return {
    availability: (from, to) => `${base}/availability?from=${from}&to=${to}`,
    slots: (date) => `${base}/slots?date=${date}`,
  };
}

export async function fetchMonthStatuses(
  from: string,
  to: string,
  source: FreeTimeSource,
  signal?: AbortSignal,
): Promise<DayStatuses> {
  const body = await getJson<AvailabilityResponse>(source.availability(from, to), signal);
  return Object.fromEntries(body.days.map((d) => [d.date, d.status]));
}

export function fetchSlots(
  date: string,
  source: Pick<FreeTimeSource, "slots">,
  signal?: AbortSignal,
): Promise<SlotsResponse> {
  return getJson<SlotsResponse>(source.slots(date), signal);
}

export type CreateBookingResult =
  | { kind: "created"; booking: BookingCreated }
  | { kind: "slot-taken" }
  | { kind: "invalid"; fields: Record<string, string> }
  | { kind: "failed" }
  /** The page came from an older release: the visitor must reload it (ADR 0060). */
  | { kind: "stale-page" };

/** What the form does with the answer of a booking (the API's statuses, from either way of booking). */
export function interpretBookingResult(
  result: ActionResult<BookingCreated> | null,
): CreateBookingResult {
  if (!result) return { kind: "failed" };
  if (result.ok) return { kind: "created", booking: result.data };
  if (result.status === 409) return { kind: "slot-taken" };
  if (result.status === 422 && result.fields && Object.keys(result.fields).length > 0)
    return { kind: "invalid", fields: result.fields };
  return { kind: "failed" };
}
