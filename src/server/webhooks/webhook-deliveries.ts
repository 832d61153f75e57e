import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { WebhookDeliveryLogEntry } from "@/lib/webhooks/admin";
import { WEBHOOK_TEST_EVENT } from "@/lib/webhooks/events";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { scheduledJobs, webhookDeliveries } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { runJobNow } from "@/server/jobs/job-queue";
import { enqueueDeliveries } from "./record-event";
import type { WebhookDeps } from "./webhook-config";
import { findWebhookEndpoint } from "./webhook-endpoints";
import { armWebhookJob, WEBHOOK_JOBS, webhookJobHandlers } from "./webhook-jobs";

const LOG_LIMIT = 100;

type Row = typeof webhookDeliveries.$inferSelect;
const toEntry = (d: Row): WebhookDeliveryLogEntry => ({
  id: d.id,
  eventType: d.eventType,
  eventId: d.eventId,
  status: d.status,
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode,
  durationMs: d.durationMs,
  error: d.error,
  createdAt: d.createdAt.toISOString(),
  lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: d.status === "pending" ? d.nextAttemptAt.toISOString() : null,
});

/** An endpoint's last 100 deliveries, newest first: no body, no signature, no secret. */
export async function listWebhookDeliveries(
  db: Database,
  endpointId: string,
): Promise<WebhookDeliveryLogEntry[]> {
  await findWebhookEndpoint(db, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.seq))
    .limit(LOG_LIMIT);
  return rows.map(toEntry);
}

async function deliveryById(db: Database, id: string) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row) throw new ActionError(404, "This delivery no longer exists");
  return toEntry(row);
}

/** The endpoint's delivery job, with whether a worker is running it. */
async function endpointJob(db: Database, endpointId: string) {
  const [job] = await db
    .select({ id: scheduledJobs.id, kind: scheduledJobs.kind, status: scheduledJobs.status })
    .from(scheduledJobs)
    .where(
      and(
        eq(scheduledJobs.kind, WEBHOOK_JOBS.deliver),
        eq(scheduledJobs.webhookEndpointId, endpointId),
      ),
    );
  return job;
}

/** Runs the endpoint's job now (after its deliveries were queued), whether due or not. */
async function runEndpointNow(db: Database, deps: WebhookDeps, endpointId: string) {
  const job = await endpointJob(db, endpointId);
  if (job) await runJobNow(db, webhookJobHandlers(db, deps), job, deps.now());
}

/**
 * The delivery once this request's try is over. The poller may have claimed the endpoint's job
 * between the commit and runEndpointNow (which then skips it): while that worker runs it and the
 * delivery is not yet tried, its answer is awaited — at most the send deadline and a little more —
 * so *Send test* and *Send again* say what happened, not "waiting for earlier events".
 */
export async function deliveryOnceTried(
  db: Database,
  deps: WebhookDeps,
  ids: { delivery: string; endpoint: string },
) {
  const giveUpAt = performance.now() + deps.config.timeoutMs + 2_000;
  for (;;) {
    const delivery = await deliveryById(db, ids.delivery);
    const untried =
      delivery.status === "sending" || (delivery.status === "pending" && delivery.attempts === 0);
    if (!untried || performance.now() > giveUpAt) return delivery;
    if ((await endpointJob(db, ids.endpoint))?.status !== "running") return delivery;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Sends a `webhook.test` event through the queue like any other (so it waits behind earlier
 * events of this endpoint, in order) and tries it now; answers the delivery as it then stands.
 */
export async function sendTestEvent(
  db: Database,
  deps: WebhookDeps,
  actor: AuditActor,
  endpointId: string,
): Promise<WebhookDeliveryLogEntry> {
  const endpoint = await findWebhookEndpoint(db, endpointId);
  if (!endpoint.enabled)
    throw new ActionError(409, "This endpoint is off. Turn it on to send a test event.");
  const now = deps.now();
  const [delivery] = await db.transaction(async (tx) => {
    const rows = await enqueueDeliveries(
      tx,
      {
        type: WEBHOOK_TEST_EVENT,
        data: { message: "A test event from the Integrations tab" },
      },
      [endpoint],
      now,
    );
    await recordAudit(tx, actor, {
      action: "webhook.test",
      entity: "webhook_endpoints",
      entityId: endpointId,
    });
    return rows;
  });
  await runEndpointNow(db, deps, endpointId);
  return deliveryOnceTried(db, deps, { delivery: delivery!.id, endpoint: endpointId });
}

/**
 * Send again: a given-up delivery back in the queue with fresh attempts (audited), tried at once.
 * It is the oldest unsent one, so it goes before the endpoint's later events.
 */
export async function retryWebhookDelivery(
  db: Database,
  deps: WebhookDeps,
  actor: AuditActor,
  input: { id: string; deliveryId: string },
): Promise<WebhookDeliveryLogEntry> {
  const now = deps.now();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: "pending", attempts: 0, nextAttemptAt: now, lockedAt: null })
      .where(
        and(
          eq(webhookDeliveries.id, input.deliveryId),
          eq(webhookDeliveries.endpointId, input.id),
          eq(webhookDeliveries.status, "failed"),
        ),
      )
      .returning({ eventType: webhookDeliveries.eventType, eventId: webhookDeliveries.eventId });
    if (!row) throw new ActionError(404, "This delivery is no longer waiting to be sent again");
    await recordAudit(tx, actor, {
      action: "webhook.retry",
      entity: "webhook_deliveries",
      entityId: input.deliveryId,
      before: { ...row, status: "failed" },
      after: { ...row, status: "pending" },
    });
    await armWebhookJob(tx, input.id, now);
  });
  await runEndpointNow(db, deps, input.id);
  return deliveryOnceTried(db, deps, { delivery: input.deliveryId, endpoint: input.id });
}

/** How many deliveries were given up, across endpoints: the dashboard's notice to super admins. */
export async function countGivenUpDeliveries(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, "failed"));
  return Number(row?.n ?? 0);
}
