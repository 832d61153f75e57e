import { dateHoursSchema, removeDateHoursSchema } from "@/lib/schemas/availability";
import { actorOf } from "@/server/audit/record-audit";
import { removeDateHours, setDateHours } from "@/server/availability/date-hours";
import { getDb } from "@/server/db";
import { editableHost } from "@/server/hosts/host-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Sets or replaces one date's hours of a host (`hostId`, the first host when left out). */
export const PUT = apiRoute(
  { access: "admin", input: dateHoursSchema },
  async (input, { admin }) => {
    const db = await getDb();
    const hostId = await editableHost(db, admin, input.hostId);
    return setDateHours(db, actorOf(admin), input, new Date(), hostId);
  },
);

/** Gives the date back its weekday's hours (`?hostId=`, the first host when left out). */
export const DELETE = apiRoute(
  { access: "admin", input: removeDateHoursSchema },
  async ({ date, hostId }, { admin }) => {
    const db = await getDb();
    const owner = await editableHost(db, admin, hostId);
    return removeDateHours(db, actorOf(admin), date, new Date(), owner);
  },
);
