import { weeklyBreakSchema } from "@/lib/schemas/availability";
import { actorOf } from "@/server/audit/record-audit";
import { addWeeklyBreak, listWeeklyBreaks } from "@/server/availability/weekly-breaks";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Every weekly break, earliest in the day first. */
export const GET = apiRoute({ access: "admin" }, async () => ({
  breaks: await listWeeklyBreaks(await getDb()),
}));

/** Adds a weekly break; answers with the bookings that now sit inside it. */
export const POST = apiRoute(
  { access: "admin", input: weeklyBreakSchema },
  async (input, { admin }) => addWeeklyBreak(await getDb(), actorOf(admin), input, new Date()),
);
