import { availabilityQuerySchema } from "@/lib/schemas/booking";
import { getAvailability } from "@/server/availability/public-availability";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** GET /api/v1/availability?from=YYYY-MM-DD&to=YYYY-MM-DD[&type=slug][&host=slug] → each date's status. */
export const GET = apiRoute({ access: "public", input: availabilityQuerySchema }, async (query) =>
  getAvailability(await getDb(), query, new Date()),
);
