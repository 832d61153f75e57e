import type { ActionResult, FailureStatus } from "@/lib/action-result";

/**
 * Sends a checked enquiry to `POST /api/v1/enquiries` (the contact page is a Pages Router page,
 * which has no server actions: ADR 0082) and reads the answer as the form reads an action's.
 * A dropped connection throws: the form says the message could not be sent and keeps it.
 */
export async function sendEnquiry(values: unknown): Promise<ActionResult<{ received: true }>> {
  const response = await fetch("/api/v1/enquiries", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(values),
    cache: "no-store",
  });
  if (response.ok) return { ok: true, data: { received: true } };
  const body = (await response.json().catch(() => null)) as {
    error?: string;
    fields?: Record<string, string>;
  } | null;
  if (!body?.error) throw new Error(`The enquiry was answered ${response.status}`);
  return {
    ok: false,
    status: response.status as FailureStatus,
    error: body.error,
    ...(body.fields ? { fields: body.fields } : {}),
  };
}
