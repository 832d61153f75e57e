import "server-only";
import { site } from "@/content/site";
import type { MailRow } from "./mail-layout";

/** What every booking mail shows, already formatted (times in the business and visitor zones). */
export interface BookingMailView {
  firstName: string;
  lastName: string;
  email: string;
  contactType: "phone" | "whatsapp";
  contactNumber: string;
  website: string;
  notes: string;
  /** Answers to the type's questions, each with the question as asked (staff read them). */
  answers: { question: string; answer: string }[];
  /** The addresses the visitor invited along, who get mails of their own (ADR 0062). */
  guests: string[];
  /** Where the visitor came from, in one line, for staff (ADR 0069); null: not recorded. */
  cameFrom: string | null;
  /** 'Monday, 7 January 2030' in the business zone. */
  date: string;
  /** '9:00 AM – 10:00 AM (Europe/London, GMT)'. */
  time: string;
  /** The same meeting in the visitor's zone, when it differs: '10:00 AM – 11:00 AM, Monday, … (Europe/Paris)'. */
  visitorTime: string | null;
  /**
   * The start as the visitor's own clock reads it (the business's when they are the same), for
   * subjects: 'Monday, 7 January 2030, 11:00 AM (Europe/Paris)' — the inbox line they see first.
   */
  subjectWhen: string;
  durationMinutes: number;
  meetingLink: string | null;
  manageUrl: string | null;
  /** Whether a reminder will come 24 hours before (not for meetings booked less than 24 h ahead). */
  reminderPlanned: boolean;
  /** Minutes before the meeting of the last reminder planned for it (ADR 0058); null: none. */
  lastReminderMinutes: number | null;
  /** Why it was cancelled, when the visitor or staff said (only a cancelled booking has one). */
  cancellationReason: string | null;
  /** Who the meeting is with: its host, or every host of a collective one (ADR 0088); null: not known. */
  withHosts: string | null;
}

/** The last words of every mail to a visitor: who wrote, and how to reach a person. */
export const visitorSignOff = {
  kind: "note",
  text: `— The ${site.name} team · ${site.contact.phone} · Reply to this e-mail with any question.`,
} as const;

/**
 * The meeting link (a link in HTML: staff gave it); without one yet, the visitor is promised one
 * and staff are told where to add it.
 */
export const meetingLinkLine = (
  view: BookingMailView,
  reader: "visitor" | "staff" = "visitor",
): MailRow[1] =>
  view.meetingLink
    ? { url: view.meetingLink }
    : reader === "visitor"
      ? "The meeting link will follow by e-mail before the meeting."
      : "None yet: add it to the booking on the admin Bookings tab, and the visitor is e-mailed it.";

/** Date, time (and the visitor's own clock, labelled for whoever reads the mail), link. */
export const whenRows = (
  view: BookingMailView,
  reader: "visitor" | "staff" = "visitor",
): MailRow[] => [
  ...(view.withHosts ? ([["With", view.withHosts]] as MailRow[]) : []),
  ["Date", view.date],
  ["Time", view.time],
  ...(view.visitorTime
    ? ([[reader === "visitor" ? "Your time" : "Visitor's time", view.visitorTime]] as MailRow[])
    : []),
  ["Length", `${view.durationMinutes} minutes`],
  ["Meeting link", meetingLinkLine(view, reader)],
];
