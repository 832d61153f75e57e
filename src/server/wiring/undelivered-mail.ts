import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { UndeliveredMail } from "@/lib/admin-api";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { BookingDeps } from "@/server/bookings/booking-config";
import { BOOKING_JOBS } from "@/server/bookings/booking-jobs";
import { CALENDAR_JOBS } from "@/server/calendars/calendar-jobs";
import type { Database } from "@/server/db";
import { bookings, enquiries, scheduledJobs } from "@/server/db/schema";
import { ENQUIRY_JOBS } from "@/server/enquiries/enquiry-jobs";
import { ActionError } from "@/server/http/action-result";
import { runDueJobs } from "@/server/jobs/job-queue";
import { allJobHandlers } from "@/server/wiring/job-handlers";

type BookingJobKind = (typeof BOOKING_JOBS)[keyof typeof BOOKING_JOBS];

/** What each booking job sends, in the words staff read: a new kind does not compile without. */
const BOOKING_MAIL_LABELS: Record<BookingJobKind, string> = {
  [BOOKING_JOBS.confirmation]: "Booking confirmation to the visitor",
  [BOOKING_JOBS.staffNotification]: "New-booking notice to staff",
  [BOOKING_JOBS.reminder]: "Reminder to the visitor",
  [BOOKING_JOBS.lastReminder]: "Last reminder to the visitor",
  [BOOKING_JOBS.meetingLink]: "Meeting link to the visitor",
  [BOOKING_JOBS.cancelledByVisitor]: "Cancellation to the visitor",
  [BOOKING_JOBS.cancelledByStaff]: "Cancellation to the visitor",
  [BOOKING_JOBS.cancellationNoticeByVisitor]: "Cancellation notice to staff",
  [BOOKING_JOBS.cancellationNoticeByStaff]: "Cancellation notice to staff",
  [BOOKING_JOBS.movedByVisitor]: "New time to the visitor",
  [BOOKING_JOBS.movedByStaff]: "New time to the visitor",
  [BOOKING_JOBS.movedNoticeByVisitor]: "New-time notice to staff",
  [BOOKING_JOBS.movedNoticeByStaff]: "New-time notice to staff",
  [BOOKING_JOBS.guestsInvited]: "Invitation to the guests",
  [BOOKING_JOBS.guestsChangedNotice]: "Guests-changed notice to staff",
  [BOOKING_JOBS.guestsMeetingLink]: "Meeting link to the guests",
  [BOOKING_JOBS.guestsMoved]: "New time to the guests",
  [BOOKING_JOBS.guestsCancelled]: "Cancellation to the guests",
  [BOOKING_JOBS.guestsReminder]: "Reminder to the guests",
  [BOOKING_JOBS.guestsLastReminder]: "Last reminder to the guests",
  [BOOKING_JOBS.followUp]: "Follow-up to the visitor",
  [BOOKING_JOBS.noShowMessage]: "No-show message to the visitor",
  [BOOKING_JOBS.reassigned]: "New host to the visitor",
  [BOOKING_JOBS.takenOff]: "Handed-over notice to the former host",
  [BOOKING_JOBS.assigned]: "Handed-over notice to the new host",
  [BOOKING_JOBS.guests]: "New host to the guests",
};

/** What each mail job sends, in the words staff read on the dashboard. */
const MAIL_LABELS: Record<string, string> = {
  ...BOOKING_MAIL_LABELS,
  [ENQUIRY_JOBS.notification]: "New-enquiry notice to staff",
  [CALENDAR_JOBS.writeBooking]: "Event in the destination calendar",
  [CALENDAR_JOBS.removeBooking]: "Event removed from the destination calendar",
};

const LIST_LIMIT = 50;

/**
 * Mails the queue gave up on (every retry failed, ADR 0020): a visitor may be without their
 * confirmation and manage link, or staff without a new enquiry, so staff see them on the dashboard
 * and can send them again. Newest first.
 */
export async function listUndeliveredMail(db: Database): Promise<UndeliveredMail[]> {
  const job = {
    id: scheduledJobs.id,
    kind: scheduledJobs.kind,
    attempts: scheduledJobs.attempts,
    lastError: scheduledJobs.lastError,
    createdAt: scheduledJobs.createdAt,
  };
  const failed = eq(scheduledJobs.status, "failed");
  const [bookingMails, enquiryMails] = await Promise.all([
    db
      .select({
        ...job,
        bookingId: bookings.id,
        firstName: bookings.firstName,
        lastName: bookings.lastName,
        email: bookings.email,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
      })
      .from(scheduledJobs)
      .innerJoin(bookings, eq(bookings.id, scheduledJobs.bookingId))
      .where(failed)
      .orderBy(desc(scheduledJobs.createdAt))
      .limit(LIST_LIMIT),
    db
      .select({ ...job, name: enquiries.name, email: enquiries.email })
      .from(scheduledJobs)
      .innerJoin(enquiries, eq(enquiries.id, scheduledJobs.enquiryId))
      .where(failed)
      .orderBy(desc(scheduledJobs.createdAt))
      .limit(LIST_LIMIT),
  ]);
  const mails = [
    ...bookingMails.map((row) => ({
      createdAt: row.createdAt,
      mail: {
        ...common(row),
        bookingId: row.bookingId,
        visitorName: `${row.firstName} ${row.lastName}`,
        visitorEmail: row.email,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
      },
    })),
    ...enquiryMails.map((row) => ({
      createdAt: row.createdAt,
      mail: {
        ...common(row),
        bookingId: null,
        visitorName: row.name,
        visitorEmail: row.email,
        startsAt: null,
        endsAt: null,
      },
    })),
  ];
  return mails
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, LIST_LIMIT)
    .map(({ mail }) => mail);
}

const common = (row: { id: string; kind: string; attempts: number; lastError: string | null }) => ({
  id: row.id,
  label: MAIL_LABELS[row.kind] ?? row.kind,
  attempts: row.attempts,
  lastError: row.lastError,
});

/**
 * Puts a given-up mail back in the queue with fresh attempts (audited with the change), then
 * tries it once at once; if that fails too, the queue's usual retries take over. The handlers
 * still decide: a reminder for a cancelled booking, say, is not sent.
 */
export async function retryUndeliveredMail(
  db: Database,
  actor: AuditActor,
  jobId: string,
  deps: BookingDeps,
): Promise<{ id: string; outcome: "done" | "cancelled" | "failed" }> {
  const now = deps.now();
  await db.transaction(async (tx) => {
    const [job] = await tx
      .update(scheduledJobs)
      .set({ status: "pending", attempts: 0, runAt: now, lockedAt: null, lockedBy: null })
      .where(and(eq(scheduledJobs.id, jobId), eq(scheduledJobs.status, "failed")))
      .returning({
        kind: scheduledJobs.kind,
        bookingId: scheduledJobs.bookingId,
        enquiryId: scheduledJobs.enquiryId,
      });
    if (!job) throw new ActionError(404, "This e-mail is no longer waiting to be sent");
    await recordAudit(tx, actor, {
      action: "mail.retry",
      entity: "scheduled_jobs",
      entityId: jobId,
      before: { ...job, status: "failed" },
      after: { ...job, status: "pending" },
    });
  });
  const [result] = await runDueJobs(db, allJobHandlers(db, deps), {
    now: deps.now,
    workerId: `retry:${randomUUID().slice(0, 8)}`,
    onlyId: jobId,
  });
  return { id: jobId, outcome: result?.outcome ?? "failed" };
}
