// The events a webhook endpoint may receive (issue 16, ADR 0070) and what staff read about them.
import type { AdminBooking } from "@/lib/admin-api";
import type { LeadSource } from "@/lib/lead-source";

export const WEBHOOK_EVENT_TYPES = [
  "booking.created",
  "booking.cancelled",
  "booking.rescheduled",
  "booking.meeting_link_changed",
  "booking.guests_changed",
  "booking.no_show_changed",
  "booking.reassigned",
  "enquiry.created",
  "person.erased",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * What an endpoint receives (ADR 0073): the signed event as JSON; a chat message for a
 * Slack-compatible incoming webhook (Slack, Google Chat, Mattermost, Discord's `/slack` address);
 * or the same words as an Adaptive Card for a Microsoft Teams Workflows webhook.
 */
export const WEBHOOK_FORMATS = ["standard", "chat", "teams"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormat, string> = {
  standard: "Signed JSON event (n8n, Zapier, Make, your own code)",
  chat: "Chat message (Slack, Google Chat, Mattermost, Discord)",
  teams: "Microsoft Teams card (a Teams Workflows webhook)",
};
/** Said on an endpoint's card; the signed event, the default, needs no word. */
export const WEBHOOK_FORMAT_BADGES: Record<Exclude<WebhookFormat, "standard">, string> = {
  chat: "Chat message",
  teams: "Teams card",
};

/** Sent by "Send test"; never chosen, every endpoint may receive it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "booking.created": "Booking made",
  "booking.cancelled": "Booking cancelled (by the visitor or staff)",
  "booking.rescheduled": "Booking moved to another time",
  "booking.meeting_link_changed": "Meeting link added or changed",
  "booking.guests_changed": "Guests added or taken off (by the visitor or staff)",
  "booking.no_show_changed": "No-show marked or cleared by staff",
  "booking.reassigned": "Booking handed to another host by staff",
  "enquiry.created": "Contact-form enquiry",
  "person.erased": "A person's data erased (their address, so your tools can erase them too)",
};

/** A contact-form enquiry as the admin API answers it. */
export interface WebhookEnquiry {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
  /** Where the sender came from (ADR 0069); null: not recorded. */
  source: LeadSource | null;
  createdAt: string;
}

/** A booking event's data: the booking as the admin API answers it, hosts by name and slug. */
export type WebhookBooking = Omit<AdminBooking, "hosts"> & {
  hosts: { name: string; slug: string }[];
  cancelledBy?: "staff" | "visitor";
  /** `booking.reassigned`: the host the meeting was taken from. */
  previousHost?: { name: string; slug: string } | null;
};

/**
 * The body of every event (Standard Webhooks' recommended shape): `id` is unique per event and is
 * also the `webhook-id` header; `data` is the booking or enquiry as the admin API answers it.
 */
export type WebhookEvent =
  | {
      id: string;
      type: Exclude<WebhookEventType, "enquiry.created" | "person.erased">;
      timestamp: string;
      data: WebhookBooking;
    }
  | { id: string; type: "enquiry.created"; timestamp: string; data: WebhookEnquiry }
  /** A super admin erased a person's data (ADR 0074): recipients holding it should erase it too. */
  | { id: string; type: "person.erased"; timestamp: string; data: { email: string } }
  | { id: string; type: typeof WEBHOOK_TEST_EVENT; timestamp: string; data: { message: string } };
