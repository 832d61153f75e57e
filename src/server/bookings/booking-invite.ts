import "server-only";
import type { CalendarEventDetails } from "@/lib/scheduling/calendar-links";
import { calendarInvite } from "@/server/calendars/calendar-invite";
import type { bookings } from "@/server/db/schema";
import {
  type HostContact,
  meetingAttendees,
  meetingOrganizer,
} from "@/server/hosts/meeting-people";
import type { BookingConfig } from "./booking-config";

export type BookingRow = typeof bookings.$inferSelect;

/**
 * A booking as its mails see it: with its hosts (ADR 0088) when the sender loaded them, so the
 * mails name who the meeting is with and the staff notices reach them. Without them a mail reads
 * as a one-person site's: the staff address organizes and is told.
 */
export type MailBooking = BookingRow & { hosts?: readonly HostContact[] };

/**
 * The meeting as calendars show it: the mailed invitation, the visitor's download and the
 * add-to-calendar links all carry these, so each copy reads the same.
 */
export function bookingEventDetails(
  booking: Pick<BookingRow, "startsAt" | "endsAt" | "meetingLink">,
  config: Pick<BookingConfig, "organizer">,
): CalendarEventDetails {
  return {
    title: `Meeting with ${config.organizer.name}`,
    description: booking.meetingLink
      ? `Join: ${booking.meetingLink}`
      : "The meeting link will follow by e-mail.",
    location: booking.meetingLink,
    start: booking.startsAt,
    end: booking.endsAt,
  };
}

/**
 * The booking's calendar event: REQUEST and CANCEL go by mail, PUBLISH is the download. The
 * booking's own host organizes it and every host attends, beside the visitor and their guests.
 */
export function bookingInvite(
  booking: MailBooking,
  config: BookingConfig,
  method: "REQUEST" | "CANCEL" | "PUBLISH",
  /**
   * A withdrawal (ADR 0064): CANCEL to guests taken off the list, naming only them, at the
   * sequence their removal raised (so inviting them again later is newer still).
   */
  withdrawFrom?: string[],
) {
  const event = bookingEventDetails(booking, config);
  const hosts = booking.hosts ?? [];
  const visitor = { name: `${booking.firstName} ${booking.lastName}`, email: booking.email };
  return calendarInvite({
    bookingId: booking.id,
    appUrl: config.appUrl,
    start: event.start,
    end: event.end,
    title: event.title,
    description: withdrawFrom
      ? "You are no longer invited to this meeting."
      : method === "CANCEL"
        ? "This meeting has been cancelled."
        : event.description,
    meetingLink: booking.meetingLink,
    organizer: meetingOrganizer(hosts, config.organizer),
    attendees: withdrawFrom
      ? withdrawFrom.map((email) => ({ name: email, email }))
      : meetingAttendees(hosts, visitor, booking.guests),
    method,
    // The first invitation is 0, each change raises it; the cancellation supersedes all.
    sequence: booking.calendarSequence + (method === "CANCEL" && !withdrawFrom ? 1 : 0),
  });
}
