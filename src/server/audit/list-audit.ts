import "server-only";
import { desc } from "drizzle-orm";
import type { AuditPage } from "@/lib/admin-api";
import { AUDIT_PAGE_SIZE } from "@/lib/schemas/admin";
import type { Database } from "@/server/db";
import { auditLog } from "@/server/db/schema";

/** The audit trail, newest first, one page at a time. */
export async function listAudit(db: Database, page: number): Promise<AuditPage> {
  const total = await db.$count(auditLog);
  const rows = await db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    total,
  };
}
