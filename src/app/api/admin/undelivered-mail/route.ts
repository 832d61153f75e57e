import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";
import { listUndeliveredMail } from "@/server/wiring/undelivered-mail";

export const dynamic = "force-dynamic";

/** Booking mails every retry failed for: shown on the Bookings tab so staff can send them again. */
export const GET = apiRoute({ access: "admin" }, async () => ({
  mails: await listUndeliveredMail(await getDb()),
}));
