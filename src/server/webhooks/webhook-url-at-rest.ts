import "server-only";
import { and, eq, like, or } from "drizzle-orm";
import { CredentialError, secretBox } from "@/server/crypto/secret-box";
import type { Database } from "@/server/db";
import { webhookEndpoints } from "@/server/db/schema";

/** Endpoint addresses at rest, under a key of their own derived from AUTH_SECRET. */
const box = secretBox({
  salt: "agency-site/webhook-urls/v1",
  info: "webhook-endpoint-url",
  noun: "webhook address",
});

export const sealWebhookUrl = box.encrypt;

/** What staff and the audit trail may see of an address without opening it: scheme and host. */
export const webhookDisplayUrl = (url: URL) => `${url.protocol}//${url.host}`;

/**
 * The stored address, opened; a row stored before addresses were sealed is read as it is (the
 * boot seals it). Throws CredentialError when AUTH_SECRET no longer opens it.
 */
export function openWebhookUrl(stored: string, authSecret: string): string {
  return isPlainUrl(stored) ? stored : box.decrypt(stored, authSecret);
}

/** The address for the Integrations tab: opened, or its scheme and host when it cannot be. */
export function shownWebhookUrl(
  endpoint: { url: string; displayUrl: string },
  authSecret: string,
): string {
  try {
    return openWebhookUrl(endpoint.url, authSecret);
  } catch (error) {
    if (error instanceof CredentialError) return `${endpoint.displayUrl}/…`;
    throw error;
  }
}

const isPlainUrl = (stored: string) => /^https?:\/\//i.test(stored);

/**
 * Seals the addresses stored in plain before, once, at boot. Each update names the old value, so
 * two instances booting together cannot seal a row twice.
 */
export async function sealPlainWebhookUrls(db: Database, authSecret: string): Promise<number> {
  const plain = await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url })
    .from(webhookEndpoints)
    .where(or(like(webhookEndpoints.url, "http://%"), like(webhookEndpoints.url, "https://%")));
  let sealed = 0;
  for (const row of plain) {
    const updated = await db
      .update(webhookEndpoints)
      .set({
        url: sealWebhookUrl(row.url, authSecret),
        displayUrl: webhookDisplayUrl(new URL(row.url)),
      })
      .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.url, row.url)))
      .returning({ id: webhookEndpoints.id });
    sealed += updated.length;
  }
  return sealed;
}
