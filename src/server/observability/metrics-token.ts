import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether a request may read the metrics: `Authorization: Bearer <METRICS_TOKEN>`, compared in
 * constant time (both sides hashed to the same length first, so neither the token's length nor
 * its first differing byte shows in the timing).
 */
export function isMetricsAuthorized(authorization: string | null, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1]?.trim() ?? "";
  return timingSafeEqual(digest(given), digest(token));
}
