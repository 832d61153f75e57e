import "server-only";
import { eq, sql } from "drizzle-orm";
import { inviteUid } from "@/server/calendars/calendar-invite";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/rows";
import {
  bookings,
  calendarBookingEvents,
  calendarConnections,
  calendarSources,
  meetingTypes,
  scheduledJobs,
} from "@/server/db/schema";
import type { JobHandler } from "@/server/jobs/job-queue";
import { bookingEventIcs } from "./booking-event";
import type { CalDavAccount } from "./caldav";
import { deleteEvent, putEvent } from "./caldav-events";
import type { CalendarDeps } from "./calendar-config";
import { syncCalendar } from "./calendar-sync";
import { decryptSecret } from "./credentials";

/** The calendar jobs (ADR 0052). Refresh is per connection; writes and removals per booking. */
export const CALENDAR_JOBS = {
  /** Sync one connection's busy times; re-armed for now + CALENDAR_REFRESH_MINUTES after each run. */
  refresh: "calendar.refresh",
  /** Put the booking's event in the destination calendar (on confirm, and on a link change). */
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
 * Schedules (or re-arms, after a link change) the write of a booking's event — only when there is
 * a destination calendar, so a site without one never queues calendar work. Call it inside the
 * transaction that confirms or changes the booking.
 */
export async function scheduleCalendarWrite(db: Database, bookingId: string, now: Date) {
  await db.execute(sql`
    INSERT INTO scheduled_jobs (kind, booking_id, run_at)
    SELECT ${CALENDAR_JOBS.writeBooking}, ${bookingId}::uuid, ${now.toISOString()}::timestamptz
    WHERE EXISTS (SELECT 1 FROM calendar_sources WHERE is_destination)
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

type BookingRow = typeof bookings.$inferSelect;

async function accountOf(
  db: Database,
  connectionId: string,
  authSecret: string,
): Promise<CalDavAccount | null> {
  const [connection] = await db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.id, connectionId))
    .limit(1);
  if (connection?.kind !== "caldav") return null;
  return {
    serverUrl: connection.displayUrl,
    username: connection.username ?? "",
    password: decryptSecret(connection.secret, authSecret),
  };
}

/** The one destination calendar, if an admin chose one. */
export async function destinationCalendar(db: Database) {
  const [row] = await db
    .select({ connectionId: calendarSources.connectionId, url: calendarSources.url })
    .from(calendarSources)
    .where(eq(calendarSources.isDestination, true))
    .limit(1);
  return row ?? null;
}

export function calendarJobHandlers(db: Database, deps: CalendarDeps): Record<string, JobHandler> {
  const { config } = deps;
  const findBooking = async (id: string | null) => {
    if (!id) return undefined;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
    return row;
  };
  const written = async (bookingId: string) => {
    const [row] = await db
      .select()
      .from(calendarBookingEvents)
      .where(eq(calendarBookingEvents.bookingId, bookingId))
      .limit(1);
    return row;
  };
  // Titled with the meeting's type, as the bookings feed titles it ("Consultation: Ada Lovelace"):
  // the name at the time of the write, so a renamed type shows on the copy's next write.
  const typeTitle = async (booking: BookingRow) => {
    const [type] = await db
      .select({ name: meetingTypes.name })
      .from(meetingTypes)
      .where(eq(meetingTypes.id, booking.meetingTypeId))
      .limit(1);
    return type?.name ?? "Meeting";
  };
  const remove = async (booking: BookingRow) => {
    const uid = inviteUid(booking.id, config.appUrl);
    const record = await written(booking.id);
    const target = record?.connectionId
      ? { connectionId: record.connectionId, url: record.calendarUrl }
      : record
        ? null // its account was removed: nothing left to remove it from
        : await destinationCalendar(db);
    if (target) {
      const account = await accountOf(db, target.connectionId, config.authSecret);
      if (account) await deleteEvent(account, target.url, uid, config.limits);
    }
    if (record)
      await db.delete(calendarBookingEvents).where(eq(calendarBookingEvents.bookingId, booking.id));
    return target ? "done" : "cancelled";
  };

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

    async [CALENDAR_JOBS.writeBooking](job) {
      const booking = await findBooking(job.bookingId);
      if (booking?.status !== "confirmed") return "cancelled";
      const destination = await destinationCalendar(db);
      if (!destination) return "cancelled";
      const account = await accountOf(db, destination.connectionId, config.authSecret);
      if (!account) return "cancelled";
      const uid = inviteUid(booking.id, config.appUrl);
      const record = await written(booking.id);
      // The destination changed since it was written: take it out of the old calendar first.
      if (record?.connectionId && record.calendarUrl !== destination.url) {
        const old = await accountOf(db, record.connectionId, config.authSecret);
        if (old) await deleteEvent(old, record.calendarUrl, uid, config.limits);
      }
      const saved = await putEvent(
        account,
        destination.url,
        { uid, icsText: bookingEventIcs(booking, config.appUrl, await typeTitle(booking)) },
        config.limits,
      );
      const row = {
        connectionId: destination.connectionId,
        calendarUrl: destination.url,
        href: saved.url,
        etag: saved.etag,
        updatedAt: deps.now(),
      };
      await db
        .insert(calendarBookingEvents)
        .values({ bookingId: booking.id, ...row })
        .onConflictDoUpdate({ target: calendarBookingEvents.bookingId, set: row });
      // Cancelled while it was being written: the removal may have run before it existed.
      const after = await findBooking(booking.id);
      if (after?.status !== "confirmed") await remove(booking);
      return "done";
    },

    async [CALENDAR_JOBS.removeBooking](job) {
      const booking = await findBooking(job.bookingId);
      if (!booking) return "cancelled";
      if (booking.status === "confirmed") return "cancelled";
      return remove(booking);
    },
  };
}
