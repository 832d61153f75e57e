import { staffSlotsQuerySchema } from "@/lib/schemas/manage";
import { getSlots } from "@/server/availability/public-availability";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/slots?date=…[&type=…][&overrideNotice=true] → the times staff can book someone
 * in, in the shape of /api/v1/slots; with the override, inside the minimum notice too.
 */
export const GET = apiRoute(
  { access: "admin", input: staffSlotsQuerySchema },
  async ({ date, type, overrideNotice }) =>
    getSlots(await getDb(), date, new Date(), type, { overrideNotice }),
);
