import { adminMoveTimeCheckQuerySchema } from "@/lib/schemas/manage";
import { checkTypedTime } from "@/server/bookings/check-typed-time";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/bookings/{id}/time-check?date=…&time=… → what moving this booking to a typed time
 * runs into (its own length and buffers; itself not counted) before staff move it (ADR 0068).
 */
export const GET = apiRoute(
  { access: "admin", input: adminMoveTimeCheckQuerySchema },
  async ({ id, ...typed }) =>
    checkTypedTime(await getDb(), { ...typed, bookingId: id }, new Date()),
);
