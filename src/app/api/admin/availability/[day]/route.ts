import { weekdayAvailabilitySchema } from "@/lib/schemas/admin";
import { apiRoute } from "@/server/api/route";
import { actorOf } from "@/server/audit/record-audit";
import { updateWeekdayAvailability } from "@/server/availability/admin-availability";
import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";

/** Saves one weekday (0 = Sunday … 6); answers with the bookings now outside its hours. */
export const PUT = apiRoute(
  { access: "admin", input: weekdayAvailabilitySchema },
  async (input, { admin }) =>
    updateWeekdayAvailability(await getDb(), actorOf(admin), input, new Date()),
);
