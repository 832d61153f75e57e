import { lastForwardedAddress } from "@/server/rate-limit/client-ip";

/**
 * The caller's address as this server sees it. Next.js fills `X-Forwarded-For` with the socket
 * address when a request arrives without one; a proxy in front (TRUST_PROXY) appends the address
 * it saw. The right-most entry is therefore the one nobody but the last hop wrote. A client
 * talking to the app directly can still send its own header, so per-IP limits are a second line:
 * per-account limits are the ones that cannot be dodged (docs/decisions/0032-brute-force.md).
 */
export function clientIp(headers: Headers | undefined | null): string {
  return lastForwardedAddress(headers) ?? "unknown";
}
