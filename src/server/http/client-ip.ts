import "server-only";

/**
 * Whose word on the caller's address a reader takes: the right-most `X-Forwarded-For` entry
 * (else `X-Real-IP`), the one our own proxy appended, and only when a proxy of ours is in front
 * (`TRUST_PROXY=true`). Without one the header is whatever the client chose to send, so the
 * address is unknown (null) and every caller shares one rate-limit bucket (ADR 0022, 0061). The
 * booking, enquiry, sign-in and password-reset limits all read it this way.
 */
export interface ForwardedTrust {
  behindProxy: boolean;
}

/**
 * The one client-IP rule: the caller's address under the given trust, or null when it is unknown
 * or not plausibly an IP (a caller can send kilobytes of junk, which must never become an
 * oversized rate-limit key).
 */
export function clientIp(
  headers: Headers | undefined | null,
  trust: ForwardedTrust,
): string | null {
  if (!trust.behindProxy) return null;
  const last = headers?.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  const address = last || headers?.get("x-real-ip")?.trim();
  return address && isPlausibleIp(address) ? address : null;
}

const isPlausibleIp = (value: string) => value.length <= 45 && /^[0-9A-Fa-f:.]+$/.test(value);
