import "server-only";
import { describeLeadSource, type LeadSource } from "@/lib/lead-source";
import type { Enquiry } from "@/lib/schemas/enquiry";
import { formatInstant, type TimeFormat } from "@/lib/time/format";
import { enquiryNotificationMail } from "@/server/email/templates/enquiry-notification";

/** The staff notification for a new enquiry, as plain text and HTML from one template. */
export function enquiryNotification(
  enquiry: Pick<Enquiry, "name" | "email" | "company" | "message"> & {
    leadSource: LeadSource | null;
  },
  meta: { id: string; createdAt: Date },
  /** Staff read times on the business clock, as in every other mail and the admin. */
  clock: { timeZone: string; timeFormat: TimeFormat },
) {
  return enquiryNotificationMail({
    name: enquiry.name,
    email: enquiry.email,
    company: enquiry.company,
    message: enquiry.message,
    received: formatInstant(meta.createdAt, clock.timeZone, clock.timeFormat),
    reference: meta.id,
    cameFrom: describeLeadSource(enquiry.leadSource),
  });
}
