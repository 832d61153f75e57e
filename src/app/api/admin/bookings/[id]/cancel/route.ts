import { after } from "next/server";
import { cancelBookingSchema } from "@/lib/schemas/admin";
import { actorOf } from "@/server/audit/record-audit";
import { defaultBookingDeps } from "@/server/bookings/booking-config";
import { cancelBookingAsStaff } from "@/server/bookings/cancel-booking-as-staff";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * Staff cancel [{ reason }]: status cancelled, slot freed, visitor mailed (with the reason, if
 * given); 404 unknown, 409 not confirmed.
 */
export const POST = apiRoute(
  { access: "admin", input: cancelBookingSchema },
  async ({ id, reason }, { admin }) => {
    const { booking, deliver } = await cancelBookingAsStaff(
      await getDb(),
      actorOf(admin),
      id,
      await defaultBookingDeps(),
      reason,
    );
    after(deliver);
    return { booking };
  },
);
