import { blockedTimeSchema } from "@/lib/schemas/availability";
import { hostQuerySchema } from "@/lib/schemas/hosts";
import { actorOf } from "@/server/audit/record-audit";
import { addBlockedTime, listBlockedTimes } from "@/server/availability/blocked-times";
import { getDb } from "@/server/db";
import { assertMayEditRowOf, editableHost, scheduleHost } from "@/server/hosts/host-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** The blocks keeping a host away (`?hostId=`, the first host when left out): theirs and the team's. */
export const GET = apiRoute({ access: "admin", input: hostQuerySchema }, async ({ hostId }) => {
  const db = await getDb();
  return { blocks: await listBlockedTimes(db, new Date(), (await scheduleHost(db, hostId)).id) };
});

/**
 * Adds an all-day or timed block for a host (`hostId`, the first host when left out) or, with
 * `wholeTeam`, for every host; answers with the bookings that now sit inside it.
 */
export const POST = apiRoute(
  { access: "admin", input: blockedTimeSchema },
  async (input, { admin }) => {
    const db = await getDb();
    if (input.wholeTeam) await assertMayEditRowOf(db, admin, null);
    const hostId = input.wholeTeam ? null : await editableHost(db, admin, input.hostId);
    return addBlockedTime(db, actorOf(admin), input, new Date(), hostId);
  },
);
