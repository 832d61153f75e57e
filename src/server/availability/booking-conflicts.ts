import "server-only";
import { subDays } from "date-fns";
import { and, asc, between, eq, gt, gte, isNull, or } from "drizzle-orm";
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
  bookingHosts,
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
 * Confirmed meetings that have not ended and that their host's current weekly hours and breaks,
 * date-specific hours, blocked times or their type's weekdays no longer allow, read fresh from the
 * database, with times in the admin's 12h/24h format. One host's (`hostId`), or every host's.
 */
export async function findCurrentConflicts(
  db: Database,
  now: Date,
  hostId?: string,
): Promise<BookingConflict[]> {
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
      // Each host the meeting holds: a collective meeting is judged by every host's rules.
      hostId: bookingHosts.hostId,
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
    .from(bookingHosts)
    .innerJoin(bookings, eq(bookings.id, bookingHosts.bookingId))
    .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        gt(bookings.endsAt, now),
        hostId === undefined ? undefined : eq(bookingHosts.hostId, hostId),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  // A day of slack: the business's "today" can be the UTC day before.
  const from = zonedDate(subDays(now, 1), zone);
  const conflicts: BookingConflict[] = [];
  for (const host of new Set(candidates.map((c) => c.hostId))) {
    const rules = await loadAvailabilityRules(db, host, { from });
    const own = candidates.filter((c) => c.hostId === host);
    conflicts.push(...findBookingConflicts(own, rules, zone, settings?.timeFormat ?? "12h"));
  }
  const order = new Map(candidates.map((c, index) => [c.id, index]));
  // A meeting two of its hosts can no longer keep is listed once.
  const once = [...new Map(conflicts.map((c) => [c.bookingId, c])).values()];
  return once.sort((a, b) => (order.get(a.bookingId) ?? 0) - (order.get(b.bookingId) ?? 0));
}

/**
 * The rules a host's meeting is judged by, as saved: their week and its breaks, and the blocks
 * (theirs and the whole team's) and date-specific hours of the business dates `from` (..`to`,
 * absent: every later date).
 */
export async function loadAvailabilityRules(
  db: Database,
  hostId: string,
  dates: { from: CalendarDate; to?: CalendarDate },
): Promise<AvailabilityRules> {
  const within = (column: typeof blockedSlots.blockDate | typeof dateSpecificHours.hoursDate) =>
    dates.to === undefined ? gte(column, dates.from) : between(column, dates.from, dates.to);
  // One after another: a transaction's connection runs one query at a time anyway.
  const week = await db
    .select()
    .from(availabilitySettings)
    .where(eq(availabilitySettings.hostId, hostId));
  const blocks = await db
    .select()
    .from(blockedSlots)
    .where(
      and(
        within(blockedSlots.blockDate),
        or(isNull(blockedSlots.hostId), eq(blockedSlots.hostId, hostId)),
      ),
    );
  const dateHours = await db
    .select()
    .from(dateSpecificHours)
    .where(and(within(dateSpecificHours.hoursDate), eq(dateSpecificHours.hostId, hostId)));
  const breaks = await db.select().from(weeklyBreaks).where(eq(weeklyBreaks.hostId, hostId));
  return { week, blocks, dateHours, breaks };
}
