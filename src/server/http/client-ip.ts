import "server-only";
import { clientAddressHeader } from "@/server/observability/server-hooks";

/**
 * Whose word on the caller's address a reader takes. Behind a proxy of ours (`TRUST_PROXY=true`):
 * the right-most `X-Forwarded-For` entry (else `X-Real-IP`), the one that proxy appended. Without
 * one: the connection's own address, which the server entry (scripts/server.mjs) stamps on every
 * request after removing any copy the client sent; `X-Forwarded-For` is then whatever the client
 * chose, so it is never read. The booking, enquiry, sign-in and password-reset limits all read the
 * address this way (ADR 0022, 0061).
 */
export interface ForwardedTrust {
  behindProxy: boolean;
  /**
   * The header the server entry stamps with the socket's address; by default the running entry's
   * (null under `next dev`, where the address is unknown and every caller shares one bucket).
   */
  socketAddressHeader?: string | null;
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
  const address = trust.behindProxy
    ? headers?.get("x-forwarded-for")?.split(",").at(-1)?.trim() ||
      headers?.get("x-real-ip")?.trim()
    : socketAddress(headers, trust.socketAddressHeader ?? clientAddressHeader());
  return address && isPlausibleIp(address) ? address : null;
}

function socketAddress(headers: Headers | undefined | null, header: string | null) {
  return header ? headers?.get(header)?.trim() : undefined;
}

const isPlausibleIp = (value: string) => value.length <= 45 && /^[0-9A-Fa-f:.]+$/.test(value);
