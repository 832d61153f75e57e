import {
  bigserial,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { WEBHOOK_FORMATS } from "../../../lib/webhooks/events";

/**
 * What an endpoint is sent (ADR 0073): the signed event as JSON (Standard Webhooks), a chat
 * message `{ "text": … }` for a Slack-compatible incoming webhook, or a Teams Adaptive Card.
 */
export const webhookFormat = pgEnum("webhook_format", WEBHOOK_FORMATS);

/**
 * A receiver of signed events (ADR 0070). The signing secret (`whsec_…`) is stored encrypted with
 * a key derived from AUTH_SECRET and shown to staff once, when it is made. The address is stored
 * encrypted too: a Slack or Teams incoming-webhook URL is itself the credential that posts.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The encrypted address (webhook-url-at-rest.ts); plain only in rows from before, until boot. */
  url: text("url").notNull(),
  /** The address's scheme and host: what the audit trail records and a failed read shows. */
  displayUrl: text("display_url").notNull().default(""),
  /** The event types it receives (booking.created, …). */
  events: text("events").array().notNull(),
  /** The encrypted `whsec_…` secret. */
  secret: text("secret").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  format: webhookFormat("format").notNull().default("standard"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const webhookDeliveryStatus = pgEnum("webhook_delivery_status", [
  "pending",
  "sending",
  "delivered",
  "failed",
]);

/**
 * One event for one endpoint, written in the transaction of the change it reports. `seq` is the
 * order of creation: an endpoint's job sends its oldest unsent delivery first and nothing after it
 * while it waits for a retry. `event_id` is the `webhook-id` header, the same on every attempt.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    eventId: text("event_id").notNull(),
    /** The exact JSON body that is signed and sent. */
    payload: text("payload").notNull(),
    status: webhookDeliveryStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    durationMs: integer("duration_ms"),
    error: text("error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /** When a worker began sending it (status 'sending'); a stale one is sent again. */
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_endpoint_event_unique").on(t.endpointId, t.eventId),
    index("webhook_deliveries_endpoint_seq_idx").on(t.endpointId, t.seq),
    index("webhook_deliveries_status_idx").on(t.status),
  ],
);
