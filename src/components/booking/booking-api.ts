import type {
  AvailabilityResponse,
  BookingCreated,
  ContactDetailsInput,
  SlotsResponse,
} from "@/lib/schemas/booking";

/** The /book page talks to the public API, the same one documented at /api/v1/openapi.json. */

export type DayStatuses = Record<string, AvailabilityResponse["days"][number]["status"]>;

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function fetchMonthStatuses(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<DayStatuses> {
  const body = await getJson<AvailabilityResponse>(
    `/api/v1/availability?from=${from}&to=${to}`,
    signal,
  );
  return Object.fromEntries(body.days.map((d) => [d.date, d.status]));
}

export function fetchSlots(date: string, signal?: AbortSignal): Promise<SlotsResponse> {
  return getJson<SlotsResponse>(`/api/v1/slots?date=${date}`, signal);
}

export type CreateBookingResult =
  | { kind: "created"; booking: BookingCreated }
  | { kind: "slot-taken" }
  | { kind: "invalid"; fields: Record<string, string> }
  | { kind: "failed" };

export async function postBooking(
  body: ContactDetailsInput & {
    date: string;
    time: string;
    timezone?: string;
    timezoneOffset: number;
    subject: string;
  },
): Promise<CreateBookingResult> {
  try {
    const response = await fetch("/api/v1/bookings", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
    if (response.status === 201)
      return { kind: "created", booking: (await response.json()) as BookingCreated };
    if (response.status === 409) return { kind: "slot-taken" };
    if (response.status === 422) {
      const { fields } = (await response.json()) as { fields?: Record<string, string> };
      // Only fields the contact form shows can be pointed at; anything else is a plain failure.
      if (fields && Object.keys(fields).length > 0) return { kind: "invalid", fields };
    }
    return { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}
