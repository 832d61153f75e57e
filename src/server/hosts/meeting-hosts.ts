import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { bookingHosts, bookings, hosts } from "@/server/db/schema";

export interface MeetingHost {
  id: string;
  name: string;
  slug: string;
}

/**
 * Who a booking is with: the host who holds it, then a collective meeting's other hosts in the
 * order they joined (ADR 0088). What the manage link, mails and webhooks name.
 */
export async function meetingHosts(
  db: Pick<Database, "select">,
  bookingId: string,
): Promise<MeetingHost[]> {
  return db
    .select({ id: hosts.id, name: hosts.name, slug: hosts.slug })
    .from(bookingHosts)
    .innerJoin(hosts, eq(hosts.id, bookingHosts.hostId))
    .innerJoin(bookings, eq(bookings.id, bookingHosts.bookingId))
    .where(eq(bookingHosts.bookingId, bookingId))
    .orderBy(sql`${hosts.id} <> ${bookings.hostId}`, asc(hosts.number));
}

/** A meeting's hosts as the public sees them: names and personal-link slugs. */
export const publicHosts = (list: readonly MeetingHost[]) =>
  list.map(({ name, slug }) => ({ name, slug }));
