import "server-only";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { AdminUserSummary } from "@/lib/admin-api";
import type { Database } from "@/server/db";
import { account, adminUsers } from "@/server/db/schema";

/** Every admin, newest first (spec §7). Password hashes are never selected. */
export async function listAdminUsers(db: Database): Promise<AdminUserSummary[]> {
  const rows = await db
    .select({
      id: adminUsers.id,
      userId: adminUsers.userId,
      email: adminUsers.email,
      role: adminUsers.role,
      status: adminUsers.status,
      createdAt: adminUsers.createdAt,
      // Qualified by hand: Drizzle renders a bare column inside sql`` unqualified.
      hasPassword: sql<boolean>`exists (select 1 from "account" a where a.user_id = "admin_users"."user_id" and a.provider_id = 'credential' and a.password is not null)`,
    })
    .from(adminUsers)
    .orderBy(desc(adminUsers.createdAt), desc(adminUsers.id));
  return rows.map(({ hasPassword, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    invitationPending: !hasPassword,
  }));
}

/** Whether the identity can sign in with a password (an invitee has none until they choose one). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const count = await db.$count(
    account,
    and(
      eq(account.userId, userId),
      eq(account.providerId, "credential"),
      isNotNull(account.password),
    ),
  );
  return count > 0;
}
