import { hostQuerySchema } from "@/lib/schemas/hosts";
import { listDateHours } from "@/server/availability/date-hours";
import { getDb } from "@/server/db";
import { scheduleHost } from "@/server/hosts/host-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** A host's date-specific hours (`?hostId=`, the first host's when left out) from today on. */
export const GET = apiRoute({ access: "admin", input: hostQuerySchema }, async ({ hostId }) => {
  const db = await getDb();
  return { dates: await listDateHours(db, new Date(), (await scheduleHost(db, hostId)).id) };
});
