import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { scheduledJobs } from "@/server/db/schema";
import { cancelPendingJobs, rearmJob } from "@/server/jobs/job-queue";
import { BOOKING_JOBS } from "./booking-jobs";
import { reminderTimeFor } from "./booking-mail";

// When a booking's reminder mails go out: 24 hours before, and the last one shortly before when
// staff set it (ADR 0058).

/**
 * Plans a booking's reminders for its (new) start: each one due is armed again, each one too late
 * for (or switched off) is withdrawn. The 24-hour reminder's time is returned, as the API shows it.
 */
export async function planReminders(
  tx: Database,
  booking: { id: string; startsAt: Date; lastReminderMinutes: number | null },
  now: Date,
  isNew: boolean,
): Promise<Date | null> {
  const dayBefore = reminderTimeFor(booking.startsAt, now);
  const plan: [string, Date | null][] = [
    [BOOKING_JOBS.reminder, dayBefore],
    [
      BOOKING_JOBS.lastReminder,
      reminderTimeFor(booking.startsAt, now, booking.lastReminderMinutes),
    ],
  ];
  for (const [kind, runAt] of plan) {
    if (runAt) await rearmJob(tx, { kind, bookingId: booking.id, runAt });
    // A new booking has no job yet to withdraw.
    else if (!isNew) await cancelPendingJobs(tx, booking.id, [kind]);
  }
  // The guests' reminders of the old time are set aside: the visitor's reminders of the new time
  // queue them again when they go (booking-jobs.ts). One being sent right now is left to finish.
  if (!isNew)
    await tx
      .update(scheduledJobs)
      .set({ status: "cancelled" })
      .where(
        and(
          eq(scheduledJobs.bookingId, booking.id),
          inArray(scheduledJobs.kind, [
            BOOKING_JOBS.guestsReminder,
            BOOKING_JOBS.guestsLastReminder,
          ]),
          ne(scheduledJobs.status, "running"),
        ),
      );
  return dayBefore;
}

/**
 * After the last reminder's lead changed: every upcoming meeting's last reminder is planned again
 * for the new lead (or withdrawn, when it is switched off), in the settings' own transaction. A
 * meeting that already had its last reminder does not get a second one.
 */
export async function replanLastReminders(tx: Database, minutes: number | null, now: Date) {
  await tx
    .update(scheduledJobs)
    .set({ status: "cancelled" })
    .where(
      and(eq(scheduledJobs.kind, BOOKING_JOBS.lastReminder), eq(scheduledJobs.status, "pending")),
    );
  if (minutes === null) return;
  const runAt = sql`b.starts_at - make_interval(mins => ${minutes})`;
  await tx.execute(sql`
    INSERT INTO scheduled_jobs (kind, booking_id, run_at)
    SELECT ${BOOKING_JOBS.lastReminder}, b.id, ${runAt} FROM bookings b
    WHERE b.status = 'confirmed' AND ${runAt} >= ${now.toISOString()}::timestamptz
    ON CONFLICT (kind, booking_id) DO UPDATE
      SET status = 'pending', run_at = excluded.run_at, attempts = 0, locked_at = NULL,
          locked_by = NULL, last_error = NULL, completed_at = NULL
      WHERE scheduled_jobs.status = 'cancelled'`);
}
