import { listUndeliveredMail } from "@/server/admin-bookings/undelivered-mail";
import { apiRoute } from "@/server/api/route";
import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";

/** Booking mails every retry failed for: shown on the Bookings tab so staff can send them again. */
export const GET = apiRoute({ access: "admin" }, async () => ({
  mails: await listUndeliveredMail(await getDb()),
}));
