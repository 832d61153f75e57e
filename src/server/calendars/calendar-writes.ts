import "server-only";
import { and, eq } from "drizzle-orm";
import { site } from "@/content/site";
import type { Database } from "@/server/db";
import {
  bookingHosts,
  bookings,
  calendarBookingEvents,
  calendarConnections,
  calendarSources,
  meetingTypes,
} from "@/server/db/schema";
import { meetingHostContacts } from "@/server/hosts/meeting-hosts";
import { addressOf, meetingAttendees, meetingOrganizer } from "@/server/hosts/meeting-people";
import type { JobHandler } from "@/server/jobs/job-queue";
import { bookingEventIcs } from "./booking-event";
import type { CalDavAccount } from "./caldav";
import { deleteEvent, putEvent } from "./caldav-events";
import type { CalendarDeps } from "./calendar-config";
import { inviteUid } from "./calendar-invite";
import { decryptSecret } from "./credentials";

/**
 * A booking's copies in its hosts' destination calendars (ADR 0052, 0088): one per host who has a
 * destination, a collective meeting's in each host's. A host without one gets nothing written.
 * Each copy written is recorded (booking, host), so a move or a new link updates it, and a
 * cancellation or a reassignment takes it out even after the destination changed.
 */

type BookingRow = typeof bookings.$inferSelect;

interface Target {
  connectionId: string;
  url: string;
}

async function accountOf(
  db: Database,
  connectionId: string,
  authSecret: string,
): Promise<CalDavAccount | null> {
  const [connection] = await db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.id, connectionId))
    .limit(1);
  if (connection?.kind !== "caldav") return null;
  return {
    serverUrl: connection.displayUrl,
    username: connection.username ?? "",
    password: decryptSecret(connection.secret, authSecret),
  };
}

/** Each host the booking holds, with their destination calendar (null: none chosen). */
async function hostTargets(db: Database, bookingId: string) {
  const rows = await db
    .select({
      hostId: bookingHosts.hostId,
      connectionId: calendarSources.connectionId,
      url: calendarSources.url,
    })
    .from(bookingHosts)
    .leftJoin(
      calendarSources,
      and(
        eq(calendarSources.destinationHostId, bookingHosts.hostId),
        eq(calendarSources.isDestination, true),
      ),
    )
    .where(eq(bookingHosts.bookingId, bookingId));
  return rows.map(({ hostId, connectionId, url }) => ({
    hostId,
    target: connectionId && url ? { connectionId, url } : null,
  }));
}

const sameTarget = (a: Target | null, b: { connectionId: string | null; calendarUrl: string }) =>
  a !== null && a.connectionId === b.connectionId && a.url === b.calendarUrl;

export function bookingWriteHandlers(db: Database, deps: CalendarDeps) {
  const { config } = deps;
  const findBooking = async (id: string | null) => {
    if (!id) return undefined;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
    return row;
  };
  const written = (bookingId: string) =>
    db.select().from(calendarBookingEvents).where(eq(calendarBookingEvents.bookingId, bookingId));
  const forget = (bookingId: string, hostId: string) =>
    db
      .delete(calendarBookingEvents)
      .where(
        and(
          eq(calendarBookingEvents.bookingId, bookingId),
          eq(calendarBookingEvents.hostId, hostId),
        ),
      );
  const removeFrom = async (target: Target, uid: string) => {
    const account = await accountOf(db, target.connectionId, config.authSecret);
    if (account) await deleteEvent(account, target.url, uid, config.limits);
  };
  // Titled with the meeting's type, as the bookings feed titles it ("Consultation: Ada Lovelace"):
  // the name at the time of the write, so a renamed type shows on the copy's next write.
  const typeTitle = async (booking: BookingRow) => {
    const [type] = await db
      .select({ name: meetingTypes.name })
      .from(meetingTypes)
      .where(eq(meetingTypes.id, booking.meetingTypeId))
      .limit(1);
    return type?.name ?? "Meeting";
  };
  // The copy names who the visitor's invitation names: the own host organizes, all attend.
  const eventIcs = async (booking: BookingRow) => {
    const hosts = await meetingHostContacts(db, booking.id);
    const visitor = { name: `${booking.firstName} ${booking.lastName}`, email: booking.email };
    return bookingEventIcs(booking, config.appUrl, await typeTitle(booking), {
      // A host without an address leaves the staff mailbox as organizer, as in the mails.
      organizer: meetingOrganizer(hosts, { name: site.name, email: addressOf(config.staffEmail) }),
      attendees: meetingAttendees(hosts, visitor, booking.guests),
    });
  };

  /** Every copy out: the recorded ones, and for hosts without a record their destination. */
  const remove = async (booking: BookingRow) => {
    const uid = inviteUid(booking.id, config.appUrl);
    const records = await written(booking.id);
    let touched = records.length > 0;
    for (const record of records) {
      // Its account was removed: nothing left to remove it from.
      if (record.connectionId)
        await removeFrom({ connectionId: record.connectionId, url: record.calendarUrl }, uid);
      await forget(booking.id, record.hostId);
    }
    // A write may have been under way when it was cancelled: look where it would have gone.
    for (const { hostId, target } of await hostTargets(db, booking.id)) {
      if (!target || records.some((record) => record.hostId === hostId)) continue;
      touched = true;
      await removeFrom(target, uid);
    }
    return touched ? "done" : "cancelled";
  };

  const write: JobHandler = async (job) => {
    const booking = await findBooking(job.bookingId);
    if (booking?.status !== "confirmed") return "cancelled";
    const uid = inviteUid(booking.id, config.appUrl);
    const targets = await hostTargets(db, booking.id);
    const records = await written(booking.id);
    // Out of the calendars it should no longer be in: a host taken off the meeting, or a host
    // whose destination changed since.
    for (const record of records) {
      const now = targets.find((t) => t.hostId === record.hostId)?.target ?? null;
      if (sameTarget(now, record)) continue;
      if (record.connectionId)
        await removeFrom({ connectionId: record.connectionId, url: record.calendarUrl }, uid);
      await forget(booking.id, record.hostId);
    }
    const toWrite = targets.filter((t) => t.target !== null);
    if (toWrite.length === 0) return records.length > 0 ? "done" : "cancelled";
    const icsText = await eventIcs(booking);
    for (const { hostId, target } of toWrite) {
      if (!target) continue;
      const account = await accountOf(db, target.connectionId, config.authSecret);
      if (!account) continue;
      const saved = await putEvent(account, target.url, { uid, icsText }, config.limits);
      const row = {
        connectionId: target.connectionId,
        calendarUrl: target.url,
        href: saved.url,
        etag: saved.etag,
        updatedAt: deps.now(),
      };
      await db
        .insert(calendarBookingEvents)
        .values({ bookingId: booking.id, hostId, ...row })
        .onConflictDoUpdate({
          target: [calendarBookingEvents.bookingId, calendarBookingEvents.hostId],
          set: row,
        });
    }
    // Cancelled while it was being written: the removal may have run before it existed.
    const after = await findBooking(booking.id);
    if (after?.status !== "confirmed") await remove(booking);
    return "done";
  };

  const removeJob: JobHandler = async (job) => {
    const booking = await findBooking(job.bookingId);
    if (!booking) return "cancelled";
    if (booking.status === "confirmed") return "cancelled";
    return remove(booking);
  };

  return { write, remove: removeJob };
}
