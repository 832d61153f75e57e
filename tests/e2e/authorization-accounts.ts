// Accounts for e2e tests, written straight into the e2e database (the way the bootstrap and the
// Users tab create them), plus a signed-in API client per account.
import { randomUUID } from "node:crypto";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { hashPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/rows";
import { account, adminUsers, user } from "@/server/db/schema";
import { appUrl, e2e } from "./config";

export type Role = "anonymous" | "inactive" | "admin" | "super_admin";
export const ROLES: Role[] = ["anonymous", "inactive", "admin", "super_admin"];
export const TEST_PASSWORD = "Matrix-passw0rd";

export interface TestAccount {
  email: string;
  password: string;
  userId: string;
  adminId: string;
}

/** An identity with a confirmed e-mail, a password and an admin_users row. */
export async function createAccount(
  db: Database,
  options: { email?: string; password?: string; role?: "admin" | "super_admin" } = {},
): Promise<TestAccount> {
  const email = options.email ?? `e2e-${randomUUID().slice(0, 8)}@agency.test`;
  const password = options.password ?? TEST_PASSWORD;
  const userId = randomUUID();
  await db
    .insert(user)
    .values({ id: userId, email, name: email.split("@")[0]!, emailVerified: true });
  await db.insert(account).values({
    id: randomUUID(),
    userId,
    accountId: userId,
    providerId: "credential",
    password: await hashPassword(password),
  });
  const [row] = await db
    .insert(adminUsers)
    .values({ userId, email, role: options.role ?? "admin", status: "active" })
    .returning();
  return { email, password, userId, adminId: row!.id };
}

export const setAdminStatus = (db: Database, adminId: string, status: "active" | "inactive") =>
  db.update(adminUsers).set({ status }).where(eq(adminUsers.id, adminId));

/** An API client with its own cookie jar and address, signed in as `who` (or anonymous). */
export async function apiClientFor(who: TestAccount | null, ip = "203.0.113.10") {
  const client = await playwrightRequest.newContext({
    baseURL: appUrl,
    extraHTTPHeaders: { origin: appUrl, "x-forwarded-for": ip },
  });
  if (who) {
    const response = await client.post("/api/auth/sign-in/email", {
      data: { email: who.email, password: who.password },
    });
    if (!response.ok()) throw new Error(`sign-in of ${who.email}: ${response.status()}`);
  }
  return client;
}

/**
 * One client per role: anonymous, an admin deactivated after signing in (their cookie is still
 * valid), an active admin and the bootstrapped super admin.
 */
export async function clientsByRole(db: Database): Promise<Record<Role, APIRequestContext>> {
  const inactive = await createAccount(db);
  const admin = await createAccount(db);
  const superAdmin = { email: e2e.adminEmail, password: e2e.adminPassword } as TestAccount;
  const clients = {
    anonymous: await apiClientFor(null),
    inactive: await apiClientFor(inactive),
    admin: await apiClientFor(admin),
    super_admin: await apiClientFor(superAdmin),
  };
  await setAdminStatus(db, inactive.adminId, "inactive");
  return clients;
}

// Tables whose rows a refused call must leave exactly as they were. Sessions, verification
// tokens, throttle buckets and the job queue change on their own (sign-ins, the job poller).
const VOLATILE_TABLES = new Set([
  "session",
  "verification",
  "rate_limit_buckets",
  "scheduled_jobs",
]);

/** A digest of every other application table's rows. */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name: name } of tables) {
    if (VOLATILE_TABLES.has(name)) continue;
    const [row] = await queryRows<{ digest: string }>(
      db,
      sql.raw(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
      ),
    );
    digest[name] = row!.digest;
  }
  return digest;
}
