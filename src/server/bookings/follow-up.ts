import "server-only";
import { eq, type SQL, sql } from "drizzle-orm";
import { ERASED } from "@/lib/schemas/privacy";
import { readBookingSettings } from "@/server/availability/booking-settings";
import type { Database } from "@/server/db";
import { bookings, meetingTypes } from "@/server/db/schema";
import {
  bookingAfterMeetingMail,
  type MeetingMailKind,
} from "@/server/email/templates/booking-follow-up";
import { cancelPendingJobs, type JobHandler } from "@/server/jobs/job-queue";
import type { BookingConfig, BookingDeps } from "./booking-config";
import { addressed, type BookingRow, mailView, NO_LINK } from "./booking-mail";

// The mails after the meeting (ADR 0076): a meeting type's follow-up to the visitor some hours
// after it ends (planned when a booking is made or moved and whenever the type's follow-up
// changes), and its message to a visitor staff mark a no-show. What is sent is read when it goes,
// so a cancellation, a no-show mark (or its withdrawal) or a message taken off stops it.

/** The type's mails after the meeting: the follow-up, and the message to a no-show. */
export const FOLLOW_UP_JOBS = {
  followUp: "booking.follow-up",
  noShowMessage: "booking.no-show-message",
} as const;
const { followUp: FOLLOW_UP_JOB, noShowMessage: NO_SHOW_JOB } = FOLLOW_UP_JOBS;

/** Time to take back a mistaken no-show mark before the visitor is written to. */
export const NO_SHOW_MESSAGE_DELAY_MS = 10 * 60_000;

const runAt = sql`b.ends_at + make_interval(hours => t.follow_up_hours)`;
/** A job armed again: a new one, or a pending or withdrawn one; never one sent or being sent. */
const REARM = sql`ON CONFLICT (kind, booking_id) DO UPDATE
      SET status = 'pending', run_at = excluded.run_at, attempts = 0, locked_at = NULL,
          locked_by = NULL, last_error = NULL, completed_at = NULL
      WHERE scheduled_jobs.status IN ('pending', 'cancelled')`;

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
      AND b.email <> ${ERASED.email} AND ${where}
    ${REARM}`);
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

/**
 * A no-show mark (ADR 0076): the type's message to the visitor a few minutes later, so a mark
 * taken back at once writes to nobody; taking it back withdraws the message still to go.
 */
export async function planNoShowMessage(
  tx: Database,
  bookingId: string,
  noShow: boolean,
  now: Date,
) {
  if (!noShow) return cancelPendingJobs(tx, bookingId, [NO_SHOW_JOB]);
  const at = new Date(now.getTime() + NO_SHOW_MESSAGE_DELAY_MS).toISOString();
  await tx.execute(sql`
    INSERT INTO scheduled_jobs (kind, booking_id, run_at)
    SELECT ${NO_SHOW_JOB}, b.id, ${at}::timestamptz
    FROM bookings b JOIN meeting_types t ON t.id = b.meeting_type_id
    WHERE b.id = ${bookingId} AND t.no_show_message <> ''
    ${REARM}`);
}

/** `/book` for the same type with the visitor's details filled in (docs/booking.md "Links that fill the form in"). */
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
  /** Sent as the type says when it goes: to a visitor who came, or to one marked a no-show. */
  const mail =
    (kind: MeetingMailKind): JobHandler =>
    async (job) => {
      if (!job.bookingId) return "cancelled";
      const [row] = await db
        .select({
          booking: bookings,
          type: {
            name: meetingTypes.name,
            slug: meetingTypes.slug,
            active: meetingTypes.active,
            followUp: meetingTypes.followUpMessage,
            noShow: meetingTypes.noShowMessage,
          },
        })
        .from(bookings)
        .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
        .where(eq(bookings.id, job.bookingId));
      const message = kind === "no-show" ? row?.type.noShow : row?.type.followUp;
      if (!row || row.booking.status === "cancelled" || !message) return "cancelled";
      // Erased since (ADR 0074/0075): nobody left to write to.
      if (row.booking.email === ERASED.email) return "cancelled";
      if ((row.booking.noShowAt !== null) !== (kind === "no-show")) return "cancelled";
      const { booking, type } = row;
      const view = mailView(booking, await readBookingSettings(db), NO_LINK);
      const again = bookAgainUrl(booking, type, deps.config);
      const rendered = bookingAfterMeetingMail(kind, view, type.name, message, again);
      await deps.send(addressed("visitor", booking, deps.config, rendered));
      return "done";
    };
  return { [FOLLOW_UP_JOB]: mail("follow-up"), [NO_SHOW_JOB]: mail("no-show") };
}
