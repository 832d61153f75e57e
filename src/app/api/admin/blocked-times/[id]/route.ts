import { removeBlockedTimeSchema } from "@/lib/schemas/availability";
import { actorOf } from "@/server/audit/record-audit";
import { removeBlockedTime } from "@/server/availability/blocked-times";
import { getDb } from "@/server/db";
import { assertMayEditRowOf } from "@/server/hosts/host-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

export const DELETE = apiRoute(
  { access: "admin", input: removeBlockedTimeSchema },
  async ({ id }, { admin }) => ({
    block: await removeBlockedTime(await getDb(), actorOf(admin), id, (tx, hostId) =>
      assertMayEditRowOf(tx, admin, hostId),
    ),
  }),
);
