import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db";
import { enquiries } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { type JobHandler, runDueJobs } from "@/server/jobs/job-queue";
import { enquiryNotification } from "./enquiry-email";

/** The staff notification of an enquiry is a durable job, retried like the booking mails. */
export const ENQUIRY_JOBS = { notification: "enquiry.notification" } as const;

export interface EnquiryMailDeps {
  sendEmail: (email: Email) => Promise<unknown>;
  staffEmail: string;
}

export function enquiryJobHandlers(
  db: Database,
  deps: EnquiryMailDeps,
): Record<string, JobHandler> {
  return {
    async [ENQUIRY_JOBS.notification](job) {
      if (!job.enquiryId) return "cancelled";
      const [row] = await db
        .select()
        .from(enquiries)
        .where(eq(enquiries.id, job.enquiryId))
        .limit(1);
      if (!row) return "cancelled";
      await deps.sendEmail({
        to: deps.staffEmail,
        replyTo: row.email,
        ...enquiryNotification(row, row),
      });
      return "done";
    },
  };
}

/**
 * Sends a new enquiry's notification right away (its run_at is a grace period for the poller). A
 * failure is logged and left for the poller's retries, never shown to the visitor.
 */
export async function sendEnquiryNotificationNow(
  db: Database,
  deps: EnquiryMailDeps,
  jobId: string,
  now: Date,
) {
  try {
    await runDueJobs(db, enquiryJobHandlers(db, deps), {
      now,
      workerId: `request:${randomUUID().slice(0, 8)}`,
      onlyId: jobId,
    });
  } catch (error) {
    console.error(
      `[enquiries] sending notification job ${jobId} failed; the poller retries`,
      error,
    );
  }
}
