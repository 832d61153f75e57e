import "server-only";

/** How an outbound fetch fails, each in words an admin can act on (worded for calendars). */
export type SafeFetchErrorKind =
  | "bad-url"
  | "bad-scheme"
  | "refused-address"
  | "unknown-host"
  | "timeout"
  | "too-large"
  | "too-many-redirects"
  | "http-status"
  | "network";

export class SafeFetchError extends Error {
  constructor(
    readonly kind: SafeFetchErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "SafeFetchError";
  }
}

export function timeoutError(timeoutMs: number) {
  const text = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 100) / 10} s` : `${timeoutMs} ms`;
  return new SafeFetchError("timeout", `The calendar server did not answer within ${text}.`);
}

export function tooLarge(maxBytes: number) {
  const mib = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  const text = maxBytes >= 1024 * 1024 ? `${mib} MiB` : `${maxBytes} bytes`;
  return new SafeFetchError("too-large", `The calendar is larger than the ${text} limit.`);
}
