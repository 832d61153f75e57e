"use server";

import { after } from "next/server";
import { cancelMyBookingSchema } from "@/lib/schemas/manage";
import { defaultBookingDeps } from "@/server/bookings/booking-config";
import { cancelByToken } from "@/server/bookings/manage-booking";
import { getDb } from "@/server/db";
import { publicAction } from "@/server/http/public-action";

/** The visitor cancels through their manage link; the token is the only credential. */
export const cancelMyBooking = publicAction(cancelMyBookingSchema, async ({ token, reason }) => {
  const { booking, deliver } = await cancelByToken(
    await getDb(),
    token,
    await defaultBookingDeps(),
    reason,
  );
  after(deliver);
  return { status: booking.status };
});
