import "server-only";
import { env } from "@/env";
import { enquirySchema } from "@/lib/schemas/enquiry";
import { publicAction } from "@/server/actions/safe-action";
import { getDb } from "@/server/db";
import { sendEmail } from "@/server/email/send-email";
import { createEnquiry } from "./create-enquiry";

/** The contact form's mutation: parse with the shared schema (422 + field messages), save, mail staff. */
export const submitEnquiry = publicAction(enquirySchema, async (input) => {
  await createEnquiry(input, { db: await getDb(), sendEmail, staffEmail: env().STAFF_EMAIL });
  // The same answer for a discarded (honeypot) submission: nothing to learn for a bot.
  return { received: true as const };
});
