import "server-only";
import { subDays } from "date-fns";
import { and, asc, eq, gt, gte } from "drizzle-orm";
import { type BookingConflict, findBookingConflicts } from "@/lib/scheduling/conflicts";
import { zonedDate } from "@/lib/time/zoned";
import type { Database } from "@/server/db";
import {
  adminSettings,
  availabilitySettings,
  blockedSlots,
  bookings,
  dateSpecificHours,
  meetingTypes,
  weeklyBreaks,
} from "@/server/db/schema";

export async function businessZone(db: Database): Promise<string> {
  const [row] = await db
    .select({ zone: adminSettings.businessTimezone })
    .from(adminSettings)
    .where(eq(adminSettings.id, 1));
  return row?.zone ?? "UTC";
}

/**
 * Confirmed meetings that have not ended and that the current weekly hours and breaks,
 * date-specific hours, their type's weekdays or blocked times no longer allow, read fresh from the database, with times in the admin's
 * 12h/24h format.
 */
export async function findCurrentConflicts(db: Database, now: Date): Promise<BookingConflict[]> {
  const [settings] = await db
    .select({
      zone: adminSettings.businessTimezone,
      timeFormat: adminSettings.timeFormatPreference,
    })
    .from(adminSettings)
    .where(eq(adminSettings.id, 1));
  const zone = settings?.zone ?? "UTC";
  const candidates = await db
    .select({
      id: bookings.id,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      email: bookings.email,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      type: {
        name: meetingTypes.name,
        days: meetingTypes.days,
        offeredFrom: meetingTypes.offeredFrom,
        offeredUntil: meetingTypes.offeredUntil,
      },
    })
    .from(bookings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.endsAt, now)))
    .orderBy(asc(bookings.startsAt));
  if (candidates.length === 0) return [];
  const week = await db.select().from(availabilitySettings);
  // A day of slack: the business's "today" can be the UTC day before.
  const since = zonedDate(subDays(now, 1), zone);
  const blocks = await db.select().from(blockedSlots).where(gte(blockedSlots.blockDate, since));
  const dateHours = await db
    .select()
    .from(dateSpecificHours)
    .where(gte(dateSpecificHours.hoursDate, since));
  const breaks = await db.select().from(weeklyBreaks);
  return findBookingConflicts(
    candidates,
    { week, blocks, dateHours, breaks },
    zone,
    settings?.timeFormat ?? "12h",
  );
}
