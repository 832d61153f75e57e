import { createAdminUserSchema } from "@/lib/schemas/admin-users";
import { actorOf } from "@/server/audit/record-audit";
import { getAuth } from "@/server/auth";
import { getDb } from "@/server/db";
import { createAdminUser } from "@/server/users/create-admin-user";
import { listAdminUsers } from "@/server/users/list-admin-users";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

export const GET = apiRoute({ access: "super_admin" }, async () => ({
  users: await listAdminUsers(await getDb()),
}));

export const POST = apiRoute(
  { access: "super_admin", input: createAdminUserSchema },
  async (input, { admin }) =>
    createAdminUser(await getDb(), await getAuth(), actorOf(admin), input),
);
