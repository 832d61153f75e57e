import { deleteAdminUserSchema, updateAdminUserSchema } from "@/lib/schemas/admin-users";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { deleteAdminUser } from "@/server/users/delete-admin-user";
import { updateAdminUser } from "@/server/users/update-admin-user";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** { status: "active" | "inactive" } and/or { role: "admin" | "super_admin" }. */
export const PATCH = apiRoute(
  { access: "super_admin", input: updateAdminUserSchema },
  async (input, { admin }) =>
    updateAdminUser(await getDb(), { ...actorOf(admin), adminId: admin.admin.id }, input),
);

export const DELETE = apiRoute(
  { access: "super_admin", input: deleteAdminUserSchema },
  async ({ id }, { admin }) =>
    deleteAdminUser(await getDb(), { ...actorOf(admin), adminId: admin.admin.id }, id),
);
