import { after } from "next/server";
import { cancelBookingSchema } from "@/lib/schemas/admin";
import { cancelBookingAsStaff } from "@/server/admin-bookings/cancel-booking-as-staff";
import { apiRoute } from "@/server/api/route";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";

/** Staff cancel: status cancelled, slot freed, visitor mailed; 404 unknown, 409 not confirmed. */
export const POST = apiRoute(
  { access: "admin", input: cancelBookingSchema },
  async ({ id }, { admin }) => {
    const { booking, deliver } = await cancelBookingAsStaff(await getDb(), actorOf(admin), id);
    after(deliver);
    return { booking };
  },
);
