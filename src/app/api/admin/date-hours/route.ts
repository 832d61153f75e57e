import { listDateHours } from "@/server/availability/date-hours";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Date-specific hours from today on, soonest first. */
export const GET = apiRoute({ access: "admin" }, async () => ({
  dates: await listDateHours(await getDb(), new Date()),
}));
