import { calendarIdSchema, updateCalendarSchema } from "@/lib/schemas/calendars";
import { actorOf } from "@/server/audit/record-audit";
import { removeCalendar, updateCalendar } from "@/server/calendars/calendar-admin";
import { defaultCalendarDeps } from "@/server/calendars/calendar-config";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Rename; for CalDAV, which calendars count as busy and the destination. */
export const PATCH = apiRoute(
  { access: "admin", input: updateCalendarSchema },
  async (input, { admin }) => ({
    calendar: await updateCalendar(
      await getDb(),
      await defaultCalendarDeps(),
      actorOf(admin),
      input,
    ),
  }),
);

/** Disconnects the calendar; its busy times go with it. */
export const DELETE = apiRoute(
  { access: "admin", input: calendarIdSchema },
  async ({ id }, { admin }) => removeCalendar(await getDb(), actorOf(admin), id, new Date()),
);
