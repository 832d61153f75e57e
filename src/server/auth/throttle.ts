import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { rateLimitBuckets } from "@/server/db/schema";
import {
  hitRateLimits,
  type RateLimitBucket,
  type RateLimitVerdict,
} from "@/server/rate-limit/hit-rate-limit";
import { retryAfterText } from "@/server/rate-limit/retry-after-text";

/**
 * Attempts allowed per window. Sign-in counts failures; a success clears the account's count. A
 * browser that signed in to the account before (a known device, security-plugin.ts) is counted in
 * its own bucket instead of the account's, so a stranger's failures cannot lock the owner out.
 */
export const AUTH_THROTTLES = {
  signInPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  signInPerIp: { limit: 20, windowSeconds: 15 * 60 },
  /** Wrong second-factor codes per address: only that address's failures fill it. */
  codePerIp: { limit: 20, windowSeconds: 15 * 60 },
  resetPerAddress: { limit: 3, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 60 * 60 },
} as const;

export type ThrottleVerdict = RateLimitVerdict;

export const throttledMessage = (what: string, seconds: number) =>
  `Too many ${what}. Please try again in ${retryAfterText(seconds)}.`;

const keys = {
  signInAccount: (email: string) => `auth:sign-in:account:${email.trim().toLowerCase()}`,
  signInIp: (ip: string | null) => `auth:sign-in:ip:${ip ?? "unknown"}`,
  signInDevice: (device: string) => `auth:sign-in:device:${device}`,
  codeIp: (ip: string) => `auth:two-factor:ip:${ip}`,
  resetAddress: (email: string) => `auth:reset:address:${email.trim().toLowerCase()}`,
  resetIp: (ip: string | null) => `auth:reset:ip:${ip ?? "unknown"}`,
};

/**
 * Before a sign-in (or a second-factor code) is checked. Counted up front so parallel guesses
 * cannot slip past the limit; `signInSucceeded` takes a success back off the counts. When the
 * address is unknown (no trusted proxy) every caller shares one per-IP bucket, except a known
 * device: it has its own bucket, so strangers filling the shared one cannot lock the owner out.
 */
export function beforeSignInAttempt(
  db: Database,
  who: SignInCaller,
  now: Date,
): Promise<ThrottleVerdict> {
  const { signInPerAccount, signInPerIp } = AUTH_THROTTLES;
  const buckets: RateLimitBucket[] = [];
  if (who.ip !== null || !who.knownDevice)
    buckets.push({ key: keys.signInIp(who.ip), ...signInPerIp });
  if (who.knownDevice)
    buckets.push({ key: keys.signInDevice(who.knownDevice), ...signInPerAccount });
  else if (who.email) buckets.push({ key: keys.signInAccount(who.email), ...signInPerAccount });
  return hitRateLimits(db, buckets, now);
}

export interface SignInCaller {
  email?: string;
  /** The caller's address under the client-IP rule; null when unknown (no trusted proxy). */
  ip: string | null;
  /** The id of a browser that signed in to this account before, when it shows one. */
  knownDevice?: string;
}

/** An `/api/auth` request refused for its body (too large, not JSON): a failed attempt per IP. */
export function countRefusedAuthRequest(
  db: Database,
  ip: string | null,
  now: Date,
): Promise<ThrottleVerdict> {
  return hitRateLimits(db, [{ key: keys.signInIp(ip), ...AUTH_THROTTLES.signInPerIp }], now);
}

/** A correct password: the account (and device) start afresh and the IP gets its attempt back. */
export async function signInSucceeded(db: Database, who: SignInCaller) {
  const fresh = [
    ...(who.email ? [keys.signInAccount(who.email)] : []),
    ...(who.knownDevice ? [keys.signInDevice(who.knownDevice)] : []),
  ];
  if (fresh.length > 0)
    await db.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, fresh));
  // A known device without an address never counted in the shared bucket (beforeSignInAttempt).
  if (who.ip === null && who.knownDevice) return;
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`GREATEST(${rateLimitBuckets.count} - 1, 0)` })
    .where(sql`${rateLimitBuckets.key} = ${keys.signInIp(who.ip)}`);
}

/**
 * Before a second-factor code is checked (sign-in or enrolment). A code step carries no e-mail, so
 * it cannot use the account or known-device buckets; and counting it in the password step's
 * per-IP bucket let anyone who shares that bucket lock out every admin with two-factor. Instead:
 * each pending sign-in allows better-auth's five codes before the password must be given again,
 * and a per-IP bucket holds only that address's own wrong codes (counted up front, so parallel
 * guesses cannot slip past, and given back by a success). An unknown address (`next dev`) has no
 * per-IP bucket: a shared one is exactly the lock-out this avoids, and every challenge already
 * needs the password, which its own throttles guard.
 */
export function beforeCodeAttempt(
  db: Database,
  who: { ip: string | null },
  now: Date,
): Promise<ThrottleVerdict> {
  if (who.ip === null) return Promise.resolve({ allowed: true });
  return hitRateLimits(db, [{ key: keys.codeIp(who.ip), ...AUTH_THROTTLES.codePerIp }], now);
}

/** A right code: the attempt counted up front is given back to the address. */
export async function codeSucceeded(db: Database, who: { ip: string | null }) {
  if (who.ip === null) return;
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`GREATEST(${rateLimitBuckets.count} - 1, 0)` })
    .where(sql`${rateLimitBuckets.key} = ${keys.codeIp(who.ip)}`);
}

/** Before a reset mail is requested: per address (known or not, alike) and per IP. */
export function beforeResetRequest(
  db: Database,
  who: { email: string; ip: string | null },
  now: Date,
): Promise<ThrottleVerdict> {
  const { resetPerAddress, resetPerIp } = AUTH_THROTTLES;
  return hitRateLimits(
    db,
    [
      { key: keys.resetAddress(who.email), ...resetPerAddress },
      { key: keys.resetIp(who.ip), ...resetPerIp },
    ],
    now,
  );
}
