import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { adminUsers } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";

// Any constant: every change to admin users in any instance queues on this one lock.
const ADMIN_USERS_LOCK_KEY = 727_002;

/**
 * Serialises admin-user changes for the rest of the transaction. Without it, two super admins
 * deactivating each other at the same moment would both see "another super admin exists" and
 * leave none. (One lock rather than row locks: no lock-ordering deadlocks; such changes are rare.)
 */
export async function lockAdminUsers(tx: Database) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_USERS_LOCK_KEY})`);
}

export type AdminUserRow = typeof adminUsers.$inferSelect;

export async function findAdminUser(tx: Database, id: string): Promise<AdminUserRow> {
  const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  if (!row) throw new ActionError(404, "Admin user not found");
  return row;
}

/** Refuses a change that would leave no active super admin. Call under lockAdminUsers. */
export async function assertAnotherActiveSuperAdmin(
  tx: Database,
  target: AdminUserRow,
  change: "deactivated" | "changed to admin" | "deleted",
) {
  if (target.role !== "super_admin" || target.status !== "active") return;
  const others = await tx.$count(
    adminUsers,
    and(
      eq(adminUsers.role, "super_admin"),
      eq(adminUsers.status, "active"),
      ne(adminUsers.id, target.id),
    ),
  );
  if (others === 0)
    throw new ActionError(
      409,
      `${target.email} is the last active super admin and cannot be ${change}. Make another admin an active super admin first.`,
    );
}
