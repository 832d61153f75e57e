import { adminMoveSlotsQuerySchema } from "@/lib/schemas/manage";
import { moveSlots } from "@/server/bookings/move-options";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/bookings/{id}/slots?date[&overrideNotice=true] → the times staff can move this
 * booking to (with the override, inside the minimum notice too).
 */
export const GET = apiRoute(
  { access: "admin", input: adminMoveSlotsQuerySchema },
  async ({ id, date, overrideNotice }) =>
    moveSlots(await getDb(), { booking: { id }, overrideNotice, now: new Date() }, date),
);
