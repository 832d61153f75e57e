import { after } from "next/server";
import { adminRescheduleSchema } from "@/lib/schemas/manage";
import { actorOf } from "@/server/audit/record-audit";
import { bookingTimeAnswer } from "@/server/bookings/booking-time-answer";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * Staff move an upcoming booking: the same checks as the visitor's move (conflicts, past times),
 * but the minimum notice may be overridden, the move limit does not apply, and with `anyTime`
 * the time is any time of day (ADR 0068).
 */
export const POST = apiRoute(
  { access: "admin", input: adminRescheduleSchema },
  async ({ id, date, time, overrideNotice, anyTime }, { admin }) => {
    const { booking, deliver } = await rescheduleBooking(
      await getDb(),
      id,
      { date, time },
      { by: "staff", actor: actorOf(admin), overrideNotice, anyTime },
    );
    after(deliver);
    return { booking: bookingTimeAnswer(booking) };
  },
);
