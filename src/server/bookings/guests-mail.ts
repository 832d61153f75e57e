import "server-only";
import type { Email } from "@/server/email/send-email";
import { bookingGuestsMail, type GuestMailKind } from "@/server/email/templates/booking-guests";
import type { BookingConfig } from "./booking-config";
import {
  type BookingRow,
  bookingInvite,
  type MailSettings,
  mailView,
  previousTime,
} from "./booking-mail";

/**
 * One mail to all the visitor's guests (ADR 0062), in the business zone, with the invitation
 * (REQUEST, or CANCEL when it is called off). Replies reach staff.
 */
export function guestsMail(
  booking: BookingRow,
  settings: MailSettings,
  config: BookingConfig,
  kind: GuestMailKind,
): Email {
  // The guests' own zone is not known: the view reads the business clock, not the visitor's.
  const view = mailView({ ...booking, timezone: settings.timeZone }, settings, {
    manageUrl: null,
    reminderPlanned: false,
  });
  const previous = kind === "moved" ? previousTime(booking, settings) : undefined;
  return {
    to: booking.guests,
    replyTo: config.staffEmail,
    ...bookingGuestsMail(view, kind, previous),
    attachments: [bookingInvite(booking, config, kind === "cancelled" ? "CANCEL" : "REQUEST")],
  };
}
