import { staffTimeCheckQuerySchema } from "@/lib/schemas/manage";
import { checkTypedTime } from "@/server/bookings/check-typed-time";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/time-check?date=…&time=…[&type=…] → what a time typed with *Any time* falls on
 * (hours, breaks, blocks, calendars' busy time, the daily limit, another booking) before staff
 * book it (ADR 0068).
 */
export const GET = apiRoute({ access: "admin", input: staffTimeCheckQuerySchema }, async (typed) =>
  checkTypedTime(await getDb(), typed, new Date()),
);
