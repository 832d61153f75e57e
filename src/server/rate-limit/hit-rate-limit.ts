import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { rateLimitBuckets } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { retryAfterText } from "./retry-after-text";

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Seconds until the window resets (for a Retry-After header); at least 1. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against `key` in a fixed window of `windowSeconds` and says whether it is
 * within `limit`. One atomic upsert, so the count holds across instances and concurrent requests:
 * the bucket restarts when its window has passed, otherwise it is incremented.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<RateLimitResult> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const expired = sql`${rateLimitBuckets.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitBuckets.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimitBuckets.windowStartedAt} END`,
      },
    })
    .returning({
      count: rateLimitBuckets.count,
      windowStartedAt: rateLimitBuckets.windowStartedAt,
    });
  if (!bucket) throw new Error(`rate limit bucket ${key} was not written`);
  const resetsAt = bucket.windowStartedAt.getTime() + windowSeconds * 1000;
  return {
    allowed: bucket.count <= limit,
    count: bucket.count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
  };
}

/** Deletes buckets whose window ended long ago (run from the job poller). */
export async function pruneRateLimitBuckets(db: Database, now: Date, olderThanSeconds = 86_400) {
  const cutoff = new Date(now.getTime() - olderThanSeconds * 1000);
  await db
    .delete(rateLimitBuckets)
    .where(sql`${rateLimitBuckets.windowStartedAt} < ${cutoff.toISOString()}::timestamptz`);
}

export interface RateLimitBucket {
  key: string;
  limit: number;
  windowSeconds: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt against every bucket (each one, so a refused attempt still counts: for
 * example per IP and per e-mail) and gives one verdict, with the longest wait among the buckets
 * that refuse.
 */
export async function hitRateLimits(
  db: Database,
  buckets: RateLimitBucket[],
  now: Date,
): Promise<RateLimitVerdict> {
  const results = await Promise.all(
    buckets.map((b) => hitRateLimit(db, b.key, b.limit, b.windowSeconds, now)),
  );
  const refused = results.filter((r) => !r.allowed);
  if (refused.length === 0) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)),
  };
}

/**
 * hitRateLimits for a mutation: over any limit, a 429 with Retry-After and the message `refusal`
 * gives for the wait ("12 minutes"), so people who never see the header know when to come back.
 */
export async function enforceRateLimits(
  db: Database,
  buckets: RateLimitBucket[],
  now: Date,
  refusal: (retryIn: string) => string,
): Promise<void> {
  const verdict = await hitRateLimits(db, buckets, now);
  if (!verdict.allowed)
    throw new ActionError(
      429,
      refusal(retryAfterText(verdict.retryAfterSeconds)),
      undefined,
      verdict.retryAfterSeconds,
    );
}
