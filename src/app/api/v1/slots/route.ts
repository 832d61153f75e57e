import { slotsQuerySchema } from "@/lib/schemas/booking";
import { getSlots } from "@/server/availability/public-availability";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * GET /api/v1/slots?date=YYYY-MM-DD[&type=slug][&host=slug] → the free times of that date for a
 * type: times one of its hosts is free (round robin) or all are (collective); with `host`, that
 * host's.
 */
export const GET = apiRoute(
  { access: "public", input: slotsQuerySchema },
  async ({ date, type, host }) => getSlots(await getDb(), date, new Date(), type, { host }),
);
