import "server-only";
import {
  bookingCancellationMail,
  bookingCancellationStaffMail,
} from "./templates/booking-cancellation";
import { bookingConfirmationMail } from "./templates/booking-confirmation";
import { bookingAfterMeetingMail } from "./templates/booking-follow-up";
import { bookingGuestsChangedStaffMail, bookingGuestsMail } from "./templates/booking-guests";
import type { BookingMailView } from "./templates/booking-mail-view";
import { bookingMeetingLinkMail } from "./templates/booking-meeting-link";
import { bookingMovedMail, bookingMovedStaffMail } from "./templates/booking-moved";
import { bookingReassignedHostMail, bookingReassignedMail } from "./templates/booking-reassigned";
import { bookingReminderMail } from "./templates/booking-reminder";
import { bookingStaffNotificationMail } from "./templates/booking-staff-notification";
import { enquiryNotificationMail } from "./templates/enquiry-notification";
import { invitationMail } from "./templates/invitation";
import type { RenderedMail } from "./templates/mail-layout";
import { passwordResetMail } from "./templates/password-reset";

const BOOK_AGAIN =
  "http://localhost:3000/book?type=consultation&firstName=Ada&lastName=Lovelace&email=ada%40example.com";

/** Preview data: a visitor in another zone than the business, with notes over two lines. */
export const previewBooking: BookingMailView = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  contactType: "whatsapp",
  contactNumber: "+44 20 7946 0958",
  website: "https://analytical-engines.example",
  notes: "We run 25 villas in Mallorca.\nBookings arrive by e-mail and WhatsApp.",
  answers: [
    { question: "What would you like to automate first?", answer: "Guest enquiries on WhatsApp" },
    { question: "Team size", answer: "11–50" },
  ],
  guests: ["grace@analytical-engines.example"],
  cameFrom: "newsletter / email · campaign autumn · landed on /services",
  date: "Monday, 7 January 2030",
  time: "10:00 AM – 11:00 AM (Europe/London, GMT)",
  visitorTime: "11:00 AM – 12:00 PM (Europe/Paris, CET), Monday, 7 January 2030",
  subjectWhen: "Monday, 7 January 2030, 11:00 AM (Europe/Paris)",
  durationMinutes: 60,
  meetingLink: "https://meet.example.com/abc-defg-hij",
  manageUrl: "https://agency.example/booking/preview-manage-token",
  reminderPlanned: true,
  lastReminderMinutes: null,
  cancellationReason: null,
  withHosts: "Grace Hopper",
};

/** Guests read the business clock: their own zone is not known. */
const guestView: BookingMailView = {
  ...previewBooking,
  visitorTime: null,
  subjectWhen: "Monday, 7 January 2030, 10:00 AM (Europe/London)",
};

const bookUrl = "https://agency.example/book";
const previousTime = {
  date: "Friday, 4 January 2030",
  time: "2:00 PM – 3:00 PM (Europe/London, GMT)",
};

/** Every mail the site sends, by name, rendered from its preview data (`npm run email:preview`). */
export const mailPreviews: Record<string, () => RenderedMail> = {
  "booking-confirmation": () => bookingConfirmationMail(previewBooking),
  "booking-confirmation-no-link": () =>
    bookingConfirmationMail({ ...previewBooking, meetingLink: null, reminderPlanned: false }),
  "booking-staff-notification": () => bookingStaffNotificationMail(previewBooking),
  "booking-reminder": () => bookingReminderMail(previewBooking),
  "booking-last-reminder": () => bookingReminderMail(previewBooking, "shortly before"),
  "booking-follow-up": () =>
    bookingAfterMeetingMail(
      "follow-up",
      previewBooking,
      "Consultation",
      "Thank you for your time today.\n\nNext steps:\n- we send the proposal by Friday\n- you share the booking export",
      BOOK_AGAIN,
    ),
  "booking-no-show": () =>
    bookingAfterMeetingMail(
      "no-show",
      previewBooking,
      "Consultation",
      "We waited for you on the call today.\n\nIf the time no longer suits, pick another below.",
      BOOK_AGAIN,
    ),
  "booking-meeting-link": () => bookingMeetingLinkMail(previewBooking),
  "booking-moved-by-visitor": () => bookingMovedMail(previewBooking, previousTime, "visitor"),
  "booking-moved-by-staff": () => bookingMovedMail(previewBooking, previousTime, "staff"),
  "booking-moved-staff-copy": () => bookingMovedStaffMail(previewBooking, previousTime, "visitor"),
  "booking-reassigned": () => bookingReassignedMail(previewBooking, "Alan Turing"),
  "booking-reassigned-assigned": () =>
    bookingReassignedHostMail(previewBooking, "assigned", "Alan Turing"),
  "booking-reassigned-taken-off": () =>
    bookingReassignedHostMail(previewBooking, "taken off", "Grace Hopper"),
  "booking-moved-assigned": () =>
    bookingReassignedHostMail(previewBooking, "assigned", "Alan Turing", true),
  "booking-moved-taken-off": () =>
    bookingReassignedHostMail(previewBooking, "taken off", "Grace Hopper", true),
  "booking-guests-reassigned": () => bookingGuestsMail(guestView, "reassigned"),
  "booking-guests-invited": () => bookingGuestsMail(guestView, "invited"),
  "booking-guests-meeting-link": () => bookingGuestsMail(guestView, "meeting-link"),
  "booking-guests-moved": () => bookingGuestsMail(guestView, "moved", previousTime),
  "booking-guests-cancelled": () => bookingGuestsMail(guestView, "cancelled"),
  "booking-guests-withdrawn": () => bookingGuestsMail(guestView, "withdrawn"),
  "booking-guests-reminder": () => bookingGuestsMail(guestView, "reminder"),
  "booking-guests-last-reminder": () => bookingGuestsMail(guestView, "last-reminder"),
  "booking-guests-changed-staff-copy": () => bookingGuestsChangedStaffMail(previewBooking),
  "booking-cancellation-by-visitor": () =>
    bookingCancellationMail(previewBooking, "visitor", bookUrl),
  "booking-cancellation-by-staff": () => bookingCancellationMail(previewBooking, "staff", bookUrl),
  "booking-cancellation-staff-copy": () =>
    bookingCancellationStaffMail(
      { ...previewBooking, cancellationReason: "We chose another supplier for this season." },
      "visitor",
    ),
  invitation: () =>
    invitationMail({
      email: "grace@agency.example",
      invitedBy: "Ada Lovelace",
      link: "https://agency.example/reset-password#token=preview-invitation-token",
      validDays: 7,
    }),
  "password-reset": () =>
    passwordResetMail({ link: "https://agency.example/reset-password#token=preview-reset-token" }),
  "enquiry-notification": () =>
    enquiryNotificationMail({
      name: "Grace Hopper",
      email: "grace@example.com",
      company: "Harbour Lettings",
      message: "We run 25 villas in Mallorca.\n\nCould you automate our guest replies?",
      received: "Monday, 7 January 2030, 9:41 AM GMT",
      reference: "0b8f3c9e-2d1a-4c55-9a7e-3f1e2b6c7d80",
      cameFrom: "from linkedin.com · landed on /industries/luxury-hotel",
    }),
};
