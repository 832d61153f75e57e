import { blockedTimeSchema } from "@/lib/schemas/availability";
import { actorOf } from "@/server/audit/record-audit";
import { addBlockedTime, listBlockedTimes } from "@/server/availability/blocked-times";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

export const GET = apiRoute({ access: "admin" }, async () => ({
  blocks: await listBlockedTimes(await getDb(), new Date()),
}));

/** Adds an all-day or timed block; answers with the bookings that now sit inside it. */
export const POST = apiRoute(
  { access: "admin", input: blockedTimeSchema },
  async (input, { admin }) => addBlockedTime(await getDb(), actorOf(admin), input, new Date()),
);
