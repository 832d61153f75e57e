// What every server action and API mutation answers, read by the forms that call them.
/** What every action and API mutation answers: data, or field errors and/or one message. */
export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: FailureStatus; error: string; fields?: Record<string, string> };

export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429;
