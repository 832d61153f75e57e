"use server";

import { after } from "next/server";
import { manageTokenSchema } from "@/lib/schemas/booking";
import { publicAction } from "@/server/actions/safe-action";
import { defaultBookingDeps } from "@/server/bookings/booking-config";
import { cancelBookingByToken } from "@/server/bookings/cancel-booking";
import { getDb } from "@/server/db";

/** The visitor cancels through their manage link; the token is the only credential. */
export const cancelMyBooking = publicAction(manageTokenSchema, async ({ token }) => {
  const deps = { ...(await defaultBookingDeps()), afterResponse: after };
  const result = await cancelBookingByToken(await getDb(), token, deps);
  return { status: result.status };
});
