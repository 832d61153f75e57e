import "server-only";
import { after } from "next/server";
import { env } from "@/env";
import type { Enquiry } from "@/lib/schemas/enquiry";
import { getDb } from "@/server/db";
import { sendEmail } from "@/server/email/send-email";
import { clientIp } from "@/server/http/client-ip";
import { createEnquiry } from "./create-enquiry";

/**
 * A parsed enquiry from `POST /api/v1/enquiries` (the contact form's, or another site's): rate-
 * limited by the sender's IP and e-mail (429), saved, and mailed to staff once the answer has gone
 * (the job queue retries a failed mail). A discarded (honeypot) one gets the same answer: nothing
 * to learn for a bot.
 */
export async function receiveEnquiry(input: Enquiry, request: Request): Promise<void> {
  const config = env();
  const outcome = await createEnquiry(input, {
    db: await getDb(),
    sendEmail,
    staffEmail: config.STAFF_EMAIL,
    now: new Date(),
    limits: {
      ip: clientIp(request.headers, { behindProxy: config.TRUST_PROXY }),
      perIp: config.ENQUIRY_RATE_LIMIT_PER_IP,
      perEmail: config.ENQUIRY_RATE_LIMIT_PER_EMAIL,
    },
  });
  if (outcome.status === "received") after(outcome.deliver);
}
