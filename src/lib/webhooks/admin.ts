// What the webhook admin routes answer: shared by the server and the Integrations tab.
import type { WebhookFormat } from "./events";

export interface WebhookEndpointSummary {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  /** What it is sent: the signed event, or a chat message (ADR 0073). */
  format: WebhookFormat;
  createdAt: string;
  updatedAt: string;
  /** Deliveries given up after every retry failed (listed with Send again). */
  failedCount: number;
  /** Deliveries waiting (first try or a retry). */
  pendingCount: number;
}

/** Shown once: when the endpoint is made and when its secret is rotated. */
export interface CreatedWebhookEndpoint {
  id: string;
  url: string;
  events: string[];
  format: WebhookFormat;
  secret: string;
}

export type WebhookDeliveryStatus = "pending" | "sending" | "delivered" | "failed";

/** One row of an endpoint's delivery log (no secret, no signature, no body). */
export interface WebhookDeliveryLogEntry {
  id: string;
  eventType: string;
  eventId: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  durationMs: number | null;
  error: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
}
