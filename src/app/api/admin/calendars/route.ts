import { addCalendarSchema } from "@/lib/schemas/calendars";
import { actorOf } from "@/server/audit/record-audit";
import { addCalendar, listCalendars } from "@/server/calendars/calendar-admin";
import { defaultCalendarDeps } from "@/server/calendars/calendar-config";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** The connected calendars, with their last sync, busy count in the window and last error. */
export const GET = apiRoute({ access: "admin" }, async () => ({
  calendars: await listCalendars(await getDb(), new Date()),
}));

/** Connects an ICS feed or a CalDAV account; 201 once the first sync has been tried. */
export const POST = apiRoute(
  { access: "admin", input: addCalendarSchema },
  async (input, { admin }) => {
    const calendar = await addCalendar(
      await getDb(),
      await defaultCalendarDeps(),
      actorOf(admin),
      input,
    );
    return Response.json({ calendar }, { status: 201, headers: { "Cache-Control": "no-store" } });
  },
);
