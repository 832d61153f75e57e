import { hostQuerySchema } from "@/lib/schemas/hosts";
import { scheduleWeek } from "@/server/availability/schedule-week";
import { getDb } from "@/server/db";
import { scheduleHost } from "@/server/hosts/host-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * A host's week (`?hostId=`, the first host's when left out): the seven weekdays with the weekly
 * breaks, and the confirmed bookings the current rules no longer allow.
 */
export const GET = apiRoute({ access: "admin", input: hostQuerySchema }, async ({ hostId }) => {
  const db = await getDb();
  return scheduleWeek(db, (await scheduleHost(db, hostId)).id, new Date());
});
