"use server";

import { after } from "next/server";
import { manageTokenSchema } from "@/lib/schemas/booking";
import { cancelBookingByToken } from "@/server/bookings/cancel-booking";
import { getDb } from "@/server/db";
import { publicAction } from "@/server/http/public-action";

/** The visitor cancels through their manage link; the token is the only credential. */
export const cancelMyBooking = publicAction(manageTokenSchema, async ({ token }) => {
  const { booking, deliver } = await cancelBookingByToken(await getDb(), token);
  after(deliver);
  return { status: booking.status };
});
