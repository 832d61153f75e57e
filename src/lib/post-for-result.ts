import type { ActionResult, FailureStatus } from "@/lib/action-result";

/**
 * Sends a form's checked values to one of the public API's endpoints and reads the answer as the
 * form would read a server action's: the created resource, or the error and the fields it names.
 * Pages served without Next's runtime have no server actions (ADR 0082): the contact form sends to
 * `POST /api/v1/enquiries`, /book to `POST /api/v1/bookings`. A dropped connection, or an answer
 * that is not the API's (a proxy's error page), throws: the form says it could not send and keeps
 * what was typed.
 */
export async function postForResult<T>(path: string, values: unknown): Promise<ActionResult<T>> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(values),
    cache: "no-store",
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body !== null) return { ok: true, data: body as T };
  const failure = body as { error?: unknown; fields?: Record<string, string> } | null;
  if (typeof failure?.error !== "string") throw new Error(`${path} answered ${response.status}`);
  return {
    ok: false,
    status: response.status as FailureStatus,
    error: failure.error,
    ...(failure.fields ? { fields: failure.fields } : {}),
  };
}
