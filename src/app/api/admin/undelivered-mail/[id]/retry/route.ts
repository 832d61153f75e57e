import { retryMailSchema } from "@/lib/schemas/admin";
import { actorOf } from "@/server/audit/record-audit";
import { defaultBookingDeps } from "@/server/bookings/booking-config";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";
import { retryUndeliveredMail } from "@/server/wiring/undelivered-mail";

export const dynamic = "force-dynamic";

/** Queues the mail again and tries it once now: `outcome` says whether it went out. */
export const POST = apiRoute(
  { access: "admin", input: retryMailSchema },
  async ({ id }, { admin }) =>
    retryUndeliveredMail(await getDb(), actorOf(admin), id, await defaultBookingDeps()),
);
