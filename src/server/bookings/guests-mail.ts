import "server-only";
import type { Email } from "@/server/email/send-email";
import {
  bookingGuestsChangedStaffMail,
  bookingGuestsMail,
  type GuestMailKind,
} from "@/server/email/templates/booking-guests";
import type { BookingConfig } from "./booking-config";
import { bookingInvite } from "./booking-invite";
import {
  addressed,
  type MailBooking,
  type MailSettings,
  mailView,
  NO_LINK,
  previousTime,
} from "./booking-mail";

/**
 * One mail to some of the visitor's guests (ADR 0062, 0064), in the business zone, with the
 * invitation (REQUEST; CANCEL when the meeting is called off or they are taken off the list).
 * Replies reach staff.
 */
export function guestsMail(
  booking: MailBooking,
  settings: MailSettings,
  config: BookingConfig,
  kind: GuestMailKind,
  to: string[],
): Email {
  // The guests' own zone is not known: the view reads the business clock, not the visitor's.
  const view = mailView({ ...booking, timezone: settings.timeZone }, settings, NO_LINK);
  const previous = kind === "moved" ? previousTime(booking, settings) : undefined;
  return {
    to,
    replyTo: config.staffEmail,
    ...bookingGuestsMail(view, kind, previous),
    // A reminder changes nothing in their calendar: it carries no invitation.
    ...(kind === "reminder" || kind === "last-reminder"
      ? {}
      : {
          attachments: [
            bookingInvite(
              booking,
              config,
              invitationMethod(kind),
              kind === "withdrawn" ? to : undefined,
            ),
          ],
        }),
  };
}

/** Withdrawn and cancelled take the meeting out of the guests' calendars; the rest update it. */
const invitationMethod = (kind: GuestMailKind) =>
  kind === "withdrawn" || kind === "cancelled" ? "CANCEL" : "REQUEST";

/** Staff hear that the visitor changed their guests, with the list as it now stands. */
export function guestsChangedStaffMail(
  booking: MailBooking,
  settings: MailSettings,
  config: BookingConfig,
): Email {
  const rendered = bookingGuestsChangedStaffMail(mailView(booking, settings, NO_LINK));
  return addressed("staff", booking, config, rendered);
}
