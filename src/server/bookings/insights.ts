import "server-only";
import { asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Insights } from "@/lib/insights";
import { insightsPeriod, totalOf } from "@/lib/insights";
import type { CalendarDate } from "@/lib/time/calendar-date";
import { readBookingSettings } from "@/server/availability/booking-settings";
import { businessToday } from "@/server/availability/slots";
import type { Database } from "@/server/db";
import { bookings, meetingTypes } from "@/server/db/schema";
import { completeEndedBookings } from "./complete-ended-bookings";

const countWhere = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})::int`;

/**
 * The Insights tab's figures for a period (ADR 0067): bookings made in it, and what became of the
 * meetings dated in it, per meeting type. One grouped query; counts only, nobody's details.
 */
export async function bookingInsights(
  db: Database,
  asked: { from?: CalendarDate | undefined; to?: CalendarDate | undefined },
  now: Date,
): Promise<Insights> {
  await completeEndedBookings(db, now);
  const settings = await readBookingSettings(db);
  const { from, to } = insightsPeriod(businessToday(now, settings), asked);
  const dated = sql`${bookings.bookingDate} BETWEEN ${from}::date AND ${to}::date`;
  const madeOn = sql`(${bookings.createdAt} AT TIME ZONE ${settings.timeZone})::date`;
  const made = sql`${madeOn} BETWEEN ${from}::date AND ${to}::date`;
  const kept = sql`${dated} AND ${bookings.status} <> 'cancelled'`;
  const started = sql`${bookings.startsAt} <= ${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      slug: meetingTypes.slug,
      name: meetingTypes.name,
      booked: countWhere(made),
      meetings: countWhere(dated),
      held: countWhere(sql`${kept} AND ${started} AND ${bookings.noShowAt} IS NULL`),
      noShows: countWhere(sql`${kept} AND ${bookings.noShowAt} IS NOT NULL`),
      cancelled: countWhere(sql`${dated} AND ${bookings.status} = 'cancelled'`),
      toCome: countWhere(sql`${kept} AND NOT ${started} AND ${bookings.noShowAt} IS NULL`),
    })
    .from(bookings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(or(dated, made))
    .groupBy(meetingTypes.id)
    .orderBy(asc(meetingTypes.sortOrder), asc(meetingTypes.name));
  return { from, to, timezone: settings.timeZone, totals: totalOf(rows), types: rows };
}
