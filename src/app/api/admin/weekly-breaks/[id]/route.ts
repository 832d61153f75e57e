import { removeWeeklyBreakSchema } from "@/lib/schemas/availability";
import { actorOf } from "@/server/audit/record-audit";
import { removeWeeklyBreak } from "@/server/availability/weekly-breaks";
import { getDb } from "@/server/db";
import { assertMayEditRowOf } from "@/server/hosts/host-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

export const DELETE = apiRoute(
  { access: "admin", input: removeWeeklyBreakSchema },
  async ({ id }, { admin }) => ({
    break: await removeWeeklyBreak(await getDb(), actorOf(admin), id, (tx, hostId) =>
      assertMayEditRowOf(tx, admin, hostId),
    ),
  }),
);
