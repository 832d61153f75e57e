import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/server/db";
import { type AdminRecord, findActiveAdmin } from "./admin-users";
import { getAuth } from "./index";

export interface AdminContext {
  userId: string;
  email: string;
  admin: AdminRecord;
  isSuperAdmin: boolean;
}

/** The signed-in caller's active admin record, or null. Reads the database on every call. */
export async function getAdminContext(requestHeaders?: Headers): Promise<AdminContext | null> {
  // Read the request first: during `next build` this marks the page dynamic before any I/O.
  const source = requestHeaders ?? (await headers());
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: source }).catch(() => null);
  if (!session) return null;
  const admin = await findActiveAdmin(await getDb(), session.user.id);
  if (!admin) return null;
  return {
    userId: session.user.id,
    email: session.user.email,
    admin,
    isSuperAdmin: admin.role === "super_admin",
  };
}

/** For pages: an active admin, or a redirect to /login. */
export async function requireAdmin(returnTo = "/admin"): Promise<AdminContext> {
  const context = await getAdminContext();
  if (!context) redirect(`/login?next=${encodeURIComponent(returnTo)}`);
  return context;
}

/** For pages: an active super admin; other admins get null (the page explains), anonymous → /login. */
export async function requireSuperAdmin(returnTo = "/admin"): Promise<AdminContext | null> {
  const context = await requireAdmin(returnTo);
  return context.isSuperAdmin ? context : null;
}
