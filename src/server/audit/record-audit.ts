import "server-only";
import type { Database } from "@/server/db";
import { auditLog } from "@/server/db/schema";

/** Who made a change: the signed-in admin (user id may be null for system changes). */
export interface AuditActor {
  userId: string | null;
  email: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** The audit actor for a signed-in admin. */
export const actorOf = (context: { userId: string; email: string }): AuditActor => ({
  userId: context.userId,
  email: context.email,
});

/** Plain JSON for the jsonb columns: dates become ISO strings, undefined becomes null. */
function snapshot(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value));
}

/**
 * Appends one audit row. Call it with the transaction that makes the change, so the change and
 * its record commit or roll back together. An update whose before and after are the same (a form
 * saved again unchanged) changed nothing, and leaves no row: the trail lists changes.
 */
export async function recordAudit(db: Database, actor: AuditActor, entry: AuditEntry) {
  const before = snapshot(entry.before);
  const after = snapshot(entry.after);
  if (before !== null && after !== null && JSON.stringify(before) === JSON.stringify(after)) return;
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before,
    after,
  });
}
