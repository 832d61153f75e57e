import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { Database } from "@/server/db";
import { getDb } from "@/server/db";
import { type AdminRecord, findActiveAdmin } from "./admin-users";
import type { Auth } from "./create-auth";
import { getAuth } from "./index";

export interface AdminContext {
  userId: string;
  email: string;
  admin: AdminRecord;
  isSuperAdmin: boolean;
}

/**
 * The active admin behind a request's session cookie, or null. Reads admin_users every time, so
 * deactivating or deleting an admin ends their access at their very next request.
 */
export async function resolveAdminContext(
  auth: Auth,
  db: Database,
  requestHeaders: Headers,
): Promise<AdminContext | null> {
  // No renewal here: a server render cannot set the cookie, and renewing only the row would leave
  // the browser's cookie to lapse. SessionRenewal asks /api/auth/get-session, which renews both.
  const session = await auth.api
    .getSession({ headers: requestHeaders, query: { disableRefresh: true } })
    .catch(() => null);
  if (!session) return null;
  const admin = await findActiveAdmin(db, session.user.id).catch(() => null);
  if (!admin) return null;
  return {
    userId: session.user.id,
    email: session.user.email,
    admin,
    isSuperAdmin: admin.role === "super_admin",
  };
}

/** The signed-in caller's active admin record, or null. Reads the database on every call. */
export async function getAdminContext(requestHeaders?: Headers): Promise<AdminContext | null> {
  // Read the request first: during `next build` this marks the page dynamic before any I/O.
  const source = requestHeaders ?? (await headers());
  return resolveAdminContext(await getAuth(), await getDb(), source);
}

/** The sign-in page, remembering which admin page to come back to. */
export const loginUrlFor = (returnTo: string) => `/login?next=${encodeURIComponent(returnTo)}`;

/** For pages: an active admin, or a redirect to /login. */
export async function requireAdmin(returnTo = "/admin"): Promise<AdminContext> {
  const context = await getAdminContext();
  if (!context) redirect(loginUrlFor(returnTo));
  return context;
}

/** For pages: an active super admin; other admins get null (the page explains), anonymous → /login. */
export async function requireSuperAdmin(returnTo = "/admin"): Promise<AdminContext | null> {
  const context = await requireAdmin(returnTo);
  return context.isSuperAdmin ? context : null;
}
