import "server-only";
import { and, arrayContains, eq } from "drizzle-orm";
import type { WebhookEvent } from "@/lib/webhooks/events";
import type { Database } from "@/server/db";
import { webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { armWebhookJob } from "./webhook-jobs";
import { newEventId } from "./webhook-secret";

type NewEvent = Omit<WebhookEvent, "id" | "timestamp">;

/**
 * Records an event for every enabled endpoint that chose its type, in the caller's transaction
 * (the booking's, the enquiry's): the deliveries and their endpoints' jobs commit or roll back
 * with the change, so a rolled-back booking sends nothing and a committed one is never lost.
 * The body is fixed now (the booking as it is in this transaction); retries send the same bytes.
 */
export async function recordWebhookEvent(tx: Database, event: NewEvent, now: Date) {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [event.type])),
    );
  if (endpoints.length === 0) return [];
  return enqueueDeliveries(
    tx,
    event,
    endpoints.map((e) => e.id),
    now,
  );
}

/** The deliveries of one event (one id, one body) to the given endpoints, and their jobs. */
export async function enqueueDeliveries(
  tx: Database,
  event: NewEvent,
  endpointIds: string[],
  now: Date,
) {
  const id = newEventId();
  const body = { id, type: event.type, timestamp: now.toISOString(), data: event.data };
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      endpointIds.map((endpointId) => ({
        endpointId,
        eventType: event.type,
        eventId: id,
        payload: JSON.stringify(body),
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId });
  for (const endpointId of endpointIds) await armWebhookJob(tx, endpointId, now);
  return rows;
}
