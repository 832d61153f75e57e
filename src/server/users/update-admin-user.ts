import "server-only";
import { eq } from "drizzle-orm";
import type { UpdateAdminUserInput } from "@/lib/schemas/admin-users";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import { revokeUserSessions } from "@/server/auth/admin-users";
import { voidPasswordLinks } from "@/server/auth/void-password-links";
import type { Database } from "@/server/db";
import { adminUsers } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { assertAnotherActiveSuperAdmin, findAdminUser, lockAdminUsers } from "./admin-user-lock";

const OWN_ROLE_MESSAGE = "You cannot change your own role";

/**
 * Activates/deactivates an admin or changes their role. Deactivation ends that admin's sessions
 * and voids their reset and invitation links in the same transaction, so their very next request
 * is anonymous and no link sent earlier sets a password. Nobody can deactivate
 * themselves or change their own role, and the last active super admin cannot be deactivated or
 * demoted.
 */
export async function updateAdminUser(
  db: Database,
  actor: AuditActor & { adminId: string },
  input: UpdateAdminUserInput,
) {
  return db.transaction(async (tx) => {
    await lockAdminUsers(tx);
    const target = await findAdminUser(tx, input.id);
    if (input.status === "inactive" && target.id === actor.adminId)
      throw new ActionError(409, "You cannot deactivate yourself");
    if (input.role !== undefined && target.id === actor.adminId)
      throw new ActionError(409, OWN_ROLE_MESSAGE, { role: OWN_ROLE_MESSAGE });
    if (input.status === "inactive") await assertAnotherActiveSuperAdmin(tx, target, "deactivated");
    if (input.role === "admin") await assertAnotherActiveSuperAdmin(tx, target, "changed to admin");

    const changes = {
      ...(input.status ? { status: input.status } : {}),
      ...(input.role ? { role: input.role } : {}),
    };
    const [updated] = await tx
      .update(adminUsers)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(adminUsers.id, target.id))
      .returning();
    if (!updated) throw new ActionError(404, "Admin user not found");
    let sessionsEnded = 0;
    if (input.status === "inactive") {
      sessionsEnded = await revokeUserSessions(tx, target.userId);
      // A reset or invitation link must not outlive the deactivation it was sent before.
      await voidPasswordLinks(tx, target.userId);
    }
    await recordAudit(tx, actor, {
      action:
        input.status && !input.role
          ? `admin_user.${input.status === "active" ? "activate" : "deactivate"}`
          : "admin_user.update",
      entity: "admin_users",
      entityId: target.id,
      before: { email: target.email, role: target.role, status: target.status },
      after: { email: updated.email, role: updated.role, status: updated.status },
    });
    return {
      id: updated.id,
      email: updated.email,
      role: updated.role,
      status: updated.status,
      sessionsEnded,
    };
  });
}
