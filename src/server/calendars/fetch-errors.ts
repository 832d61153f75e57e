import "server-only";

/** How a calendar fetch fails, each in words an admin can act on. */
export type CalendarFetchErrorKind =
  | "bad-url"
  | "bad-scheme"
  | "refused-address"
  | "unknown-host"
  | "timeout"
  | "too-large"
  | "too-many-redirects"
  | "http-status"
  | "network";

export class CalendarFetchError extends Error {
  constructor(
    readonly kind: CalendarFetchErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "CalendarFetchError";
  }
}

export function timeoutError(timeoutMs: number) {
  const text = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 100) / 10} s` : `${timeoutMs} ms`;
  return new CalendarFetchError("timeout", `The calendar server did not answer within ${text}.`);
}

export function tooLarge(maxBytes: number) {
  const mib = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  const text = maxBytes >= 1024 * 1024 ? `${mib} MiB` : `${maxBytes} bytes`;
  return new CalendarFetchError("too-large", `The calendar is larger than the ${text} limit.`);
}
