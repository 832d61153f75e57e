import { addCalendarSchema } from "@/lib/schemas/calendars";
import { hostQuerySchema } from "@/lib/schemas/hosts";
import { actorOf } from "@/server/audit/record-audit";
import { addCalendar } from "@/server/calendars/calendar-admin";
import { defaultCalendarDeps } from "@/server/calendars/calendar-config";
import { listCalendars } from "@/server/calendars/calendar-list";
import { getDb } from "@/server/db";
import { editableHost, scheduleHost } from "@/server/hosts/host-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * A host's connected calendars (`?hostId=`, the first host's when left out), with their last
 * sync, busy count in the window and last error.
 */
export const GET = apiRoute({ access: "admin", input: hostQuerySchema }, async ({ hostId }) => {
  const db = await getDb();
  const host = await scheduleHost(db, hostId);
  return { calendars: await listCalendars(db, new Date(), { hostId: host.id }) };
});

/**
 * Connects an ICS feed or a CalDAV account to a host (`hostId`, the first host when left out: an
 * admin their own, a super admin anyone's); 201 once the first sync has been tried.
 */
export const POST = apiRoute(
  { access: "admin", input: addCalendarSchema },
  async (input, { admin }) => {
    const db = await getDb();
    const hostId = await editableHost(db, admin, input.hostId);
    const calendar = await addCalendar(
      db,
      await defaultCalendarDeps(),
      actorOf(admin),
      input,
      hostId,
    );
    return Response.json({ calendar }, { status: 201, headers: { "Cache-Control": "no-store" } });
  },
);
