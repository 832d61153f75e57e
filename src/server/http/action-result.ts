import "server-only";
import type { FailureStatus } from "@/lib/action-result";

export const fail = (
  status: FailureStatus,
  error: string,
  fields?: Record<string, string>,
): { ok: false; status: FailureStatus; error: string; fields?: Record<string, string> } =>
  fields ? { ok: false, status, error, fields } : { ok: false, status, error };

export const ok = <T>(data: T): { ok: true; data: T } => ({ ok: true, data });

/** Thrown inside an action's body to answer with a failure instead of a 500. */
export class ActionError extends Error {
  constructor(
    readonly status: FailureStatus,
    message: string,
    readonly fields?: Record<string, string>,
    /** For 429: when the caller may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
