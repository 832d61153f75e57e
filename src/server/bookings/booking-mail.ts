import "server-only";
import { describeLeadSource } from "@/lib/lead-source";
import {
  clocksDiffer,
  formatInstantDate,
  formatInstantTime,
  formatTimeRange,
  type TimeFormat,
} from "@/lib/time/format";
import type { Email } from "@/server/email/send-email";
import {
  bookingCancellationMail,
  bookingCancellationStaffMail,
} from "@/server/email/templates/booking-cancellation";
import { bookingConfirmationMail } from "@/server/email/templates/booking-confirmation";
import type { BookingMailView } from "@/server/email/templates/booking-mail-view";
import { bookingMeetingLinkMail } from "@/server/email/templates/booking-meeting-link";
import { bookingMovedMail, bookingMovedStaffMail } from "@/server/email/templates/booking-moved";
import { bookingReminderMail, type ReminderKind } from "@/server/email/templates/booking-reminder";
import { bookingStaffNotificationMail } from "@/server/email/templates/booking-staff-notification";
import { hostNames, staffRecipients } from "@/server/hosts/meeting-people";
import type { BookingConfig } from "./booking-config";
import { type BookingRow, bookingInvite, type MailBooking } from "./booking-invite";

export type { BookingRow, MailBooking };

export interface MailSettings {
  timeZone: string;
  timeFormat: TimeFormat;
  /** The last reminder's lead (ADR 0058), for the confirmation's promise; absent or null: none. */
  lastReminderMinutes?: number | null;
}

/** The day-before reminder's lead: 24 hours. */
const DAY_BEFORE_MINUTES = 24 * 60;

/**
 * When a reminder `leadMinutes` before the meeting goes out; null without a lead, or when that
 * moment had passed when the meeting was booked or moved (it then gets none).
 */
export function reminderTimeFor(
  startsAt: Date,
  bookedAt: Date,
  leadMinutes: number | null = DAY_BEFORE_MINUTES,
): Date | null {
  if (leadMinutes === null) return null;
  const runAt = new Date(startsAt.getTime() - leadMinutes * 60_000);
  return runAt.getTime() >= bookedAt.getTime() ? runAt : null;
}

const timeRange = (booking: MailBooking, zone: string, format: TimeFormat) =>
  formatTimeRange(booking.startsAt, booking.endsAt, zone, format);

export function mailView(
  booking: MailBooking,
  settings: MailSettings,
  extra: {
    manageUrl: string | null;
    reminderPlanned: boolean;
    lastReminderMinutes?: number | null;
  },
): BookingMailView {
  const visitorZone = booking.timezone;
  const showVisitor = visitorZone && clocksDiffer(booking.startsAt, visitorZone, settings.timeZone);
  const subjectZone = showVisitor ? visitorZone : settings.timeZone;
  return {
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    contactType: booking.contactType,
    contactNumber: booking.contactNumber,
    website: booking.website,
    notes: booking.notes,
    answers: booking.answers,
    guests: booking.guests,
    cameFrom: describeLeadSource(booking.leadSource),
    date: formatInstantDate(booking.startsAt, settings.timeZone),
    time: timeRange(booking, settings.timeZone, settings.timeFormat),
    visitorTime: showVisitor
      ? `${timeRange(booking, visitorZone, settings.timeFormat)}, ${formatInstantDate(booking.startsAt, visitorZone)}`
      : null,
    subjectWhen: `${formatInstantDate(booking.startsAt, subjectZone)}, ${formatInstantTime(booking.startsAt, subjectZone, settings.timeFormat)} (${subjectZone})`,
    durationMinutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
    meetingLink: booking.meetingLink,
    manageUrl: extra.manageUrl,
    reminderPlanned: extra.reminderPlanned,
    lastReminderMinutes: extra.lastReminderMinutes ?? null,
    cancellationReason: booking.cancellationReason,
    withHosts: booking.hosts ? hostNames(booking.hosts) : null,
  };
}

/** The view of a mail without a manage link and without a reminder promise. */
export const NO_LINK = { manageUrl: null, reminderPlanned: false } as const;

/**
 * Where a staff notice goes: the meeting's hosts and the staff address, each once (ADR 0088); one
 * recipient as a plain address.
 */
export function staffAddress(booking: MailBooking, config: Pick<BookingConfig, "staffEmail">) {
  const recipients = staffRecipients(booking.hosts ?? [], config.staffEmail);
  return recipients.length === 1 ? recipients[0]! : recipients;
}

/**
 * Addresses a rendered mail: to the visitor (replies reach the staff address) or to staff, the
 * meeting's hosts included (replies reach the visitor). `method` attaches the calendar invitation
 * (.ics, same UID).
 */
export function addressed(
  to: "visitor" | "staff",
  booking: MailBooking,
  config: BookingConfig,
  rendered: ReturnType<typeof bookingConfirmationMail>,
  method?: "REQUEST" | "CANCEL",
): Email {
  const visitor = to === "visitor";
  return {
    to: visitor ? booking.email : staffAddress(booking, config),
    replyTo: visitor ? config.staffEmail : booking.email,
    ...rendered,
    ...(method ? { attachments: [bookingInvite(booking, config, method)] } : {}),
  };
}

/** The visitor's confirmation, with the invitation and the manage link. */
export function confirmationMail(
  booking: MailBooking,
  settings: MailSettings,
  config: BookingConfig,
  manageUrl: string,
): Email {
  // The last reminder's promise follows the setting, as the reminder was planned from it.
  const lastLead = settings.lastReminderMinutes ?? null;
  const view = mailView(booking, settings, {
    manageUrl,
    reminderPlanned: reminderTimeFor(booking.startsAt, booking.createdAt) !== null,
    lastReminderMinutes: reminderTimeFor(booking.startsAt, booking.createdAt, lastLead)
      ? lastLead
      : null,
  });
  return addressed("visitor", booking, config, bookingConfirmationMail(view), "REQUEST");
}

/** The meeting link staff added or changed, with the invitation updated (same UID, new SEQUENCE). */
export function meetingLinkMail(
  booking: MailBooking,
  settings: MailSettings,
  config: BookingConfig,
  manageUrl: string,
): Email {
  const view = mailView(booking, settings, { manageUrl, reminderPlanned: false });
  return addressed("visitor", booking, config, bookingMeetingLinkMail(view), "REQUEST");
}

/**
 * The notification to the staff address (replies go to the visitor), with the same .ics as the
 * visitor's: staff without a CalDAV destination add it in one click.
 */
export function staffNotificationMail(
  booking: MailBooking,
  settings: MailSettings,
  config: BookingConfig,
): Email {
  const view = mailView(booking, settings, NO_LINK);
  return addressed("staff", booking, config, bookingStaffNotificationMail(view), "REQUEST");
}

/**
 * The reminder, with the manage link (cancelling is what a reminder most often leads to); it
 * invites a reply, which must reach staff, not MAIL_FROM's no-reply box.
 */
export function reminderMail(
  booking: MailBooking,
  settings: MailSettings,
  config: BookingConfig,
  manageUrl: string,
  kind: ReminderKind,
): Email {
  const view = mailView(booking, settings, { manageUrl, reminderPlanned: true });
  return addressed("visitor", booking, config, bookingReminderMail(view, kind));
}

/** The visitor's cancellation, with the .ics METHOD:CANCEL for the invitation's UID. */
export function cancellationMail(
  booking: MailBooking,
  settings: MailSettings,
  config: BookingConfig,
  by: "staff" | "visitor",
): Email {
  const rendered = bookingCancellationMail(
    mailView(booking, settings, NO_LINK),
    by,
    `${config.appUrl}/book`,
  );
  return addressed("visitor", booking, config, rendered, "CANCEL");
}

/**
 * The staff copy of a cancellation: who cancelled which meeting. A reply reaches the visitor:
 * after a cancellation by staff, that is the next step.
 */
export function cancellationStaffMail(
  booking: MailBooking,
  settings: MailSettings,
  config: BookingConfig,
  by: "staff" | "visitor",
): Email {
  const view = mailView(booking, settings, NO_LINK);
  return addressed("staff", booking, config, bookingCancellationStaffMail(view, by));
}

/** The time before the last move, formatted like the mail's own (business zone). */
export function previousTime(booking: MailBooking, settings: MailSettings) {
  const start = booking.previousStartsAt ?? booking.startsAt;
  const end = booking.previousEndsAt ?? booking.endsAt;
  return {
    date: formatInstantDate(start, settings.timeZone),
    time: formatTimeRange(start, end, settings.timeZone, settings.timeFormat),
  };
}

/** "Meeting moved" to the visitor: old and new time, the invitation updated (same UID). */
export function movedMail(
  booking: MailBooking,
  settings: MailSettings,
  config: BookingConfig,
  manageUrl: string,
  by: "staff" | "visitor",
): Email {
  const view = mailView(booking, settings, { manageUrl, reminderPlanned: false });
  const rendered = bookingMovedMail(view, previousTime(booking, settings), by);
  return addressed("visitor", booking, config, rendered, "REQUEST");
}

/** The staff copy of a move, with the updated invitation. */
export function movedStaffMail(
  booking: MailBooking,
  settings: MailSettings,
  config: BookingConfig,
  by: "staff" | "visitor",
): Email {
  const view = mailView(booking, settings, NO_LINK);
  const rendered = bookingMovedStaffMail(view, previousTime(booking, settings), by);
  return addressed("staff", booking, config, rendered, "REQUEST");
}
