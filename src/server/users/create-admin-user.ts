import "server-only";
import { eq } from "drizzle-orm";
import type { CreateAdminUserInput } from "@/lib/schemas/admin-users";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import { createAdminIdentity } from "@/server/auth/admin-users";
import type { Auth } from "@/server/auth/create-auth";
import type { Database } from "@/server/db";
import { adminUsers } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";

export const adminExistsError = (email: string) =>
  new ActionError(409, `An admin user with email ${email} already exists`, {
    email: `An admin user with email ${email} already exists`,
  });

export async function assertNoAdminWithEmail(db: Database, email: string) {
  const [existing] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, email))
    .limit(1);
  if (existing) throw adminExistsError(email);
}

/**
 * Creates a confirmed identity with the given password and an active admin_users row. The
 * identity is written by better-auth through its own connection, so the audit row follows it
 * rather than sharing its transaction (ADR 0042).
 */
export async function createAdminUser(
  db: Database,
  auth: Auth,
  actor: AuditActor,
  input: CreateAdminUserInput,
) {
  await assertNoAdminWithEmail(db, input.email);
  const created = await createAdminIdentity(db, auth, input);
  const after = { email: created.email, role: created.role, status: created.status };
  await recordAudit(db, actor, {
    action: "admin_user.create",
    entity: "admin_users",
    entityId: created.id,
    before: null,
    after,
  });
  return { id: created.id, ...after, message: `Admin user ${created.email} created successfully` };
}
