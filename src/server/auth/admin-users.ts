import "server-only";
import { and, eq } from "drizzle-orm";
import { passwordPolicyError } from "@/lib/schemas/fields";
import type { Database } from "@/server/db";
import { adminUsers, session } from "@/server/db/schema";
import type { Auth } from "./create-auth";
import { voidPasswordLinks } from "./void-password-links";

export type AdminRole = (typeof adminUsers.$inferSelect)["role"];
export type AdminRecord = typeof adminUsers.$inferSelect;

/** Spec §4: an admin is an admin_users row with status active; nothing else counts. */
export async function findActiveAdmin(db: Database, userId: string): Promise<AdminRecord | null> {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(and(eq(adminUsers.userId, userId), eq(adminUsers.status, "active")))
    .limit(1);
  return row ?? null;
}

export async function hasActiveSuperAdmin(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "super_admin"), eq(adminUsers.status, "active")))
    .limit(1);
  return Boolean(row);
}

export class PasswordPolicyError extends Error {}

/**
 * Creates (or reuses) an identity with a confirmed e-mail and a password, plus its admin_users row.
 * The caller checks the password against the policy for a friendly field message; this refuses a
 * weak one again (PasswordPolicyError), so no path can set one.
 */
export async function createAdminIdentity(
  db: Database,
  auth: Auth,
  input: { email: string; password: string; role: AdminRole },
): Promise<AdminRecord> {
  const weakness = passwordPolicyError(input.password);
  if (weakness) throw new PasswordPolicyError(weakness);
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const passwordHash = await ctx.password.hash(input.password);
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  let userId: string;
  if (existing) {
    userId = existing.user.id;
    const credential = existing.accounts.find((a) => a.providerId === "credential");
    if (credential) await ctx.internalAdapter.updatePassword(userId, passwordHash);
    else
      await ctx.internalAdapter.linkAccount({
        userId,
        providerId: "credential",
        accountId: userId,
        password: passwordHash,
      });
    if (!existing.user.emailVerified)
      await ctx.internalAdapter.updateUser(userId, { emailVerified: true });
    // A password set here (the boot's ADMIN_PASSWORD, or staff re-creating an admin) replaces
    // any reset or invitation link still out, as a reset does.
    await voidPasswordLinks(db, userId);
  } else {
    const created = await ctx.internalAdapter.createUser(
      {
        email,
        name: email.split("@")[0] ?? email,
        emailVerified: true,
      },
      { method: "admin" },
    );
    userId = created.id;
    await ctx.internalAdapter.linkAccount({
      userId,
      providerId: "credential",
      accountId: userId,
      password: passwordHash,
    });
  }
  const [row] = await db
    .insert(adminUsers)
    .values({ userId, email, role: input.role, status: "active" })
    .onConflictDoUpdate({
      target: adminUsers.userId,
      set: { role: input.role, status: "active", updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error("admin_users insert returned no row");
  return row;
}

/** Signs an identity out everywhere (e.g. after deactivation); the guard refuses it anyway. */
export async function revokeUserSessions(db: Database, userId: string): Promise<number> {
  const removed = await db.delete(session).where(eq(session.userId, userId)).returning({
    id: session.id,
  });
  return removed.length;
}
