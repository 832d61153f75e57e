import "server-only";
import { eq } from "drizzle-orm";
import { readBookingSettings } from "@/server/availability/booking-settings";
import type { Database } from "@/server/db";
import { bookings } from "@/server/db/schema";
import type { GuestMailKind } from "@/server/email/templates/booking-guests";
import type { ReminderKind } from "@/server/email/templates/booking-reminder";
import { meetingHostContacts } from "@/server/hosts/meeting-hosts";
import type { JobHandler } from "@/server/jobs/job-queue";
import { type BookingDeps, manageUrlFor } from "./booking-config";
import {
  type BookingRow,
  cancellationMail,
  cancellationStaffMail,
  confirmationMail,
  type MailBooking,
  meetingLinkMail,
  movedMail,
  movedStaffMail,
  reminderMail,
  staffNotificationMail,
} from "./booking-mail";
import { FOLLOW_UP_JOBS, followUpJobHandlers } from "./follow-up";
import { GUEST_REMINDER_JOBS, invitedGuests, queueGuestReminder } from "./guest-reminders";
import { guestsChangedStaffMail, guestsMail } from "./guests-mail";
import { manageTokenFor } from "./manage-token";
import { REASSIGN_JOBS, reassignJobHandlers } from "./reassign-mail";

/**
 * The mails of a booking, each a durable job (kind + booking id is unique) that sends exactly one
 * mail — so retrying a job never repeats a mail that already went out.
 */
export const BOOKING_JOBS = {
  confirmation: "booking.confirmation",
  staffNotification: "booking.staff-notification",
  reminder: "booking.reminder",
  /** The second reminder, shortly before the meeting, when staff set one (ADR 0058). */
  lastReminder: "booking.last-reminder",
  /** The link staff added or changed; re-armed by every change (see setMeetingLink). */
  meetingLink: "booking.meeting-link",
  /** To the visitor, by who cancelled. */
  cancelledByVisitor: "booking.cancellation.visitor",
  cancelledByStaff: "booking.cancellation.staff",
  /** The staff copy, by who cancelled. */
  cancellationNoticeByVisitor: "booking.cancellation-notice.visitor",
  cancellationNoticeByStaff: "booking.cancellation-notice.staff",
  /** "Meeting moved", re-armed by every move (rescheduleBooking), by who moved it. */
  movedByVisitor: "booking.moved.visitor",
  movedByStaff: "booking.moved.staff",
  movedNoticeByVisitor: "booking.moved-notice.visitor",
  movedNoticeByStaff: "booking.moved-notice.staff",
  /**
   * To the visitor's guests (ADR 0062): one mail to them for each of these. This one brings the
   * invitations up to date (ADR 0064): sent to guests added, withdrawn from guests taken off; it
   * is re-armed by every change of the guests.
   */
  guestsInvited: "booking.guests.invited",
  /** To staff when the visitor changed their guests; re-armed by each change. */
  guestsChangedNotice: "booking.guests.changed-notice",
  /** Re-armed by every change of link, like the visitor's. */
  guestsMeetingLink: "booking.guests.meeting-link",
  /** Re-armed by every move. */
  guestsMoved: "booking.guests.moved",
  guestsCancelled: "booking.guests.cancelled",
  /** The guests' reminders (ADR 0062), queued by the visitor's reminder of the same kind. */
  guestsReminder: GUEST_REMINDER_JOBS["day before"],
  guestsLastReminder: GUEST_REMINDER_JOBS["shortly before"],
  ...FOLLOW_UP_JOBS, // the type's mails after the meeting (ADR 0076)
  ...REASSIGN_JOBS, // a handover to another host (ADR 0088)
} as const;

/** The two mails a move sends, by who moved it. */
export const movedJobs = (by: "staff" | "visitor") =>
  by === "visitor"
    ? [BOOKING_JOBS.movedByVisitor, BOOKING_JOBS.movedNoticeByVisitor]
    : [BOOKING_JOBS.movedByStaff, BOOKING_JOBS.movedNoticeByStaff];

/** The two mails a cancellation sends, by who cancelled. */
export const cancellationJobs = (by: "staff" | "visitor") =>
  by === "visitor"
    ? [BOOKING_JOBS.cancelledByVisitor, BOOKING_JOBS.cancellationNoticeByVisitor]
    : [BOOKING_JOBS.cancelledByStaff, BOOKING_JOBS.cancellationNoticeByStaff];

/** The booking a mail is about, with its hosts: mails name them and notices reach them. */
async function findBooking(db: Database, id: string | null): Promise<MailBooking | undefined> {
  if (!id) return undefined;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row && { ...row, hosts: await meetingHostContacts(db, row.id) };
}

export function bookingJobHandlers(db: Database, deps: BookingDeps): Record<string, JobHandler> {
  const settings = async () => {
    const s = await readBookingSettings(db);
    return {
      timeZone: s.timeZone,
      timeFormat: s.timeFormat,
      lastReminderMinutes: s.lastReminderMinutes,
    };
  };

  /** The manage link for a mail; the stored hash differs only after AUTH_SECRET changed. */
  const workingManageUrl = async (booking: BookingRow) => {
    const manage = manageTokenFor(deps.config.manageTokenSecret, booking.id);
    if (booking.manageTokenHash !== manage.hash)
      await db
        .update(bookings)
        .set({ manageTokenHash: manage.hash })
        .where(eq(bookings.id, booking.id));
    return manageUrlFor(deps.config.appUrl, manage.token);
  };

  const cancellation =
    (by: "staff" | "visitor", mail: typeof cancellationMail): JobHandler =>
    async (job) => {
      const booking = await findBooking(db, job.bookingId);
      if (!booking) return "cancelled";
      await deps.send(mail(booking, await settings(), deps.config, by));
      return "done";
    };

  const reminder =
    (kind: ReminderKind): JobHandler =>
    async (job, now) => {
      const booking = await findBooking(db, job.bookingId);
      // Never for a cancelled booking, nor once the meeting has begun (e.g. after long downtime).
      if (booking?.status !== "confirmed" || booking.startsAt <= now) return "cancelled";
      if (invitedGuests(booking).length > 0)
        await queueGuestReminder(db, GUEST_REMINDER_JOBS[kind], booking.id, now);
      const manageUrl = await workingManageUrl(booking);
      await deps.send(reminderMail(booking, await settings(), deps.config, manageUrl, kind));
      return "done";
    };

  const moved =
    (by: "staff" | "visitor", reader: "visitor" | "staff"): JobHandler =>
    async (job) => {
      const booking = await findBooking(db, job.bookingId);
      // Cancelled since: the cancellation mail says what matters.
      if (booking?.status !== "confirmed") return "cancelled";
      const mail =
        reader === "visitor"
          ? movedMail(booking, await settings(), deps.config, await workingManageUrl(booking), by)
          : movedStaffMail(booking, await settings(), deps.config, by);
      await deps.send(mail);
      return "done";
    };

  /**
   * News of the meeting to its guests, unless the booking is no longer what it says: a
   * cancellation to everyone holding the invitation, a move, a new link or a reminder to those of
   * them still on the list (a guest added meanwhile gets the invitation, which says it all).
   */
  const toGuests =
    (kind: Exclude<GuestMailKind, "invited" | "withdrawn">): JobHandler =>
    async (job, now) => {
      const booking = await findBooking(db, job.bookingId);
      if (!booking) return "cancelled";
      const confirmed = booking.status === "confirmed";
      if (kind === "cancelled" ? confirmed : !confirmed) return "cancelled";
      if (kind === "meeting-link" && (booking.startsAt <= now || !booking.meetingLink))
        return "cancelled";
      if ((kind === "reminder" || kind === "last-reminder") && booking.startsAt <= now)
        return "cancelled";
      const to = kind === "cancelled" ? booking.guestsInvited : invitedGuests(booking);
      if (to.length === 0) return "cancelled";
      await deps.send(guestsMail(booking, await settings(), deps.config, kind, to));
      return "done";
    };

  const recordInvited = (bookingId: string, guestsInvited: string[]) =>
    db.update(bookings).set({ guestsInvited }).where(eq(bookings.id, bookingId));

  /**
   * The invitations the guest list owes: withdrawn from guests taken off it, then sent to those
   * added. Each mail is recorded before the next goes, so a retry never repeats one; changes
   * made before the job runs make one mail, and a guest added and taken off again none.
   */
  const syncInvitations: JobHandler = async (job, now) => {
    const booking = await findBooking(db, job.bookingId);
    // A cancellation's own mail reaches everyone holding the invitation.
    if (booking?.status !== "confirmed" || booking.endsAt <= now) return "cancelled";
    const removed = booking.guestsInvited.filter((guest) => !booking.guests.includes(guest));
    const added = booking.guests.filter((guest) => !booking.guestsInvited.includes(guest));
    if (removed.length === 0 && added.length === 0) return "cancelled";
    const mailSettings = await settings();
    const stillInvited = booking.guestsInvited.filter((guest) => !removed.includes(guest));
    if (removed.length > 0) {
      await deps.send(guestsMail(booking, mailSettings, deps.config, "withdrawn", removed));
      await recordInvited(booking.id, stillInvited);
    }
    if (added.length > 0) {
      await deps.send(guestsMail(booking, mailSettings, deps.config, "invited", added));
      await recordInvited(booking.id, [...stillInvited, ...added]);
    }
    return "done";
  };

  return {
    ...followUpJobHandlers(db, deps),
    ...reassignJobHandlers(db, deps, {
      findBooking: (id) => findBooking(db, id),
      settings,
      workingManageUrl,
    }),
    [BOOKING_JOBS.guestsInvited]: syncInvitations,
    [BOOKING_JOBS.guestsMeetingLink]: toGuests("meeting-link"),
    [BOOKING_JOBS.guestsMoved]: toGuests("moved"),
    [BOOKING_JOBS.guestsCancelled]: toGuests("cancelled"),
    [BOOKING_JOBS.guestsReminder]: toGuests("reminder"),
    [BOOKING_JOBS.guestsLastReminder]: toGuests("last-reminder"),
    [BOOKING_JOBS.movedByVisitor]: moved("visitor", "visitor"),
    [BOOKING_JOBS.movedByStaff]: moved("staff", "visitor"),
    [BOOKING_JOBS.movedNoticeByVisitor]: moved("visitor", "staff"),
    [BOOKING_JOBS.movedNoticeByStaff]: moved("staff", "staff"),

    async [BOOKING_JOBS.confirmation](job) {
      const booking = await findBooking(db, job.bookingId);
      if (booking?.status !== "confirmed") return "cancelled";
      const manageUrl = await workingManageUrl(booking);
      await deps.send(confirmationMail(booking, await settings(), deps.config, manageUrl));
      return "done";
    },

    async [BOOKING_JOBS.meetingLink](job, now) {
      const booking = await findBooking(db, job.bookingId);
      // Sent with the link as it is now: a second change before sending makes one mail, not two.
      if (booking?.status !== "confirmed" || booking.startsAt <= now || !booking.meetingLink)
        return "cancelled";
      const manageUrl = await workingManageUrl(booking);
      await deps.send(meetingLinkMail(booking, await settings(), deps.config, manageUrl));
      return "done";
    },

    async [BOOKING_JOBS.guestsChangedNotice](job) {
      const booking = await findBooking(db, job.bookingId);
      // Cancelled since: the cancellation notice is what staff need.
      if (booking?.status !== "confirmed") return "cancelled";
      await deps.send(guestsChangedStaffMail(booking, await settings(), deps.config));
      return "done";
    },

    async [BOOKING_JOBS.staffNotification](job) {
      const booking = await findBooking(db, job.bookingId);
      // Cancelled before staff heard of it: the cancellation notice tells them both.
      if (booking?.status !== "confirmed") return "cancelled";
      await deps.send(staffNotificationMail(booking, await settings(), deps.config));
      return "done";
    },

    [BOOKING_JOBS.reminder]: reminder("day before"),
    [BOOKING_JOBS.lastReminder]: reminder("shortly before"),

    [BOOKING_JOBS.cancelledByVisitor]: cancellation("visitor", cancellationMail),
    [BOOKING_JOBS.cancelledByStaff]: cancellation("staff", cancellationMail),
    [BOOKING_JOBS.cancellationNoticeByVisitor]: cancellation("visitor", cancellationStaffMail),
    [BOOKING_JOBS.cancellationNoticeByStaff]: cancellation("staff", cancellationStaffMail),
  };
}

/** The mails planned for a time of their own, never sent right after a request. */
