import { weeklyBreakSchema } from "@/lib/schemas/availability";
import { hostQuerySchema } from "@/lib/schemas/hosts";
import { actorOf } from "@/server/audit/record-audit";
import { addWeeklyBreak, listWeeklyBreaks } from "@/server/availability/weekly-breaks";
import { getDb } from "@/server/db";
import { editableHost, scheduleHost } from "@/server/hosts/host-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** A host's weekly breaks (`?hostId=`, the first host's when left out), earliest first. */
export const GET = apiRoute({ access: "admin", input: hostQuerySchema }, async ({ hostId }) => {
  const db = await getDb();
  return { breaks: await listWeeklyBreaks(db, (await scheduleHost(db, hostId)).id) };
});

/** Adds a weekly break; answers with the bookings that now sit inside it. */
export const POST = apiRoute(
  { access: "admin", input: weeklyBreakSchema },
  async (input, { admin }) => {
    const db = await getDb();
    const hostId = await editableHost(db, admin, input.hostId);
    return addWeeklyBreak(db, actorOf(admin), input, new Date(), hostId);
  },
);
