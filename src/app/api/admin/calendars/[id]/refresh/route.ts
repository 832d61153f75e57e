import { calendarIdSchema } from "@/lib/schemas/calendars";
import { defaultCalendarDeps } from "@/server/calendars/calendar-config";
import { refreshCalendarNow } from "@/server/calendars/calendar-list";
import { calendarHostOf } from "@/server/calendars/calendar-owner";
import { getDb } from "@/server/db";
import { assertMayEditRowOf } from "@/server/hosts/host-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Syncs now and answers with the outcome (`result.ok`, or `result.error` in words). */
export const POST = apiRoute(
  { access: "admin", input: calendarIdSchema },
  async ({ id }, { admin }) => {
    const db = await getDb();
    await assertMayEditRowOf(db, admin, await calendarHostOf(db, id));
    return refreshCalendarNow(db, await defaultCalendarDeps(), id);
  },
);
