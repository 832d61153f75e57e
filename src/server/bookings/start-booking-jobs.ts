import "server-only";
import { getDb } from "@/server/db";
import { enquiryJobHandlers } from "@/server/enquiries/enquiry-jobs";
import { startJobPoller } from "@/server/jobs/job-poller";
import { pruneRateLimitBuckets } from "@/server/rate-limit";
import { defaultBookingDeps } from "./booking-config";
import { bookingJobHandlers } from "./booking-jobs";

const POLL_INTERVAL_MS = 30_000;

/**
 * Starts this instance's job poller (reminders, retries of booking and enquiry mails), called once
 * at boot unless
 * SCHEDULER_DISABLED. Every instance may run one: claims never overlap (ADR 0020).
 */
export async function startBookingJobs() {
  const db = await getDb();
  const deps = await defaultBookingDeps();
  const poller = startJobPoller({
    db: getDb,
    handlers: {
      ...bookingJobHandlers(db, deps),
      ...enquiryJobHandlers(db, { sendEmail: deps.send, staffEmail: deps.config.staffEmail }),
    },
    intervalMs: POLL_INTERVAL_MS,
    onTick: (tickDb, now) => pruneRateLimitBuckets(tickDb, now),
  });
  console.info(`[jobs] poller ${poller.workerId} started (every ${POLL_INTERVAL_MS / 1000} s)`);
  return poller;
}
