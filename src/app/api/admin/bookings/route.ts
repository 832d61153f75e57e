import { bookingFilterSchema } from "@/lib/schemas/admin";
import { listBookings } from "@/server/admin-bookings/list-bookings";
import { apiRoute } from "@/server/api/route";
import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";

/** One page of bookings: ?view=upcoming|past&q=&status=&from=&to=&page= */
export const GET = apiRoute({ access: "admin", input: bookingFilterSchema }, async (filter) =>
  listBookings(await getDb(), filter, new Date()),
);
