import { calendarIdSchema } from "@/lib/schemas/calendars";
import { refreshCalendarNow } from "@/server/calendars/calendar-admin";
import { defaultCalendarDeps } from "@/server/calendars/calendar-config";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Syncs now and answers with the outcome (`result.ok`, or `result.error` in words). */
export const POST = apiRoute({ access: "admin", input: calendarIdSchema }, async ({ id }) =>
  refreshCalendarNow(await getDb(), await defaultCalendarDeps(), id),
);
