import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Database } from "@/server/db";
import { bookingReassignments } from "@/server/db/schema";
import {
  bookingReassignedHostMail,
  bookingReassignedMail,
} from "@/server/email/templates/booking-reassigned";
import { hostContact } from "@/server/hosts/meeting-hosts";
import type { JobHandler } from "@/server/jobs/job-queue";
import type { BookingDeps } from "./booking-config";
import { bookingInvite } from "./booking-invite";
import {
  addressed,
  type MailBooking,
  type MailSettings,
  mailView,
  NO_LINK,
  staffAddress,
} from "./booking-mail";
import { invitedGuests } from "./guest-reminders";
import { guestsMail } from "./guests-mail";

/** The mails of a reassignment (ADR 0088), each a job re-armed by every reassignment. */
export const REASSIGN_JOBS = {
  /** To the visitor: the new host, with the invitation updated (same UID, SEQUENCE + 1). */
  reassigned: "booking.reassigned.visitor",
  /** To the host taken off, with the invitation's cancellation for their calendar. */
  takenOff: "booking.reassigned.taken-off",
  /** To the host assigned (and the staff address), with the invitation. */
  assigned: "booking.reassigned.assigned",
  /** To the visitor's guests still invited: the new host, with the invitation updated. */
  guests: "booking.reassigned.guests",
} as const;

/** The two host mails, all a move that changes the host sends besides its own "moved" mails. */
export const HOST_CHANGE_JOBS = [REASSIGN_JOBS.takenOff, REASSIGN_JOBS.assigned] as const;

/** What the reassignment mails borrow from the booking mails' handlers. */
export interface ReassignMailHelpers {
  findBooking: (id: string | null) => Promise<MailBooking | undefined>;
  settings: () => Promise<MailSettings>;
  workingManageUrl: (booking: MailBooking) => Promise<string>;
}

export function reassignJobHandlers(
  db: Database,
  deps: BookingDeps,
  { findBooking, settings, workingManageUrl }: ReassignMailHelpers,
): Record<string, JobHandler> {
  /** The booking, still upcoming and confirmed, with its latest handover and both hosts. */
  const reassigned = async (bookingId: string | null, now: Date) => {
    const booking = await findBooking(bookingId);
    // Cancelled or over since: the cancellation says what matters, or nothing does.
    if (booking?.status !== "confirmed" || booking.startsAt <= now) return null;
    const [last] = await db
      .select()
      .from(bookingReassignments)
      .where(eq(bookingReassignments.bookingId, booking.id))
      .orderBy(desc(bookingReassignments.createdAt))
      .limit(1);
    if (!last) return null;
    const from = await hostContact(db, last.fromHostId);
    const to = await hostContact(db, last.toHostId);
    return from && to ? { booking, from, to, moved: last.moved } : null;
  };

  return {
    async [REASSIGN_JOBS.reassigned](job, now) {
      const found = await reassigned(job.bookingId, now);
      if (!found) return "cancelled";
      const { booking, from } = found;
      const view = mailView(booking, await settings(), {
        manageUrl: await workingManageUrl(booking),
        reminderPlanned: false,
      });
      const rendered = bookingReassignedMail(view, from.name);
      await deps.send(addressed("visitor", booking, deps.config, rendered, "REQUEST"));
      return "done";
    },

    async [REASSIGN_JOBS.takenOff](job, now) {
      const found = await reassigned(job.bookingId, now);
      // A host without an address has nobody to tell.
      const email = found?.from.email;
      if (!found || !email) return "cancelled";
      const { booking, to, moved } = found;
      const view = mailView(booking, await settings(), NO_LINK);
      await deps.send({
        to: email,
        replyTo: booking.email,
        ...bookingReassignedHostMail(view, "taken off", to.name, moved),
        // Their copy of the invitation leaves their calendar; the others' stays.
        attachments: [bookingInvite(booking, deps.config, "CANCEL", [email])],
      });
      return "done";
    },

    async [REASSIGN_JOBS.assigned](job, now) {
      const found = await reassigned(job.bookingId, now);
      if (!found) return "cancelled";
      const { booking, from, to, moved } = found;
      const view = mailView(booking, await settings(), NO_LINK);
      const rendered = bookingReassignedHostMail(view, "assigned", from.name, moved);
      const mail = addressed("staff", booking, deps.config, rendered, "REQUEST");
      // The host taking it over and the staff address; the meeting's other hosts heard before.
      await deps.send({ ...mail, to: staffAddress({ ...booking, hosts: [to] }, deps.config) });
      return "done";
    },

    async [REASSIGN_JOBS.guests](job, now) {
      const found = await reassigned(job.bookingId, now);
      const to = found ? invitedGuests(found.booking) : [];
      if (!found || to.length === 0) return "cancelled";
      await deps.send(guestsMail(found.booking, await settings(), deps.config, "reassigned", to));
      return "done";
    },
  };
}
