"use server";

import { after } from "next/server";
import { manageTokenSchema } from "@/lib/schemas/booking";
import { publicAction } from "@/server/actions/safe-action";
import { cancelBookingByToken } from "@/server/bookings/cancel-booking";
import { getDb } from "@/server/db";

/** The visitor cancels through their manage link; the token is the only credential. */
export const cancelMyBooking = publicAction(manageTokenSchema, async ({ token }) => {
  const { booking, deliver } = await cancelBookingByToken(await getDb(), token);
  after(deliver);
  return { status: booking.status };
});
