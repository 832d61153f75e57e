import "server-only";
import { createHash, createHmac } from "node:crypto";
import { ActionError } from "@/server/http/action-result";

/**
 * A booking's manage-link token: an HMAC of its id under the server's secret (base64url, 43
 * characters), so every mail and the API's 201 carry the same link however often a confirmation is
 * retried. Only its hash is stored. Guessing one needs the secret; changing AUTH_SECRET changes
 * the tokens of mails sent afterwards (the confirmation job then stores the new hash).
 */
export function manageTokenFor(secret: string, bookingId: string): { token: string; hash: string } {
  const token = createHmac("sha256", secret)
    .update(`booking-manage-link:${bookingId}`)
    .digest("base64url");
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** An unknown (or malformed) token: the same answer whatever the reason, no hint. */
export const unknownManageLink = () => new ActionError(404, "This link is not valid");
