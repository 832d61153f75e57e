import "server-only";
import { and, asc, desc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import { isDelivered, nextWebhookAttempt } from "@/lib/webhooks/backoff";
import type { Database } from "@/server/db";
import { scheduledJobs, webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { type JobHandler, runJobNow } from "@/server/jobs/job-queue";
import { sendWebhookOnce } from "./send-webhook";
import type { WebhookDeps } from "./webhook-config";
import { decryptWebhookSecret } from "./webhook-secret";
import { openWebhookUrl } from "./webhook-url-at-rest";

export const WEBHOOK_JOBS = { deliver: "webhook.deliver" } as const;

/** A delivery left 'sending' this long (its worker died mid-send) is sent again. */
export const SENDING_STALE_MS = 2 * 60 * 1000;
/** Sends per job run, so one busy endpoint never holds a worker for long. */
const MAX_SENDS_PER_RUN = 25;
/** Delivered rows kept per endpoint (the log shows the last 100). */
const KEEP_DELIVERED = 100;

/**
 * Wakes an endpoint's one delivery job (kind + endpoint is unique) at `runAt`, or earlier if it is
 * already pending for earlier. A job being run is put back to pending: its worker then loses its
 * lock, so its "done" cannot hide the newer request (as rearmJob does for mails).
 */
export async function armWebhookJob(db: Database, endpointId: string, runAt: Date) {
  await db
    .insert(scheduledJobs)
    .values({ kind: WEBHOOK_JOBS.deliver, webhookEndpointId: endpointId, runAt })
    .onConflictDoUpdate({
      target: [scheduledJobs.kind, scheduledJobs.webhookEndpointId],
      set: {
        runAt: sql`CASE WHEN ${scheduledJobs.status} = 'pending'
          THEN LEAST(${scheduledJobs.runAt}, excluded.run_at) ELSE excluded.run_at END`,
        status: "pending",
        attempts: 0,
        lockedAt: null,
        lockedBy: null,
        lastError: null,
        completedAt: null,
      },
    });
}

type Delivery = typeof webhookDeliveries.$inferSelect;

/** The endpoint's oldest unsent delivery: nothing after it is sent while it waits. */
async function headOf(db: Database, endpointId: string): Promise<Delivery | undefined> {
  const [head] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        inArray(webhookDeliveries.status, ["pending", "sending"]),
      ),
    )
    .orderBy(asc(webhookDeliveries.seq))
    .limit(1);
  return head;
}

/** Takes the head for this worker; false when another worker took it first. */
async function claim(db: Database, head: Delivery, now: Date): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: "sending", lockedAt: now })
    .where(
      and(
        eq(webhookDeliveries.id, head.id),
        eq(webhookDeliveries.status, head.status),
        head.lockedAt
          ? eq(webhookDeliveries.lockedAt, head.lockedAt)
          : sql`${webhookDeliveries.lockedAt} IS NULL`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length === 1;
}

async function pruneDelivered(db: Database, endpointId: string) {
  const [cut] = await db
    .select({ seq: webhookDeliveries.seq })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.seq))
    .offset(KEEP_DELIVERED - 1)
    .limit(1);
  if (!cut) return;
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, "delivered"),
        lt(webhookDeliveries.seq, cut.seq),
      ),
    );
}

/**
 * Sends one endpoint's deliveries in order of creation (ADR 0070): the oldest unsent first; a
 * failure is retried with backoff (lib/webhooks/backoff) and the deliveries after it wait; one
 * given up after ~24 h no longer holds the others. When the head is not due yet the job sleeps
 * until it is. A turned-off or deleted endpoint sends nothing.
 */
async function deliverEndpoint(db: Database, deps: WebhookDeps, endpointId: string) {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId))
    .limit(1);
  if (!endpoint?.enabled) return "cancelled" as const;
  const secret = decryptWebhookSecret(endpoint.secret, deps.config.authSecret);
  const url = openWebhookUrl(endpoint.url, deps.config.authSecret);
  let delivered = false;
  for (let sent = 0; sent < MAX_SENDS_PER_RUN; sent++) {
    const now = deps.now();
    const head = await headOf(db, endpointId);
    if (!head) break;
    const busyUntil = head.lockedAt && new Date(head.lockedAt.getTime() + SENDING_STALE_MS);
    if (head.status === "sending" && busyUntil && busyUntil > now) {
      await armWebhookJob(db, endpointId, busyUntil);
      return "done" as const;
    }
    if (head.status === "pending" && head.nextAttemptAt > now) {
      await armWebhookJob(db, endpointId, head.nextAttemptAt);
      return "done" as const;
    }
    if (!(await claim(db, head, now))) continue;
    const result = await sendWebhookOnce({ url, secret }, head, now, deps.config);
    const attempts = head.attempts + 1;
    const ok = isDelivered(result.statusCode) && !result.error;
    const next = ok ? null : nextWebhookAttempt(attempts, deps.now());
    delivered ||= ok;
    await db
      .update(webhookDeliveries)
      .set({
        status: ok ? "delivered" : next ? "pending" : "failed",
        attempts,
        lastStatusCode: result.statusCode,
        durationMs: result.durationMs,
        error: result.error,
        lastAttemptAt: now,
        deliveredAt: ok ? deps.now() : null,
        nextAttemptAt: next ?? head.nextAttemptAt,
        lockedAt: null,
        // An erasure's address is kept only until it reached the recipient (ADR 0074).
        ...(ok && head.eventType === "person.erased" ? { payload: "" } : {}),
      })
      .where(eq(webhookDeliveries.id, head.id));
  }
  if (delivered) await pruneDelivered(db, endpointId);
  // More than one run's worth: carry on at once in the next run.
  if (await headOf(db, endpointId)) await armWebhookJob(db, endpointId, deps.now());
  return "done" as const;
}

export function webhookJobHandlers(db: Database, deps: WebhookDeps): Record<string, JobHandler> {
  return {
    async [WEBHOOK_JOBS.deliver](job) {
      if (!job.webhookEndpointId) return "cancelled";
      return deliverEndpoint(db, deps, job.webhookEndpointId);
    },
  };
}

/**
 * Runs the due delivery jobs right away, after the response of the request that recorded their
 * events (as booking mails are sent): a receiver hears within seconds whatever the poller's
 * interval. Nothing is thrown; what fails is left to the queue.
 */
export async function sendWebhooksNow(db: Database, deps: WebhookDeps) {
  try {
    const jobs = await db
      .select({ id: scheduledJobs.id, kind: scheduledJobs.kind })
      .from(scheduledJobs)
      .where(
        and(
          eq(scheduledJobs.kind, WEBHOOK_JOBS.deliver),
          eq(scheduledJobs.status, "pending"),
          lte(scheduledJobs.runAt, deps.now()),
        ),
      );
    const handlers = webhookJobHandlers(db, deps);
    for (const job of jobs) await runJobNow(db, handlers, job, deps.now());
  } catch (error) {
    console.error("[webhooks] sending now failed; the poller sends them", error);
  }
}
