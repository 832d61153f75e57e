import "server-only";
import type { Database } from "@/server/db";
import { findCurrentConflicts } from "./booking-conflicts";
import { listWeeklyBreaks } from "./weekly-breaks";
import { getWeeklyAvailability } from "./weekly-hours";

/**
 * One host's week as the Availability tab shows it: the seven weekdays, the weekly breaks (shown
 * beside each day's hours) and that host's confirmed bookings the current rules no longer allow.
 */
export async function scheduleWeek(db: Database, hostId: string, now: Date) {
  const week = await getWeeklyAvailability(db, hostId);
  const breaks = await listWeeklyBreaks(db, hostId);
  const conflicts = await findCurrentConflicts(db, now, hostId);
  return { week, breaks, conflicts };
}
