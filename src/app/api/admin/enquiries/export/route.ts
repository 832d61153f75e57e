import { enquiryFilterSchema } from "@/lib/schemas/admin-enquiries";
import { readBookingSettings } from "@/server/availability/booking-settings";
import { getDb } from "@/server/db";
import { enquiriesToCsv } from "@/server/enquiries/enquiries-csv";
import { listAllEnquiries } from "@/server/enquiries/list-enquiries";
import { csvDownload } from "@/server/http/downloads";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** The filtered list (same query as GET /api/admin/enquiries, every page) as a CSV download. */
export const GET = apiRoute({ access: "admin", input: enquiryFilterSchema }, async (filter) => {
  const db = await getDb();
  const [rows, settings] = await Promise.all([
    listAllEnquiries(db, filter),
    readBookingSettings(db),
  ]);
  return csvDownload(enquiriesToCsv(rows, settings.timeZone), "enquiries", new Date());
});
