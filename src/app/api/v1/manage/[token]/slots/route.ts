import { manageSlotsQuerySchema } from "@/lib/schemas/manage";
import { moveSlots } from "@/server/bookings/move-options";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** GET /api/v1/manage/{token}/slots?date → the times of that date this booking can move to. */
export const GET = apiRoute(
  { access: "public", input: manageSlotsQuerySchema },
  async ({ token, date }) =>
    moveSlots(await getDb(), { booking: { manageToken: token }, now: new Date() }, date),
);
