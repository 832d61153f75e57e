import "server-only";
import { and, arrayContains, eq } from "drizzle-orm";
import { env } from "@/env";
import { chatNoteOf, slackMessageOf } from "@/lib/webhooks/chat-message";
import type { WebhookEvent, WebhookFormat } from "@/lib/webhooks/events";
import { teamsMessageOf } from "@/lib/webhooks/teams-card";
import { readBookingSettings } from "@/server/availability/booking-settings";
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
    .select({ id: webhookEndpoints.id, format: webhookEndpoints.format })
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [event.type])),
    );
  if (endpoints.length === 0) return [];
  return enqueueDeliveries(tx, event, endpoints, now);
}

/**
 * The deliveries of one event (one id) to the given endpoints, each in its endpoint's format (the
 * signed event, or its chat message on the business clock, ADR 0073), and their jobs.
 */
export async function enqueueDeliveries(
  tx: Database,
  event: NewEvent,
  endpoints: readonly { id: string; format: WebhookFormat }[],
  now: Date,
) {
  const id = newEventId();
  const body = {
    id,
    type: event.type,
    timestamp: now.toISOString(),
    data: event.data,
  } as WebhookEvent;
  // A message for people needs the business clock: read only when such an endpoint listens.
  const note = endpoints.some((endpoint) => endpoint.format !== "standard")
    ? chatNoteOf(body, await chatContext(tx))
    : null;
  const bodies: Record<WebhookFormat, string> = {
    standard: JSON.stringify(body),
    chat: note ? JSON.stringify(slackMessageOf(note)) : "",
    teams: note ? JSON.stringify(teamsMessageOf(note)) : "",
  };
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        endpointId: endpoint.id,
        eventType: event.type,
        eventId: id,
        payload: bodies[endpoint.format],
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId });
  for (const endpoint of endpoints) await armWebhookJob(tx, endpoint.id, now);
  return rows;
}

/** The business clock and the site's address, for chat messages' times and links. */
async function chatContext(tx: Database) {
  const { timeZone, timeFormat } = await readBookingSettings(tx);
  return { zone: timeZone, timeFormat, siteUrl: env().APP_URL.replace(/\/+$/, "") };
}
