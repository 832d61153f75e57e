import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/rows";
import { scheduledJobs } from "@/server/db/schema";
import type { JobHandler } from "@/server/jobs/job-queue";
import type { CalendarDeps } from "./calendar-config";
import { syncCalendar } from "./calendar-sync";
import { bookingWriteHandlers } from "./calendar-writes";

/** The calendar jobs (ADR 0052). Refresh is per connection; writes and removals per booking. */
export const CALENDAR_JOBS = {
  /** Sync one connection's busy times; re-armed for now + CALENDAR_REFRESH_MINUTES after each run. */
  refresh: "calendar.refresh",
  /**
   * Put the booking's event in each of its hosts' destination calendars, and take it out of those
   * it left (on confirm, a link change, a move, a reassignment).
   */
  writeBooking: "calendar.write-booking",
  /** Remove the booking's event from where it was written (on cancel). */
  removeBooking: "calendar.remove-booking",
} as const;

/**
 * Arms (or re-arms) a connection's refresh for `runAt`. Run from inside the refresh handler, it
 * takes the row from the running worker (its lock is cleared), so the worker's "done" cannot
 * overwrite the next run.
 */
export async function armCalendarRefresh(db: Database, calendarId: string, runAt: Date) {
  await db
    .insert(scheduledJobs)
    .values({ kind: CALENDAR_JOBS.refresh, calendarId, runAt })
    .onConflictDoUpdate({
      target: [scheduledJobs.kind, scheduledJobs.calendarId],
      set: {
        status: "pending",
        runAt,
        attempts: 0,
        lockedAt: null,
        lockedBy: null,
        lastError: null,
        completedAt: null,
      },
    });
}

/**
 * Arms a refresh, due now, for every connection without a pending or running one (at boot): a connection whose job
 * was lost (deleted by hand, a failed insert) syncs again. Idempotent: one per (kind, calendar_id).
 */
export async function armMissingCalendarRefreshes(db: Database, now: Date): Promise<number> {
  const armed = await queryRows(
    db,
    sql`
    INSERT INTO scheduled_jobs (kind, calendar_id, run_at)
    SELECT ${CALENDAR_JOBS.refresh}, c.id, ${now.toISOString()}::timestamptz
    FROM calendar_connections c
    WHERE NOT EXISTS (
      SELECT 1 FROM scheduled_jobs j
      WHERE j.kind = ${CALENDAR_JOBS.refresh} AND j.calendar_id = c.id
        AND j.status IN ('pending', 'running'))
    ON CONFLICT (kind, calendar_id) DO UPDATE
      SET status = 'pending', run_at = excluded.run_at, attempts = 0, locked_at = NULL,
          locked_by = NULL, last_error = NULL, completed_at = NULL
    RETURNING id`,
  );
  return armed.length;
}

/**
 * Schedules (or re-arms, after a link change, a move or a reassignment) the write of a booking's
 * event — only when there is a destination calendar or a copy to take out of one, so a site
 * without one never queues calendar work. Call it inside the transaction that confirms or
 * changes the booking.
 */
export async function scheduleCalendarWrite(db: Database, bookingId: string, now: Date) {
  await db.execute(sql`
    INSERT INTO scheduled_jobs (kind, booking_id, run_at)
    SELECT ${CALENDAR_JOBS.writeBooking}, ${bookingId}::uuid, ${now.toISOString()}::timestamptz
    WHERE EXISTS (SELECT 1 FROM calendar_sources WHERE is_destination)
       OR EXISTS (SELECT 1 FROM calendar_booking_events WHERE booking_id = ${bookingId}::uuid)
    ON CONFLICT (kind, booking_id) DO UPDATE
      SET status = 'pending', run_at = excluded.run_at, attempts = 0, locked_at = NULL,
          locked_by = NULL, last_error = NULL, completed_at = NULL`);
}

/** Schedules the removal of a cancelled booking's event, when one was (or may be being) written. */
export async function scheduleCalendarRemoval(db: Database, bookingId: string, now: Date) {
  await db.execute(sql`
    INSERT INTO scheduled_jobs (kind, booking_id, run_at)
    SELECT ${CALENDAR_JOBS.removeBooking}, ${bookingId}::uuid, ${now.toISOString()}::timestamptz
    WHERE EXISTS (SELECT 1 FROM calendar_sources WHERE is_destination)
       OR EXISTS (SELECT 1 FROM calendar_booking_events WHERE booking_id = ${bookingId}::uuid)
    ON CONFLICT (kind, booking_id) DO NOTHING`);
}

export function calendarJobHandlers(db: Database, deps: CalendarDeps): Record<string, JobHandler> {
  const { config } = deps;
  const writes = bookingWriteHandlers(db, deps);
  return {
    async [CALENDAR_JOBS.refresh](job) {
      if (!job.calendarId) return "cancelled";
      try {
        const result = await syncCalendar(db, deps, job.calendarId);
        if (!result) return "cancelled"; // removed meanwhile (its job goes with it)
      } finally {
        const next = new Date(deps.now().getTime() + config.refreshMinutes * 60_000);
        await armCalendarRefresh(db, job.calendarId, next).catch((error) =>
          console.error(`[calendars] re-arming ${job.calendarId} failed`, error),
        );
      }
      return "done";
    },

    [CALENDAR_JOBS.writeBooking]: writes.write,
    [CALENDAR_JOBS.removeBooking]: writes.remove,
  };
}
