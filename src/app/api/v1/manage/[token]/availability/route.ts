import { manageAvailabilityQuerySchema } from "@/lib/schemas/manage";
import { moveAvailability } from "@/server/bookings/move-options";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * GET /api/v1/manage/{token}/availability?from&to → each date's status for moving this booking:
 * its own type's times (also a type no longer offered), its own time free.
 */
export const GET = apiRoute(
  { access: "public", input: manageAvailabilityQuerySchema },
  async ({ token, from, to }) =>
    moveAvailability(
      await getDb(),
      { booking: { manageToken: token }, now: new Date() },
      { from, to },
    ),
);
