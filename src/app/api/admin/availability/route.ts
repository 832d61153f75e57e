import { findCurrentConflicts } from "@/server/availability/booking-conflicts";
import { listWeeklyBreaks } from "@/server/availability/weekly-breaks";
import { getWeeklyAvailability } from "@/server/availability/weekly-hours";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * The seven weekdays with the weekly breaks (shown beside each day's hours), and the confirmed
 * bookings the current rules no longer allow.
 */
export const GET = apiRoute({ access: "admin" }, async () => {
  const db = await getDb();
  const [week, breaks, conflicts] = [
    await getWeeklyAvailability(db),
    await listWeeklyBreaks(db),
    await findCurrentConflicts(db, new Date()),
  ];
  return { week, breaks, conflicts };
});
