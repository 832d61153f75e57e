import "server-only";
import { headers } from "next/headers";
import { after } from "next/server";
import { env } from "@/env";
import { enquirySchema } from "@/lib/schemas/enquiry";
import { getDb } from "@/server/db";
import { sendEmail } from "@/server/email/send-email";
import { clientIp } from "@/server/http/client-ip";
import { publicAction } from "@/server/http/public-action";
import { createEnquiry } from "./create-enquiry";

/**
 * The contact form's mutation: parse with the shared schema (422 + field messages), rate-limit
 * (429), save, and mail staff once the answer has gone (the job queue retries a failed mail).
 */
export const submitEnquiry = publicAction(enquirySchema, async (input) => {
  const config = env();
  const outcome = await createEnquiry(input, {
    db: await getDb(),
    sendEmail,
    staffEmail: config.STAFF_EMAIL,
    now: new Date(),
    limits: {
      ip: clientIp(await headers(), { behindProxy: config.TRUST_PROXY }),
      perIp: config.ENQUIRY_RATE_LIMIT_PER_IP,
      perEmail: config.ENQUIRY_RATE_LIMIT_PER_EMAIL,
    },
  });
  if (outcome.status === "received") after(outcome.deliver);
  // The same answer for a discarded (honeypot) submission: nothing to learn for a bot.
  return { received: true as const };
});
