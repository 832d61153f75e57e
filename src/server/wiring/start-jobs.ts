import "server-only";
import { defaultBookingDeps } from "@/server/bookings/booking-config";
import { getDb } from "@/server/db";
import { startJobPoller } from "@/server/jobs/job-poller";
import { pruneRateLimitBuckets } from "@/server/rate-limit";
import { allJobHandlers } from "./job-handlers";

const POLL_INTERVAL_MS = 30_000;

/**
 * Starts this instance's job poller (reminders, retries of booking and enquiry mails), called once
 * at boot unless SCHEDULER_DISABLED. Every instance may run one: claims never overlap (ADR 0020).
 */
export async function startJobs() {
  const db = await getDb();
  const deps = await defaultBookingDeps();
  const poller = startJobPoller({
    db: getDb,
    handlers: allJobHandlers(db, deps),
    intervalMs: POLL_INTERVAL_MS,
    onTick: (tickDb, now) => pruneRateLimitBuckets(tickDb, now),
  });
  console.info(`[jobs] poller ${poller.workerId} started (every ${POLL_INTERVAL_MS / 1000} s)`);
  return poller;
}
