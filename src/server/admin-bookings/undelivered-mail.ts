import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { ActionError } from "@/server/actions/result";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { BookingDeps } from "@/server/bookings/booking-config";
import { BOOKING_JOBS, bookingJobHandlers } from "@/server/bookings/booking-jobs";
import type { Database } from "@/server/db";
import { bookings, scheduledJobs } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/job-queue";

/** What each mail job sends, in the words staff read on the dashboard. */
const MAIL_LABELS: Record<string, string> = {
  [BOOKING_JOBS.confirmation]: "Booking confirmation to the visitor",
  [BOOKING_JOBS.staffNotification]: "New-booking notice to staff",
  [BOOKING_JOBS.reminder]: "Reminder to the visitor",
  [BOOKING_JOBS.cancelledByVisitor]: "Cancellation to the visitor",
  [BOOKING_JOBS.cancelledByStaff]: "Cancellation to the visitor",
  [BOOKING_JOBS.cancellationNoticeByVisitor]: "Cancellation notice to staff",
  [BOOKING_JOBS.cancellationNoticeByStaff]: "Cancellation notice to staff",
};

export interface UndeliveredMail {
  id: string;
  label: string;
  bookingId: string;
  visitorName: string;
  visitorEmail: string;
  startsAt: string;
  endsAt: string;
  attempts: number;
  lastError: string | null;
}

/**
 * Booking mails the queue gave up on (every retry failed, ADR 0020): the visitor may be without
 * their confirmation and manage link, so staff see them on the dashboard and can send them again.
 */
export async function listUndeliveredMail(db: Database): Promise<UndeliveredMail[]> {
  const rows = await db
    .select({
      id: scheduledJobs.id,
      kind: scheduledJobs.kind,
      bookingId: bookings.id,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      email: bookings.email,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      attempts: scheduledJobs.attempts,
      lastError: scheduledJobs.lastError,
    })
    .from(scheduledJobs)
    .innerJoin(bookings, eq(bookings.id, scheduledJobs.bookingId))
    .where(eq(scheduledJobs.status, "failed"))
    .orderBy(desc(scheduledJobs.createdAt))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    label: MAIL_LABELS[row.kind] ?? row.kind,
    bookingId: row.bookingId,
    visitorName: `${row.firstName} ${row.lastName}`,
    visitorEmail: row.email,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    attempts: row.attempts,
    lastError: row.lastError,
  }));
}

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
      .returning({ kind: scheduledJobs.kind, bookingId: scheduledJobs.bookingId });
    if (!job) throw new ActionError(404, "This e-mail is no longer waiting to be sent");
    await recordAudit(tx, actor, {
      action: "mail.retry",
      entity: "scheduled_jobs",
      entityId: jobId,
      before: { kind: job.kind, bookingId: job.bookingId, status: "failed" },
      after: { kind: job.kind, bookingId: job.bookingId, status: "pending" },
    });
  });
  const [result] = await runDueJobs(db, bookingJobHandlers(db, deps), {
    now: deps.now,
    workerId: `retry:${randomUUID().slice(0, 8)}`,
    onlyId: jobId,
  });
  return { id: jobId, outcome: result?.outcome ?? "failed" };
}
