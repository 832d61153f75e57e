import { after } from "next/server";
import { bookingRequestSchema } from "@/lib/schemas/booking";
import { defaultBookingDeps } from "@/server/bookings/booking-config";
import { countRefusedBookingRequest, createBooking } from "@/server/bookings/create-booking";
import { getDb } from "@/server/db";
import { clientIp } from "@/server/http/client-ip";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** POST /api/v1/bookings → 201 with the booking; 409 when the time was taken meanwhile. */
const callerIp = (request: Request, trustProxy: boolean) =>
  clientIp(request.headers, { behindProxy: trustProxy });

export const POST = apiRoute(
  {
    access: "public",
    input: bookingRequestSchema,
    // Oversized, malformed and invalid bodies count against the per-IP limit too.
    countRefused: async (request) => {
      const deps = await defaultBookingDeps();
      await countRefusedBookingRequest(
        await getDb(),
        callerIp(request, deps.config.trustProxy),
        deps,
      );
    },
  },
  async (input, { request }) => {
    const deps = await defaultBookingDeps();
    const db = await getDb();
    const ip = callerIp(request, deps.config.trustProxy);
    const { body, deliver } = await createBooking(db, input, { ip }, deps);
    // The mails go out once the visitor has the answer; a failure is retried by the job poller.
    after(deliver);
    return Response.json(body, {
      status: 201,
      headers: { "Cache-Control": "no-store" },
    });
  },
);
