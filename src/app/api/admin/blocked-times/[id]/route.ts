import { removeBlockedTimeSchema } from "@/lib/schemas/admin";
import { apiRoute } from "@/server/api/route";
import { actorOf } from "@/server/audit/record-audit";
import { removeBlockedTime } from "@/server/availability/admin-blocks";
import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";

export const DELETE = apiRoute(
  { access: "admin", input: removeBlockedTimeSchema },
  async ({ id }, { admin }) => ({
    block: await removeBlockedTime(await getDb(), actorOf(admin), id),
  }),
);
