import { bookingFilterSchema } from "@/lib/schemas/admin";
import { listBookings } from "@/server/bookings/list-bookings";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** One page of bookings: ?view=upcoming|past&q=&status=&from=&to=&page= */
export const GET = apiRoute({ access: "admin", input: bookingFilterSchema }, async (filter) =>
  listBookings(await getDb(), filter, new Date()),
);
