import "server-only";
import { eq, type SQL, sql } from "drizzle-orm";
import { readBookingSettings } from "@/server/availability/booking-settings";
import type { Database } from "@/server/db";
import { bookings, meetingTypes } from "@/server/db/schema";
import { bookingFollowUpMail } from "@/server/email/templates/booking-follow-up";
import type { JobHandler } from "@/server/jobs/job-queue";
import type { BookingConfig, BookingDeps } from "./booking-config";
import { addressed, type BookingRow, mailView, NO_LINK } from "./booking-mail";

// The follow-up mail (ADR 0076): a meeting type's message to the visitor some hours after the
// meeting ends. Planned when a booking is made or moved and whenever its type's follow-up changes;
// what is sent is read when it goes, so a no-show, a cancellation or a message taken off stops it.

export const FOLLOW_UP_JOB = "booking.follow-up";

const runAt = sql`b.ends_at + make_interval(hours => t.follow_up_hours)`;

/**
 * Arms the follow-up of each booking `where` selects whose type has a message: a new job, or a
 * pending or withdrawn one at its (new) time. One that went out already is never sent again.
 */
async function armFollowUps(tx: Database, where: SQL) {
  await tx.execute(sql`
    INSERT INTO scheduled_jobs (kind, booking_id, run_at)
    SELECT ${FOLLOW_UP_JOB}, b.id, ${runAt}
    FROM bookings b JOIN meeting_types t ON t.id = b.meeting_type_id
    WHERE t.follow_up_message <> '' AND b.status <> 'cancelled' AND b.no_show_at IS NULL
      AND ${where}
    ON CONFLICT (kind, booking_id) DO UPDATE
      SET status = 'pending', run_at = excluded.run_at, attempts = 0, locked_at = NULL,
          locked_by = NULL, last_error = NULL, completed_at = NULL
      WHERE scheduled_jobs.status IN ('pending', 'cancelled')`);
}

/** A booking made or moved: its follow-up at the end of its (new) time. */
export const planFollowUp = (tx: Database, bookingId: string) =>
  armFollowUps(tx, sql`b.id = ${bookingId}`);

/**
 * A type's follow-up changed: the follow-ups still to go take the new hours (one now overdue goes
 * at once) or are withdrawn with the message, and the meetings whose time under the new hours is
 * still ahead get one. Meetings whose follow-up time has passed get none: switching one on does not
 * write to every past visitor.
 */
export async function replanFollowUps(tx: Database, meetingTypeId: string, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(sql`
    UPDATE scheduled_jobs j
    SET run_at = GREATEST(${runAt}, ${at}),
        status = CASE WHEN t.follow_up_message = '' THEN 'cancelled'::job_status ELSE 'pending' END
    FROM bookings b JOIN meeting_types t ON t.id = b.meeting_type_id
    WHERE j.booking_id = b.id AND j.kind = ${FOLLOW_UP_JOB} AND j.status = 'pending'
      AND b.meeting_type_id = ${meetingTypeId}`);
  await armFollowUps(tx, sql`b.meeting_type_id = ${meetingTypeId} AND ${runAt} >= ${at}`);
}

/** `/book` for the same type with the visitor's details filled in (README "Links that fill…"). */
export function bookAgainUrl(
  booking: BookingRow,
  type: { slug: string; active: boolean },
  config: Pick<BookingConfig, "appUrl">,
) {
  const query = new URLSearchParams({
    ...(type.active ? { type: type.slug } : {}),
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    contactType: booking.contactType,
    contactNumber: booking.contactNumber,
    ...(booking.website ? { website: booking.website } : {}),
  });
  return `${config.appUrl}/book?${query}`;
}

export function followUpJobHandlers(db: Database, deps: BookingDeps): Record<string, JobHandler> {
  return {
    async [FOLLOW_UP_JOB](job) {
      if (!job.bookingId) return "cancelled";
      const [row] = await db
        .select({
          booking: bookings,
          type: {
            name: meetingTypes.name,
            slug: meetingTypes.slug,
            active: meetingTypes.active,
            message: meetingTypes.followUpMessage,
          },
        })
        .from(bookings)
        .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
        .where(eq(bookings.id, job.bookingId));
      if (!row || row.booking.status === "cancelled" || row.booking.noShowAt || !row.type.message)
        return "cancelled";
      const { booking, type } = row;
      const settings = await readBookingSettings(db);
      const view = mailView(booking, settings, NO_LINK);
      const mail = bookingFollowUpMail(
        view,
        type.name,
        type.message,
        bookAgainUrl(booking, type, deps.config),
      );
      await deps.send(addressed("visitor", booking, deps.config, mail));
      return "done";
    },
  };
}
