import "server-only";
import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import { voidPasswordLinks } from "@/server/auth/void-password-links";
import type { Database } from "@/server/db";
import { hosts, user } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { assertAnotherActiveSuperAdmin, findAdminUser, lockAdminUsers } from "./admin-user-lock";

/**
 * Deletes an admin: the better-auth identity goes, and with it (ON DELETE CASCADE) the admin_users
 * row, sessions, password and two-factor secrets; an outstanding invitation link dies too. Their
 * host stays (their bookings keep naming them) but stops taking meetings.
 */
export async function deleteAdminUser(
  db: Database,
  actor: AuditActor & { adminId: string },
  id: string,
) {
  return db.transaction(async (tx) => {
    await lockAdminUsers(tx);
    const target = await findAdminUser(tx, id);
    if (target.id === actor.adminId) throw new ActionError(409, "You cannot delete yourself");
    await assertAnotherActiveSuperAdmin(tx, target, "deleted");
    await voidPasswordLinks(tx, target.userId);
    await tx
      .update(hosts)
      .set({ active: false, updatedAt: new Date() })
      .where(eq(hosts.adminUserId, target.id));
    await tx.delete(user).where(eq(user.id, target.userId));
    await recordAudit(tx, actor, {
      action: "admin_user.delete",
      entity: "admin_users",
      entityId: target.id,
      before: { email: target.email, role: target.role, status: target.status },
      after: null,
    });
    return {
      id: target.id,
      email: target.email,
      message: `Admin user ${target.email} deleted successfully`,
    };
  });
}
