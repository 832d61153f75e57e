// What the admin API and admin pages answer: shared by the server that builds these shapes and
// the client components that read them, so they live here, outside src/server (ADR 0050).

import type { LeadSource } from "@/lib/lead-source";
import type { BookingAnswer } from "@/lib/schemas/booking-question-terms";

/** What the dashboard and the CSV export see of a booking (the manage-token hash never leaves). */
export interface AdminBooking {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  website: string;
  contactType: "phone" | "whatsapp";
  contactNumber: string;
  bookingDate: string;
  timeSlot: string;
  notes: string;
  timezone: string;
  timezoneOffset: number;
  status: "confirmed" | "cancelled" | "completed";
  googleMeetLink: string | null;
  startsAt: string;
  endsAt: string;
  createdAt: string;
  cancelledAt: string | null;
  /** Why it was cancelled, when the visitor or staff said. */
  cancellationReason: string | null;
  /** The booking's meeting type: its slug (for its free times) and name. */
  meetingTypeSlug: string;
  meetingTypeName: string;
  /** Its answers to the type's questions, each with the question as asked (ADR 0059). */
  answers: BookingAnswer[];
  /** The addresses the visitor invited along (ADR 0062). */
  guests: string[];
  /** Staff marked that the visitor did not turn up (ADR 0065). */
  noShow: boolean;
  /** Where the visitor came from (ADR 0069); null: not recorded (staff's, older bookings). */
  source: LeadSource | null;
  /** What staff keep for themselves (ADR 0072); "" when nothing. Never sent to the visitor. */
  staffNotes: string;
  /** Who the meeting is with: its own host first, then a collective meeting's others (ADR 0088). */
  hosts: BookingHost[];
}

/** A host as a booking names them (`id` for the reassign action and the host filter). */
export interface BookingHost {
  id: string;
  name: string;
  slug: string;
}

export interface BookingPage {
  rows: AdminBooking[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Whether any booking exists at all (either view, no filter): tells "none yet" from "none here". */
  anyBookings: boolean;
}

/** A contact-form enquiry as the Enquiries tab and its CSV export see it. */
export interface AdminEnquiry {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
  createdAt: string;
  /** When staff marked it handled; null while it is not. */
  handledAt: string | null;
  /** Where the sender came from (ADR 0069); null: not recorded. */
  source: LeadSource | null;
  /** What staff keep for themselves (ADR 0072); "" when nothing. */
  staffNotes: string;
}

export interface EnquiryPage {
  rows: AdminEnquiry[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Whether any enquiry exists at all: tells "none yet" from "none match". */
  anyEnquiries: boolean;
}

export interface WeekdayAvailability {
  dayOfWeek: number;
  isAvailable: boolean;
  startTime: string;
  endTime: string;
  slotDuration: number;
}

/** One date's own opening hours, in place of its weekday's (ADR 0047). */
export interface DateHours {
  date: string;
  startTime: string;
  endTime: string;
  slotDuration: number;
}

/** A weekly break (ADR 0049): kept free every week on its weekdays (0 = Sunday). */
export interface WeeklyBreak {
  id: string;
  days: number[];
  startTime: string;
  endTime: string;
  label: string;
}

export interface BlockedTime {
  id: string;
  blockDate: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  reason: string;
  /** A block of every host (holidays), not only of the host whose schedule is shown. */
  wholeTeam: boolean;
}

export interface UndeliveredMail {
  id: string;
  label: string;
  /** The booking it is about, or null for a contact-form enquiry. */
  bookingId: string | null;
  visitorName: string;
  visitorEmail: string;
  /** The meeting (booking mails) or null (enquiry notices). */
  startsAt: string | null;
  endsAt: string | null;
  attempts: number;
  lastError: string | null;
}

export interface AuditPage {
  entries: {
    id: string;
    actorEmail: string;
    action: string;
    entity: string;
    entityId: string | null;
    before: unknown;
    after: unknown;
    createdAt: string;
  }[];
  page: number;
  pageCount: number;
  total: number;
}

export interface AdminUserSummary {
  id: string;
  userId: string;
  email: string;
  role: "admin" | "super_admin";
  status: "active" | "inactive";
  createdAt: string;
  /** Invited but no password set yet (no credential account). */
  invitationPending: boolean;
}
