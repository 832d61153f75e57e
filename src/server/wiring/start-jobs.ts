import "server-only";
import { defaultBookingDeps } from "@/server/bookings/booking-config";
import { armMissingCalendarRefreshes } from "@/server/calendars/calendar-jobs";
import { getDb } from "@/server/db";
import { startJobPoller } from "@/server/jobs/job-poller";
import { applyRetentionIfDue } from "@/server/privacy/retention";
import { pruneRateLimitBuckets } from "@/server/rate-limit";
import { allJobHandlers } from "./job-handlers";
import { backupIfDue } from "./scheduled-backup";

const POLL_INTERVAL_MS = 30_000;

/**
 * Starts this instance's job poller (reminders, retries of booking and enquiry mails), called once
 * at boot unless SCHEDULER_DISABLED. Every instance may run one: claims never overlap (ADR 0020).
 */
export async function startJobs() {
  const db = await getDb();
  const deps = await defaultBookingDeps();
  // A connection whose refresh job is missing or finished for good syncs again (issue 13).
  const armed = await armMissingCalendarRefreshes(db, new Date()).catch((error) => {
    console.error("[jobs] re-arming calendar refreshes failed", error);
    return 0;
  });
  if (armed > 0) console.info(`[jobs] re-armed ${armed} calendar refresh job(s)`);
  const poller = startJobPoller({
    db: getDb,
    handlers: allJobHandlers(db, deps),
    intervalMs: POLL_INTERVAL_MS,
    onTick: async (tickDb, now) => {
      await pruneRateLimitBuckets(tickDb, now);
      // BACKUP_DIR: the daily backup, once across all instances (ADR 0061).
      await backupIfDue(now).catch((error) => console.error("[backup] daily backup failed", error));
      // The retention period, once a day across all instances (ADR 0075).
      const erased = await applyRetentionIfDue(tickDb, now).catch((error) => {
        console.error("[privacy] the retention run failed", error);
        return null;
      });
      if (erased && (erased.bookings || erased.enquiries))
        console.info(
          `[privacy] retention erased ${erased.bookings} booking(s), ${erased.enquiries} enquiry(ies)`,
        );
    },
  });
  console.info(`[jobs] poller ${poller.workerId} started (every ${POLL_INTERVAL_MS / 1000} s)`);
  return poller;
}
