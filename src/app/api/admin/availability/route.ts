import { apiRoute } from "@/server/api/route";
import { getWeeklyAvailability } from "@/server/availability/admin-availability";
import { findCurrentConflicts } from "@/server/availability/admin-find-conflicts";
import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";

/** The seven weekdays, and the confirmed bookings the current rules no longer allow. */
export const GET = apiRoute({ access: "admin" }, async () => {
  const db = await getDb();
  const [week, conflicts] = [
    await getWeeklyAvailability(db),
    await findCurrentConflicts(db, new Date()),
  ];
  return { week, conflicts };
});
