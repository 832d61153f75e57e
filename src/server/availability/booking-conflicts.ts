import "server-only";
import { subDays } from "date-fns";
import { and, asc, between, eq, gt, gte } from "drizzle-orm";
import {
  type AvailabilityRules,
  type BookingConflict,
  findBookingConflicts,
} from "@/lib/scheduling/conflicts";
import type { CalendarDate } from "@/lib/time/calendar-date";
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
  // A day of slack: the business's "today" can be the UTC day before.
  const rules = await loadAvailabilityRules(db, { from: zonedDate(subDays(now, 1), zone) });
  return findBookingConflicts(candidates, rules, zone, settings?.timeFormat ?? "12h");
}

/**
 * The rules a meeting is judged by, as saved: the week, its breaks, and the blocks and
 * date-specific hours of the business dates `from` (..`to`, absent: every later date).
 */
export async function loadAvailabilityRules(
  db: Database,
  dates: { from: CalendarDate; to?: CalendarDate },
): Promise<AvailabilityRules> {
  const within = (column: typeof blockedSlots.blockDate | typeof dateSpecificHours.hoursDate) =>
    dates.to === undefined ? gte(column, dates.from) : between(column, dates.from, dates.to);
  // One after another: a transaction's connection runs one query at a time anyway.
  const week = await db.select().from(availabilitySettings);
  const blocks = await db.select().from(blockedSlots).where(within(blockedSlots.blockDate));
  const dateHours = await db
    .select()
    .from(dateSpecificHours)
    .where(within(dateSpecificHours.hoursDate));
  const breaks = await db.select().from(weeklyBreaks);
  return { week, blocks, dateHours, breaks };
}
