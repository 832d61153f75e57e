import "server-only";
import { type AnyColumn, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Insights } from "@/lib/insights";
import { insightsPeriod, totalOf } from "@/lib/insights";
import { insightsOverTime } from "@/lib/insights-over-time";
import { countByChannel, type LeadSource } from "@/lib/lead-source";
import type { CalendarDate } from "@/lib/time/calendar-date";
import { readBookingSettings } from "@/server/availability/booking-settings";
import { businessToday } from "@/server/availability/slots";
import type { Database } from "@/server/db";
import { bookingHosts, bookings, enquiries, hosts, meetingTypes } from "@/server/db/schema";
import { completeEndedBookings } from "./complete-ended-bookings";

const countWhere = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})::int`;

/**
 * The Insights tab's figures for a period (ADR 0067): bookings made in it, and what became of the
 * meetings dated in it, per meeting type and over time (per day, week or month); and the channels
 * the new bookings and enquiries came from. Grouped queries; counts only, nobody's details.
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
  // Made in the period: by the day it was made in the business zone.
  const madeIn = (createdAt: AnyColumn) =>
    sql`(${createdAt} AT TIME ZONE ${settings.timeZone})::date BETWEEN ${from}::date AND ${to}::date`;
  const made = madeIn(bookings.createdAt);
  const kept = sql`${dated} AND ${bookings.status} <> 'cancelled'`;
  const started = sql`${bookings.startsAt} <= ${now.toISOString()}::timestamptz`;
  // What became of the meetings dated in the period.
  const outcomes = {
    meetings: countWhere(dated),
    held: countWhere(sql`${kept} AND ${started} AND ${bookings.noShowAt} IS NULL`),
    noShows: countWhere(sql`${kept} AND ${bookings.noShowAt} IS NOT NULL`),
    cancelled: countWhere(sql`${dated} AND ${bookings.status} = 'cancelled'`),
    toCome: countWhere(sql`${kept} AND NOT ${started} AND ${bookings.noShowAt} IS NULL`),
  };
  const rows = await db
    .select({
      slug: meetingTypes.slug,
      name: meetingTypes.name,
      booked: countWhere(made),
      ...outcomes,
    })
    .from(bookings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(or(dated, made))
    .groupBy(meetingTypes.id)
    .orderBy(asc(meetingTypes.sortOrder), asc(meetingTypes.name));
  const perHost = await db
    .select({ slug: hosts.slug, name: hosts.name, booked: countWhere(made), ...outcomes })
    .from(bookings)
    .innerJoin(bookingHosts, eq(bookingHosts.bookingId, bookings.id))
    .innerJoin(hosts, eq(hosts.id, bookingHosts.hostId))
    .where(or(dated, made))
    .groupBy(hosts.id)
    .orderBy(asc(hosts.number));
  // Where the period's new bookings and enquiries came from (ADR 0069).
  const sources = countByChannel({
    bookings: await leadsBySource(db, bookings, made),
    enquiries: await leadsBySource(db, enquiries, madeIn(enquiries.createdAt)),
  });
  // The same counts day by day, added up per day, week or month.
  const madeOn = sql<string>`to_char(${bookings.createdAt} AT TIME ZONE ${settings.timeZone}, 'YYYY-MM-DD')`;
  const madeDays = await db
    .select({ date: madeOn, booked: sql<number>`count(*)::int` })
    .from(bookings)
    .where(made)
    // By position: the zone is a parameter, so a repeated expression would not be the same one.
    .groupBy(sql`1`);
  const datedOn = sql<string>`to_char(${bookings.bookingDate}, 'YYYY-MM-DD')`;
  const datedDays = await db
    .select({ date: datedOn, ...outcomes })
    .from(bookings)
    .where(dated)
    .groupBy(sql`1`);
  return {
    from,
    to,
    timezone: settings.timeZone,
    totals: totalOf(rows),
    types: rows,
    hosts: perHost,
    sources,
    overTime: insightsOverTime({ from, to }, [...madeDays, ...datedDays]),
  };
}

/** A table's leads, grouped by what decides their channel (ADR 0069): counts only. */
async function leadsBySource(
  db: Database,
  table: typeof bookings | typeof enquiries,
  where: SQL,
): Promise<{ source: LeadSource | null; count: number }[]> {
  const utmSource = sql<string | null>`${table.leadSource}->>'utmSource'`;
  const referrer = sql<string | null>`${table.leadSource}->>'referrer'`;
  // Whether an AI assistant made it: its channel whatever the client was called.
  const byAssistant = sql<boolean>`${table.leadSource} ? 'assistant'`;
  const recorded = sql<boolean>`${table.leadSource} IS NOT NULL`;
  const rows = await db
    .select({ utmSource, referrer, byAssistant, recorded, count: sql<number>`count(*)::int` })
    .from(table)
    .where(where)
    .groupBy(utmSource, referrer, byAssistant, recorded);
  return rows.map(({ utmSource, referrer, byAssistant, recorded, count }) => ({
    source: recorded
      ? {
          utmSource: utmSource ?? undefined,
          referrer: referrer ?? undefined,
          ...(byAssistant ? { assistant: "" } : {}),
        }
      : null,
    count,
  }));
}
