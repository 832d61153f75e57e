import { slotsQuerySchema } from "@/lib/schemas/booking";
import { getSlots } from "@/server/availability/public-availability";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** GET /api/v1/slots?date=YYYY-MM-DD → the free times of that date. */
export const GET = apiRoute({ access: "public", input: slotsQuerySchema }, async ({ date }) =>
  getSlots(await getDb(), date, new Date()),
);
