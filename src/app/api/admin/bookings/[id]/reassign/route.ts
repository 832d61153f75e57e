import { after } from "next/server";
import { reassignBookingSchema } from "@/lib/schemas/reassign";
import { actorOf } from "@/server/audit/record-audit";
import { bookingTimeAnswer } from "@/server/bookings/booking-time-answer";
import { reassignBooking } from "@/server/bookings/reassign-booking";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * Staff hand an upcoming booking to another host at the same time (ADR 0088): 409 naming
 * `hostId` when that host is not free then, 422 for a host who takes no meetings or not this type.
 */
export const POST = apiRoute(
  { access: "admin", input: reassignBookingSchema },
  async (input, { admin }) => {
    const { booking, deliver } = await reassignBooking(await getDb(), input, actorOf(admin));
    after(deliver);
    return { booking: { ...bookingTimeAnswer(booking), hosts: booking.hosts } };
  },
);
