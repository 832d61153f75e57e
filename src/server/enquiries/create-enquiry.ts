import "server-only";
import type { Enquiry } from "@/lib/schemas/enquiry";
import type { Database } from "@/server/db";
import { enquiries } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { enforceRateLimits } from "@/server/rate-limit";
import { enquiryNotification } from "./enquiry-email";

const HOUR = 3600;

export interface EnquiryDependencies {
  db: Database;
  sendEmail: (email: Email) => Promise<unknown>;
  staffEmail: string;
  now: Date;
  /** Enquiries allowed per hour from one IP (null: unknown, all share a bucket) and one e-mail. */
  limits: { ip: string | null; perIp: number; perEmail: number };
}

export type EnquiryOutcome = { status: "received"; id: string } | { status: "discarded" };

/**
 * Saves a parsed enquiry and notifies staff. A filled honeypot is discarded silently (the bot sees
 * the same success as a person) before anything is counted: it costs nothing, and counting it
 * would let one bot use up a shared per-IP bucket for every visitor. Every other attempt counts
 * against the hourly limits per IP and per e-mail (a 429 beyond them: the staff inbox is not a
 * free mail relay). The row is written first: if
 * the mail fails, the enquiry is not lost — the failure is logged and the visitor still gets their
 * confirmation.
 */
export async function createEnquiry(
  input: Enquiry,
  { db, sendEmail, staffEmail, now, limits }: EnquiryDependencies,
): Promise<EnquiryOutcome> {
  if (input.website.trim() !== "") return { status: "discarded" };
  await enforceRateLimits(
    db,
    [
      { key: `enquiry:ip:${limits.ip ?? "unknown"}`, limit: limits.perIp, windowSeconds: HOUR },
      { key: `enquiry:email:${input.email}`, limit: limits.perEmail, windowSeconds: HOUR },
    ],
    now,
    (retryIn) =>
      `Too many messages in the last hour. Please try again in ${retryIn}, or book a meeting instead.`,
  );
  const [row] = await db
    .insert(enquiries)
    .values({
      name: input.name,
      email: input.email,
      company: input.company,
      message: input.message,
    })
    .returning({ id: enquiries.id, createdAt: enquiries.createdAt });
  if (!row) throw new Error("enquiry insert returned no row");
  try {
    await sendEmail({ to: staffEmail, replyTo: input.email, ...enquiryNotification(input, row) });
  } catch (error) {
    console.error(`[enquiries] saved ${row.id} but the staff notification failed:`, error);
  }
  return { status: "received", id: row.id };
}
