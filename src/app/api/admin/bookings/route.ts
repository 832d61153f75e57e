import { after } from "next/server";
import { bookingFilterSchema } from "@/lib/schemas/admin";
import { staffBookingSchema } from "@/lib/schemas/manage";
import { actorOf } from "@/server/audit/record-audit";
import { createBookingAsStaff } from "@/server/bookings/create-booking-as-staff";
import { listBookings } from "@/server/bookings/list-bookings";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** One page of bookings: ?view=upcoming|past&q=&status=&from=&to=&page= */
export const GET = apiRoute({ access: "admin", input: bookingFilterSchema }, async (filter) =>
  listBookings(await getDb(), filter, new Date()),
);

/**
 * Staff book a meeting for someone (ADR 0063): 201 with the booking as the public API answers it;
 * 409 when the time is taken, 422 naming the field. The mails go after the response.
 */
export const POST = apiRoute(
  { access: "admin", input: staffBookingSchema },
  async (input, { admin }) => {
    const { body, deliver } = await createBookingAsStaff(await getDb(), actorOf(admin), input);
    after(deliver);
    return Response.json(
      { booking: body },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    );
  },
);
