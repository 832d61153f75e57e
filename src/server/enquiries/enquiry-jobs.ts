import "server-only";
import { eq } from "drizzle-orm";
import { readBookingSettings } from "@/server/availability/booking-settings";
import type { Database } from "@/server/db";
import { enquiries } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import type { JobHandler } from "@/server/jobs/job-queue";
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
        ...enquiryNotification(row, row, await readBookingSettings(db)),
      });
      return "done";
    },
  };
}
