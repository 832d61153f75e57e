import { bookingFilterSchema } from "@/lib/schemas/admin";
import { bookingsToCsv } from "@/server/bookings/bookings-csv";
import { listAllBookings } from "@/server/bookings/list-bookings";
import { getDb } from "@/server/db";
import { csvDownload } from "@/server/http/downloads";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** The filtered list (same query as GET /api/admin/bookings, every page) as a CSV download. */
export const GET = apiRoute({ access: "admin", input: bookingFilterSchema }, async (filter) => {
  const now = new Date();
  const rows = await listAllBookings(await getDb(), filter, now);
  return csvDownload(bookingsToCsv(rows), `bookings-${filter.view}`, now);
});
