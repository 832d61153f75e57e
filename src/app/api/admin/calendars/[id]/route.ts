import { calendarIdSchema, updateCalendarSchema } from "@/lib/schemas/calendars";
import { actorOf } from "@/server/audit/record-audit";
import { removeCalendar, updateCalendar } from "@/server/calendars/calendar-admin";
import { defaultCalendarDeps } from "@/server/calendars/calendar-config";
import { calendarHostOf } from "@/server/calendars/calendar-owner";
import { getDb } from "@/server/db";
import { assertMayEditRowOf } from "@/server/hosts/host-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Rename; for CalDAV, which calendars count as busy and the destination. */
export const PATCH = apiRoute(
  { access: "admin", input: updateCalendarSchema },
  async (input, { admin }) => {
    const db = await getDb();
    await assertMayEditRowOf(db, admin, await calendarHostOf(db, input.id));
    return {
      calendar: await updateCalendar(db, await defaultCalendarDeps(), actorOf(admin), input),
    };
  },
);

/** Disconnects the calendar; its busy times go with it. */
export const DELETE = apiRoute(
  { access: "admin", input: calendarIdSchema },
  async ({ id }, { admin }) => {
    const db = await getDb();
    await assertMayEditRowOf(db, admin, await calendarHostOf(db, id));
    return removeCalendar(db, actorOf(admin), id, new Date());
  },
);
