import { retryMailSchema } from "@/lib/schemas/admin";
import { retryUndeliveredMail } from "@/server/admin-bookings/undelivered-mail";
import { apiRoute } from "@/server/api/route";
import { actorOf } from "@/server/audit/record-audit";
import { defaultBookingDeps } from "@/server/bookings/booking-config";
import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";

/** Queues the mail again and tries it once now: `outcome` says whether it went out. */
export const POST = apiRoute(
  { access: "admin", input: retryMailSchema },
  async ({ id }, { admin }) =>
    retryUndeliveredMail(await getDb(), actorOf(admin), id, await defaultBookingDeps()),
);
