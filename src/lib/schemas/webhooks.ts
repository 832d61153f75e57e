// The Integrations tab's inputs (issue 16), shared by the client components and the
// /api/admin/webhooks route handlers (which re-parse every request).
import * as z from "zod";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_FORMATS } from "@/lib/webhooks/events";

const UUID_MESSAGE = "Expected parameter to be UUID but is not";
const id = z.uuid(UUID_MESSAGE);

const url = z
  .string({ error: "URL is required" })
  .trim()
  .min(1, "URL is required")
  .max(2000, "URL must be at most 2000 characters")
  .refine((v) => /^https?:\/\//i.test(v), "URL must start with https://")
  .refine((v) => !/[\s\p{Cc}]/u.test(v), "URL must not contain spaces");

const EVENTS_MESSAGE = `Events must be some of: ${WEBHOOK_EVENT_TYPES.join(", ")}`;
const events = z
  .array(z.string({ error: EVENTS_MESSAGE }), { error: EVENTS_MESSAGE })
  .min(1, "Choose at least one event")
  .max(WEBHOOK_EVENT_TYPES.length * 2, EVENTS_MESSAGE)
  .superRefine((list, ctx) => {
    const unknown = list.find((e) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(e));
    if (unknown !== undefined)
      ctx.addIssue({ code: "custom", message: `Unknown event: ${unknown}` });
  })
  .transform((list) => WEBHOOK_EVENT_TYPES.filter((e) => list.includes(e)));

const FORMAT_MESSAGE = `Format must be one of: ${WEBHOOK_FORMATS.join(", ")}`;

/** A new endpoint: its address, its events, and what it is sent (absent: the signed event). */
export const createWebhookSchema = z.object({
  url,
  events,
  format: z.enum(WEBHOOK_FORMATS, { error: FORMAT_MESSAGE }).default("standard"),
});
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;

export const updateWebhookSchema = z
  .object({
    id,
    events: events.optional(),
    enabled: z.boolean({ error: "On/off must be true or false" }).optional(),
  })
  .refine((v) => v.events !== undefined || v.enabled !== undefined, {
    message: "Give events or enabled",
    path: ["events"],
  });

export const webhookIdSchema = z.object({ id });
export const webhookDeliverySchema = z.object({ id, deliveryId: id });
