import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { secretBox } from "@/server/crypto/secret-box";

/** Signing secrets at rest, under their own key derived from AUTH_SECRET (not the calendars'). */
const box = secretBox({
  salt: "agency-site/webhook-secrets/v1",
  info: "webhook-signing-secret",
  noun: "webhook signing secret",
});
export const encryptWebhookSecret = box.encrypt;
export const decryptWebhookSecret = box.decrypt;

/** A new `whsec_<base64>` secret: 32 random bytes, as Standard Webhooks recommends (24–64). */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** A new event id (the `webhook-id` header and the body's `id`). */
export const newEventId = () => `msg_${randomUUID().replaceAll("-", "")}`;

/**
 * The three Standard Webhooks headers for one attempt: the id stays the same on every attempt,
 * the timestamp is the attempt's, and the signature is `v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">`, made by the reference library itself.
 */
export function signatureHeaders(secret: string, eventId: string, sentAt: Date, body: string) {
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(eventId, sentAt, body),
  };
}
