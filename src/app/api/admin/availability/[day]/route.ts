import { weekdayAvailabilitySchema } from "@/lib/schemas/availability";
import { actorOf } from "@/server/audit/record-audit";
import { updateWeekdayAvailability } from "@/server/availability/weekly-hours";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Saves one weekday (0 = Sunday … 6); answers with the bookings now outside its hours. */
export const PUT = apiRoute(
  { access: "admin", input: weekdayAvailabilitySchema },
  async (input, { admin }) =>
    updateWeekdayAvailability(await getDb(), actorOf(admin), input, new Date()),
);
