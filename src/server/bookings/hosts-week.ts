import "server-only";
import { and, asc, between, eq, gte } from "drizzle-orm";
import { addDays, mondayOf } from "@/lib/time/calendar-date";
import { zonedDate } from "@/lib/time/zoned";
import { businessZone } from "@/server/availability/booking-conflicts";
import type { Database } from "@/server/db";
import { bookingHosts, bookings, meetingTypes } from "@/server/db/schema";

export interface HostMeeting {
  bookingId: string;
  startsAt: Date;
  visitor: string;
  meetingType: string;
}

/**
 * Each host's confirmed meetings from now to the end of the business week (Monday to Sunday, on
 * the business clock), soonest first: the Team tab's "this week" (ADR 0088). A collective meeting
 * is listed under each of its hosts. A meeting under way is still left to do, even one that began
 * before midnight: its date may be yesterday, so the date window opens a day early and `endsAt`
 * decides (no meeting type lasts longer than a day).
 */
export async function hostsWeek(db: Database, now: Date) {
  const zone = await businessZone(db);
  const today = zonedDate(now, zone);
  const sunday = addDays(mondayOf(today), 6);
  const rows = await db
    .select({
      hostId: bookingHosts.hostId,
      bookingId: bookings.id,
      startsAt: bookings.startsAt,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      meetingType: meetingTypes.name,
    })
    .from(bookingHosts)
    .innerJoin(bookings, eq(bookings.id, bookingHosts.bookingId))
    .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        between(bookings.bookingDate, addDays(today, -1), sunday),
        gte(bookings.endsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const byHost = new Map<string, HostMeeting[]>();
  for (const { hostId, firstName, lastName, ...meeting } of rows) {
    const list = byHost.get(hostId) ?? [];
    list.push({ ...meeting, visitor: `${firstName} ${lastName}` });
    byHost.set(hostId, list);
  }
  return { zone, byHost };
}
