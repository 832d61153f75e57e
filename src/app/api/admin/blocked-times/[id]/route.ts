import { removeBlockedTimeSchema } from "@/lib/schemas/availability";
import { actorOf } from "@/server/audit/record-audit";
import { removeBlockedTime } from "@/server/availability/blocked-times";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

export const DELETE = apiRoute(
  { access: "admin", input: removeBlockedTimeSchema },
  async ({ id }, { admin }) => ({
    block: await removeBlockedTime(await getDb(), actorOf(admin), id),
  }),
);
