import "server-only";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { adminUsers, bookingHosts, bookings, hosts } from "@/server/db/schema";
import type { HostContact } from "./meeting-people";

export interface MeetingHost {
  id: string;
  name: string;
  slug: string;
}

/**
 * A host's address is their admin user's, while that admin is active: an unclaimed host, a
 * removed admin's or a deactivated one's is reached through the staff address alone.
 */
const hostEmail = sql<string | null>`${adminUsers.email}`;
const activeAdminOfHost = and(
  eq(adminUsers.id, hosts.adminUserId),
  eq(adminUsers.status, "active"),
);

/**
 * Who a booking is with, with each host's address: the host who holds it, then a collective
 * meeting's other hosts in the order they joined (ADR 0088). What mails and calendars name.
 */
export async function meetingHostContacts(
  db: Pick<Database, "select">,
  bookingId: string,
): Promise<HostContact[]> {
  return db
    .select({ id: hosts.id, name: hosts.name, slug: hosts.slug, email: hostEmail })
    .from(bookingHosts)
    .innerJoin(hosts, eq(hosts.id, bookingHosts.hostId))
    .innerJoin(bookings, eq(bookings.id, bookingHosts.bookingId))
    .leftJoin(adminUsers, activeAdminOfHost)
    .where(eq(bookingHosts.bookingId, bookingId))
    .orderBy(sql`${hosts.id} <> ${bookings.hostId}`, asc(hosts.number));
}

/** One host with their address (as `meetingHostContacts`), or null for an unknown id. */
export async function hostContact(
  db: Pick<Database, "select">,
  hostId: string,
): Promise<HostContact | null> {
  const [row] = await db
    .select({ id: hosts.id, name: hosts.name, slug: hosts.slug, email: hostEmail })
    .from(hosts)
    .leftJoin(adminUsers, activeAdminOfHost)
    .where(eq(hosts.id, hostId))
    .limit(1);
  return row ?? null;
}

/**
 * Who a booking is with: the host who holds it, then a collective meeting's other hosts in the
 * order they joined (ADR 0088). What the manage link and webhooks name.
 */
export async function meetingHosts(
  db: Pick<Database, "select">,
  bookingId: string,
): Promise<MeetingHost[]> {
  const contacts = await meetingHostContacts(db, bookingId);
  return contacts.map(({ id, name, slug }) => ({ id, name, slug }));
}

/**
 * The hosts of many bookings in one query (an admin list page), each booking's in
 * `meetingHosts` order; a booking without hosts is absent from the map.
 */
export async function hostsOfBookings(
  db: Pick<Database, "select">,
  bookingIds: readonly string[],
): Promise<Map<string, MeetingHost[]>> {
  const byBooking = new Map<string, MeetingHost[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({ bookingId: bookingHosts.bookingId, id: hosts.id, name: hosts.name, slug: hosts.slug })
    .from(bookingHosts)
    .innerJoin(hosts, eq(hosts.id, bookingHosts.hostId))
    .innerJoin(bookings, eq(bookings.id, bookingHosts.bookingId))
    .where(inArray(bookingHosts.bookingId, [...bookingIds]))
    .orderBy(sql`${hosts.id} <> ${bookings.hostId}`, asc(hosts.number));
  for (const { bookingId, ...host } of rows) {
    const list = byBooking.get(bookingId);
    if (list) list.push(host);
    else byBooking.set(bookingId, [host]);
  }
  return byBooking;
}

/** A meeting's hosts as the public sees them: names and personal-link slugs. */
export const publicHosts = (list: readonly MeetingHost[]) =>
  list.map(({ name, slug }) => ({ name, slug }));

/**
 * The meeting link templates of the given hosts that have their own (a host without one is
 * absent): a new booking's link comes from its own host's, else from MEETING_URL_TEMPLATE.
 */
export async function ownMeetingUrlTemplates(
  db: Pick<Database, "select">,
  hostIds: readonly string[],
): Promise<Map<string, string>> {
  if (hostIds.length === 0) return new Map();
  const rows = await db
    .select({ id: hosts.id, template: hosts.meetingUrlTemplate })
    .from(hosts)
    .where(and(inArray(hosts.id, [...hostIds]), isNotNull(hosts.meetingUrlTemplate)));
  return new Map(rows.map((row) => [row.id, row.template!]));
}
