/**
 * The caller's IP for rate limiting. Next.js only fills X-Forwarded-For itself when the request has
 * none, so without a proxy of ours a caller could write any address there: the header is trusted
 * only with TRUST_PROXY=true, and then its last entry — the one our proxy appended — is used.
 * Without it, every caller shares one bucket (ADR 0022).
 */
export function clientIp(headers: Headers, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || headers.get("x-real-ip")?.trim() || null;
}
