/**
 * The caller's IP for rate limiting. Next.js only fills X-Forwarded-For itself when the request has
 * none, so without a proxy of ours a caller could write any address there: the header is trusted
 * only with TRUST_PROXY=true, and then its last entry — the one our proxy appended — is used.
 * Without it, every caller shares one bucket (ADR 0022).
 */
export function clientIp(headers: Headers, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  return lastForwardedAddress(headers);
}

/**
 * The last `X-Forwarded-For` hop (else `X-Real-IP`) when it looks like an IPv4 or IPv6 address;
 * anything else — a caller can send kilobytes of junk — is no address at all, so it can never
 * become an oversized rate-limit key.
 */
export function lastForwardedAddress(headers: Headers | undefined | null): string | null {
  const last = headers?.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  const address = last || headers?.get("x-real-ip")?.trim();
  return address && isPlausibleIp(address) ? address : null;
}

const isPlausibleIp = (value: string) => value.length <= 45 && /^[0-9A-Fa-f:.]+$/.test(value);
