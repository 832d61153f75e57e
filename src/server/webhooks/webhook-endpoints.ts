import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { CreatedWebhookEndpoint, WebhookEndpointSummary } from "@/lib/webhooks/admin";
import type { WebhookEventType, WebhookFormat } from "@/lib/webhooks/events";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import type { WebhookDeps } from "./webhook-config";
import { armWebhookJob } from "./webhook-jobs";
import { encryptWebhookSecret, newSigningSecret } from "./webhook-secret";
import { checkWebhookUrl, WebhookUrlError } from "./webhook-url";
import { sealWebhookUrl, shownWebhookUrl, webhookDisplayUrl } from "./webhook-url-at-rest";

/**
 * The Integrations tab's endpoint services (issue 16): list, add, change, rotate, remove. Every
 * change is audited without the secret, which leaves the server only in the answer that made it.
 */

export const NOT_FOUND = "This webhook endpoint no longer exists";

type Endpoint = typeof webhookEndpoints.$inferSelect;
/** The address's scheme and host only: the audit trail is read by every admin, for years. */
const auditable = (e: Pick<Endpoint, "displayUrl" | "events" | "enabled" | "format">) => ({
  url: e.displayUrl,
  events: e.events,
  enabled: e.enabled,
  format: e.format,
});

export async function listWebhookEndpoints(
  db: Database,
  authSecret: string,
): Promise<WebhookEndpointSummary[]> {
  const count = (status: "failed" | "pending") =>
    sql<number>`count(*) filter (where ${webhookDeliveries.status} = ${status})::int`;
  const [endpoints, counts] = await Promise.all([
    db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt)),
    db
      .select({
        endpointId: webhookDeliveries.endpointId,
        failed: count("failed"),
        pending: count("pending"),
      })
      .from(webhookDeliveries)
      .groupBy(webhookDeliveries.endpointId),
  ]);
  const countsOf = new Map(counts.map((c) => [c.endpointId, c]));
  return endpoints.map((e) => ({
    id: e.id,
    url: shownWebhookUrl(e, authSecret),
    events: e.events,
    enabled: e.enabled,
    format: e.format,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    failedCount: Number(countsOf.get(e.id)?.failed ?? 0),
    pendingCount: Number(countsOf.get(e.id)?.pending ?? 0),
  }));
}

export async function findWebhookEndpoint(db: Database, id: string): Promise<Endpoint> {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .limit(1);
  if (!endpoint) throw new ActionError(404, NOT_FOUND);
  return endpoint;
}

/** Adds an endpoint (422 on `url` for an address the SSRF rules refuse); the secret shown once. */
export async function createWebhookEndpoint(
  db: Database,
  deps: WebhookDeps,
  actor: AuditActor,
  input: { url: string; events: WebhookEventType[]; format: WebhookFormat },
): Promise<CreatedWebhookEndpoint> {
  let url: URL;
  try {
    url = await checkWebhookUrl(input.url, deps.config);
  } catch (error) {
    if (error instanceof WebhookUrlError)
      throw new ActionError(422, error.message, { url: error.message });
    throw error;
  }
  const secret = newSigningSecret();
  const now = deps.now();
  const endpoint = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        url: sealWebhookUrl(url.href, deps.config.authSecret),
        displayUrl: webhookDisplayUrl(url),
        events: input.events,
        format: input.format,
        secret: encryptWebhookSecret(secret, deps.config.authSecret),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: "webhook.create",
      entity: "webhook_endpoints",
      entityId: row!.id,
      after: auditable(row!),
    });
    return row!;
  });
  const { id, events, format } = endpoint;
  return { id, url: url.href, events, format, secret };
}

/** Changes the events or turns the endpoint on/off; on again, what waited is sent. */
export async function updateWebhookEndpoint(
  db: Database,
  deps: WebhookDeps,
  actor: AuditActor,
  input: { id: string; events?: WebhookEventType[]; enabled?: boolean },
): Promise<WebhookEndpointSummary> {
  const now = deps.now();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, input.id))
      .for("update");
    if (!before) throw new ActionError(404, NOT_FOUND);
    const [after] = await tx
      .update(webhookEndpoints)
      .set({
        events: input.events ?? before.events,
        enabled: input.enabled ?? before.enabled,
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, input.id))
      .returning();
    await recordAudit(tx, actor, {
      action: "webhook.update",
      entity: "webhook_endpoints",
      entityId: input.id,
      before: auditable(before),
      after: auditable(after!),
    });
    if (after!.enabled && !before.enabled) await armWebhookJob(tx, input.id, now);
  });
  const summary = (await listWebhookEndpoints(db, deps.config.authSecret)).find(
    (e) => e.id === input.id,
  );
  if (!summary) throw new ActionError(404, NOT_FOUND);
  return summary;
}

/**
 * A new secret; the old one stops working at once. Shown once, like at creation. Also the way out
 * when AUTH_SECRET changed and the stored secret can no longer be read.
 */
export async function rotateWebhookSecret(
  db: Database,
  deps: WebhookDeps,
  actor: AuditActor,
  id: string,
): Promise<CreatedWebhookEndpoint> {
  const secret = newSigningSecret();
  const [row] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(webhookEndpoints)
      .set({ secret: encryptWebhookSecret(secret, deps.config.authSecret), updatedAt: deps.now() })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (rows.length === 0) throw new ActionError(404, NOT_FOUND);
    await recordAudit(tx, actor, {
      action: "webhook.rotate-secret",
      entity: "webhook_endpoints",
      entityId: id,
    });
    // What waited (e.g. a secret AUTH_SECRET no longer opens) is sent with the new one.
    if (rows[0]!.enabled) await armWebhookJob(tx, id, deps.now());
    return rows;
  });
  const url = shownWebhookUrl(row!, deps.config.authSecret);
  return { id: row!.id, url, events: row!.events, format: row!.format, secret };
}

/** Removes the endpoint with its deliveries and its job (cascade). */
export async function deleteWebhookEndpoint(db: Database, actor: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id)))
      .returning();
    if (!row) throw new ActionError(404, NOT_FOUND);
    await recordAudit(tx, actor, {
      action: "webhook.delete",
      entity: "webhook_endpoints",
      entityId: id,
      before: auditable(row),
    });
  });
  return { id };
}
