import "server-only";
import type { BookingMailView } from "./booking-mail-view";

// What the booking mails' tests share: one booking as the templates see it.

export const bookingMailView: BookingMailView = {
  firstName: "Ada <script>",
  lastName: "Lovelace",
  email: "ada@example.com",
  contactType: "whatsapp",
  contactNumber: "+44 20 7946 0958",
  website: "",
  notes: "Line one & two",
  answers: [],
  guests: [],
  cameFrom: null,
  date: "Monday, 7 January 2030",
  time: "10:00 AM – 11:00 AM (Europe/London, GMT)",
  visitorTime: "11:00 AM – 12:00 PM (Europe/Paris, CET), Monday, 7 January 2030",
  subjectWhen: "Monday, 7 January 2030, 11:00 AM (Europe/Paris)",
  durationMinutes: 60,
  meetingLink: null,
  manageUrl: "https://agency.test/booking/abc",
  reminderPlanned: true,
  lastReminderMinutes: null,
  cancellationReason: null,
  withHosts: null,
};
