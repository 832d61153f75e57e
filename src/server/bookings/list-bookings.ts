import "server-only";
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { AdminBooking, BookingPage } from "@/lib/admin-api";
import { BOOKINGS_PAGE_SIZE, type BookingFilter } from "@/lib/schemas/admin";
import type { Database } from "@/server/db";
import { likePattern } from "@/server/db/like-pattern";
import { sameAddress } from "@/server/db/same-address";
import { bookingHosts, bookings, meetingTypes } from "@/server/db/schema";
import { hostsOfBookings } from "@/server/hosts/meeting-hosts";
import { completeEndedBookings } from "./complete-ended-bookings";

const columns = {
  id: bookings.id,
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  email: bookings.email,
  website: bookings.website,
  contactType: bookings.contactType,
  contactNumber: bookings.contactNumber,
  bookingDate: bookings.bookingDate,
  timeSlot: bookings.timeSlot,
  notes: bookings.notes,
  timezone: bookings.timezone,
  timezoneOffset: bookings.timezoneOffset,
  status: bookings.status,
  googleMeetLink: bookings.meetingLink,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  createdAt: bookings.createdAt,
  cancelledAt: bookings.cancelledAt,
  cancellationReason: bookings.cancellationReason,
  meetingTypeSlug: meetingTypes.slug,
  meetingTypeName: meetingTypes.name,
  answers: bookings.answers,
  guests: bookings.guests,
  noShowAt: bookings.noShowAt,
  source: bookings.leadSource,
  staffNotes: bookings.staffNotes,
};

type InstantFields = "startsAt" | "endsAt" | "createdAt" | "cancelledAt";
type Row = Omit<AdminBooking, InstantFields | "noShow" | "hosts"> & {
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
  cancelledAt: Date | null;
  noShowAt: Date | null;
};

const toAdminBooking = ({ noShowAt, ...row }: Row, hosts: AdminBooking["hosts"]): AdminBooking => ({
  ...row,
  hosts,
  noShow: noShowAt !== null,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/**
 * Spec §4: Upcoming = confirmed and not over yet; Past/Cancelled = everything else. On top of
 * the view: search of names and addresses (guests' too), notes, answers and staff's notes; status, booking-date
 * range, meeting type and the no-show mark.
 */
function whereClause(db: Database, filter: BookingFilter, now: Date): SQL | undefined {
  const upcoming = and(eq(bookings.status, "confirmed"), gt(bookings.endsAt, now)) as SQL;
  const conditions: (SQL | undefined)[] = [filter.view === "upcoming" ? upcoming : not(upcoming)];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(bookings.firstName, pattern),
        ilike(bookings.lastName, pattern),
        ilike(bookings.email, pattern),
        ilike(sql`${bookings.firstName} || ' ' || ${bookings.lastName}`, pattern),
        // A guest's address finds the meetings they were invited to (ADR 0062).
        sql`EXISTS (SELECT 1 FROM unnest(${bookings.guests}) AS guest WHERE guest ILIKE ${pattern})`,
        // What the visitor told: "WhatsApp" finds who asked about it (the notes, or an answer).
        ilike(bookings.notes, pattern),
        sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${bookings.answers}) AS a WHERE a->>'answer' ILIKE ${pattern})`,
        // What staff noted: "quote" finds the calls that ended in one (ADR 0072).
        ilike(bookings.staffNotes, pattern),
      ),
    );
  }
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  if (filter.from) conditions.push(gte(bookings.bookingDate, filter.from));
  if (filter.to) conditions.push(lte(bookings.bookingDate, filter.to));
  if (filter.noShow !== undefined)
    conditions.push(filter.noShow ? isNotNull(bookings.noShowAt) : isNull(bookings.noShowAt));
  if (filter.type)
    conditions.push(
      inArray(
        bookings.meetingTypeId,
        db
          .select({ id: meetingTypes.id })
          .from(meetingTypes)
          .where(eq(meetingTypes.slug, filter.type)),
      ),
    );
  if (filter.host)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${bookingHosts} WHERE ${bookingHosts.bookingId} = ${bookings.id} AND ${bookingHosts.hostId} = ${filter.host}::uuid)`,
    );
  return and(...conditions);
}

/** The rows as the admin API answers them, with every row's hosts read in one query. */
async function withHosts(db: Database, rows: Row[]): Promise<AdminBooking[]> {
  const hostsBy = await hostsOfBookings(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminBooking(row, hostsBy.get(row.id) ?? []));
}

const orderFor = (filter: BookingFilter) =>
  filter.view === "upcoming"
    ? [asc(bookings.startsAt), asc(bookings.id)]
    : [desc(bookings.startsAt), desc(bookings.id)];

/** One page of the filtered list; ended meetings are marked completed first. */
export async function listBookings(
  db: Database,
  filter: BookingFilter,
  now: Date,
): Promise<BookingPage> {
  await completeEndedBookings(db, now);
  const where = whereClause(db, filter, now);
  const total = await db.$count(bookings, where);
  const pageCount = Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE));
  const anyBookings = total > 0 || (await db.$count(bookings)) > 0;
  const rows = await db
    .select(columns)
    .from(bookings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(where)
    .orderBy(...orderFor(filter))
    .limit(BOOKINGS_PAGE_SIZE)
    .offset((filter.page - 1) * BOOKINGS_PAGE_SIZE);
  return {
    rows: await withHosts(db, rows),
    total,
    page: filter.page,
    pageSize: BOOKINGS_PAGE_SIZE,
    pageCount,
    anyBookings,
  };
}

/** Every booking one address made, oldest first: what a person's data export holds (ADR 0074). */
export async function bookingsMadeBy(db: Database, email: string): Promise<AdminBooking[]> {
  const rows = await db
    .select(columns)
    .from(bookings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(sameAddress(bookings.email, email))
    .orderBy(asc(bookings.startsAt));
  return withHosts(db, rows);
}

/** Every booking matching the filter (all pages), for the CSV export. */
export async function listAllBookings(
  db: Database,
  filter: BookingFilter,
  now: Date,
): Promise<AdminBooking[]> {
  await completeEndedBookings(db, now);
  const rows = await db
    .select(columns)
    .from(bookings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(whereClause(db, filter, now))
    .orderBy(...orderFor(filter));
  return withHosts(db, rows);
}
