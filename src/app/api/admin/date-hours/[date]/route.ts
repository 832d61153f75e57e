import { dateHoursSchema, removeDateHoursSchema } from "@/lib/schemas/availability";
import { actorOf } from "@/server/audit/record-audit";
import { removeDateHours, setDateHours } from "@/server/availability/date-hours";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Sets or replaces one date's hours; answers with that date's bookings they leave outside. */
export const PUT = apiRoute({ access: "admin", input: dateHoursSchema }, async (input, { admin }) =>
  setDateHours(await getDb(), actorOf(admin), input, new Date()),
);

/** Gives the date back its weekday's hours. */
export const DELETE = apiRoute(
  { access: "admin", input: removeDateHoursSchema },
  async ({ date }, { admin }) => removeDateHours(await getDb(), actorOf(admin), date, new Date()),
);
