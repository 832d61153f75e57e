import "server-only";

/**
 * Whose word on the caller's address a reader takes:
 * - `"last-hop"`: the right-most `X-Forwarded-For` entry (else `X-Real-IP`). Next.js fills the
 *   header with the socket address when a request arrives without one, and a proxy in front
 *   appends the address it saw, so the last entry is the one only the last hop wrote. A client
 *   talking to the app directly can still send its own header: sign-in throttles read it anyway,
 *   their per-account limits being the ones that cannot be dodged (ADR 0032).
 * - `"last-hop-behind-proxy"`: the same, but only when a proxy of ours is in front
 *   (`TRUST_PROXY=true`); without one the address is unknown (null) and every caller shares one
 *   rate-limit bucket (ADR 0022).
 */
export type ForwardedTrust = "last-hop" | { behindProxy: boolean };

/**
 * The one client-IP rule: the caller's address under the given trust, or null when it is unknown
 * or not plausibly an IP (a caller can send kilobytes of junk, which must never become an
 * oversized rate-limit key).
 */
export function clientIp(
  headers: Headers | undefined | null,
  trust: ForwardedTrust,
): string | null {
  if (trust !== "last-hop" && !trust.behindProxy) return null;
  const last = headers?.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  const address = last || headers?.get("x-real-ip")?.trim();
  return address && isPlausibleIp(address) ? address : null;
}

const isPlausibleIp = (value: string) => value.length <= 45 && /^[0-9A-Fa-f:.]+$/.test(value);
