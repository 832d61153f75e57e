import { after } from "next/server";
import { manageTokenCancelSchema } from "@/lib/schemas/manage";
import { defaultBookingDeps } from "@/server/bookings/booking-config";
import { cancelByToken } from "@/server/bookings/manage-booking";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** POST /api/v1/manage/{token}/cancel [{ reason }] → 200 with the cancelled booking. */
export const POST = apiRoute(
  { access: "public", input: manageTokenCancelSchema },
  async ({ token, reason }) => {
    const { booking, deliver } = await cancelByToken(
      await getDb(),
      token,
      await defaultBookingDeps(),
      reason,
    );
    after(deliver);
    return booking;
  },
);
