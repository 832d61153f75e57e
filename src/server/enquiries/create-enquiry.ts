import "server-only";
import type { Enquiry } from "@/lib/schemas/enquiry";
import { HOUR_IN_SECONDS } from "@/lib/time/durations";
import type { WebhookEnquiry } from "@/lib/webhooks/events";
import type { Database } from "@/server/db";
import { enquiries } from "@/server/db/schema";
import { enqueueJob, IMMEDIATE_SEND_GRACE_MS, runJobNow } from "@/server/jobs/job-queue";
import { enforceRateLimits } from "@/server/rate-limit";
import { recordWebhookEvent } from "@/server/webhooks/record-event";
import { type WebhookConfig, webhookConfigFromEnv } from "@/server/webhooks/webhook-config";
import { sendWebhooksNow } from "@/server/webhooks/webhook-jobs";
import { ENQUIRY_JOBS, type EnquiryMailDeps, enquiryJobHandlers } from "./enquiry-jobs";

export interface EnquiryDependencies extends EnquiryMailDeps {
  db: Database;
  now: Date;
  /** Enquiries allowed per hour from one IP (null: unknown, all share a bucket) and one e-mail. */
  limits: { ip: string | null; perIp: number; perEmail: number };
  /** Webhook delivery settings (tests); WEBHOOK_* from the environment otherwise. */
  webhooks?: WebhookConfig;
}

/** An enquiry as the admin API answers it: the `enquiry.created` event's data. */
const webhookEnquiryOf = (row: typeof enquiries.$inferSelect): WebhookEnquiry => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  message: row.message,
  source: row.leadSource,
  createdAt: row.createdAt.toISOString(),
});

export type EnquiryOutcome =
  | {
      status: "received";
      id: string;
      /** Sends the staff notification now (call after the response); retried by the poller. */
      deliver: () => Promise<void>;
    }
  | { status: "discarded" };

/**
 * Saves a parsed enquiry and schedules the staff notification. A filled honeypot is discarded
 * silently (the bot sees the same success as a person) before anything is counted: it costs
 * nothing, and counting it would let one bot use up a shared per-IP bucket for every visitor.
 * Every other attempt counts against the hourly limits per IP and per e-mail (a 429 beyond them:
 * the staff inbox is not a free mail relay). The enquiry and its notification job are written in
 * one transaction, so a mail server that is down loses nothing: the job queue retries it (ADR 0013).
 */
export async function createEnquiry(
  input: Enquiry,
  { db, sendEmail, staffEmail, now, limits, webhooks }: EnquiryDependencies,
): Promise<EnquiryOutcome> {
  if (input.website.trim() !== "") return { status: "discarded" };
  await enforceRateLimits(
    db,
    [
      {
        key: `enquiry:ip:${limits.ip ?? "unknown"}`,
        limit: limits.perIp,
        windowSeconds: HOUR_IN_SECONDS,
      },
      {
        key: `enquiry:email:${input.email}`,
        limit: limits.perEmail,
        windowSeconds: HOUR_IN_SECONDS,
      },
    ],
    now,
    (retryIn) =>
      `Too many messages in the last hour. Please try again in ${retryIn}, or book a meeting instead.`,
  );
  const { id, jobId } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        name: input.name,
        email: input.email,
        company: input.company,
        message: input.message,
        leadSource: input.source ?? null,
        // The injected clock, as for bookings: Insights counts it by the day it came in.
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("enquiry insert returned no row");
    await recordWebhookEvent(tx, { type: "enquiry.created", data: webhookEnquiryOf(row) }, now);
    const job = await enqueueJob(tx, {
      kind: ENQUIRY_JOBS.notification,
      enquiryId: row.id,
      runAt: new Date(now.getTime() + IMMEDIATE_SEND_GRACE_MS),
    });
    return { id: row.id, jobId: job };
  });
  return {
    status: "received",
    id,
    deliver: async () => {
      if (jobId)
        await runJobNow(
          db,
          enquiryJobHandlers(db, { sendEmail, staffEmail }),
          { id: jobId, kind: ENQUIRY_JOBS.notification },
          now,
        );
      await sendWebhooksNow(db, { config: webhooks ?? webhookConfigFromEnv(), now: () => now });
    },
  };
}
