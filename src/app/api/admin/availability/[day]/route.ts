import { weekdayAvailabilitySchema } from "@/lib/schemas/availability";
import { actorOf } from "@/server/audit/record-audit";
import { updateWeekdayAvailability } from "@/server/availability/weekly-hours";
import { getDb } from "@/server/db";
import { editableHost } from "@/server/hosts/host-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * Saves one weekday (0 = Sunday … 6) of a host (`hostId`, the first host's when left out);
 * answers with the bookings now outside its hours.
 */
export const PUT = apiRoute(
  { access: "admin", input: weekdayAvailabilitySchema },
  async (input, { admin }) => {
    const db = await getDb();
    const hostId = await editableHost(db, admin, input.hostId);
    return updateWeekdayAvailability(db, actorOf(admin), input, new Date(), hostId);
  },
);
