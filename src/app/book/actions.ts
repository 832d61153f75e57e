"use server";

import { headers } from "next/headers";
import { after } from "next/server";
import { bookingRequestSchema } from "@/lib/schemas/booking";
import { defaultBookingDeps } from "@/server/bookings/booking-config";
import { createBooking } from "@/server/bookings/create-booking";
import { getDb } from "@/server/db";
import { clientIp } from "@/server/http/client-ip";
import { publicAction } from "@/server/http/public-action";

/**
 * The /book form's submit: the same schema and service as POST /api/v1/bookings, answered as an
 * ActionResult (a 409 or 422 is data for the form, not a failed HTTP request in the console).
 */
export const bookMeeting = publicAction(bookingRequestSchema, async (input) => {
  const deps = await defaultBookingDeps();
  const ip = clientIp(await headers(), { behindProxy: deps.config.trustProxy });
  const { body, deliver } = await createBooking(await getDb(), input, { ip }, deps);
  after(deliver);
  return body;
});
