import "server-only";
import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { adminUsers, twoFactor, user } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";

/**
 * A super admin turns off another admin's two-factor sign-in (a lost phone): the secret and
 * backup codes go, and the next sign-in asks for the password only. Their own they turn off on
 * the Account page, which asks for their password first.
 */
export async function resetTwoFactor(
  db: Database,
  actor: AuditActor & { adminId: string },
  adminId: string,
) {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
    if (!target) throw new ActionError(404, "Admin user not found");
    if (target.id === actor.adminId)
      throw new ActionError(
        409,
        "Use your Account page to turn off your own two-factor authentication",
      );
    const [identity] = await tx
      .select({ enabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, target.userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, target.userId));
    await tx
      .update(user)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(user.id, target.userId));
    await recordAudit(tx, actor, {
      action: "admin_user.two_factor_reset",
      entity: "admin_users",
      entityId: target.id,
      before: { email: target.email, twoFactorEnabled: identity?.enabled ?? false },
      after: { email: target.email, twoFactorEnabled: false },
    });
    return {
      id: target.id,
      email: target.email,
      twoFactorEnabled: false,
      message: `Two-factor authentication reset for ${target.email}`,
    };
  });
}

/** Whether an identity signs in with a second factor (for the Account page). */
export async function isTwoFactorEnabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId));
  return row?.enabled ?? false;
}
