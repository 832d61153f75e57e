import "server-only";
import type { AdminBooking } from "@/lib/admin-api";
import { toCsv } from "@/lib/csv";
import { assistantLabel, leadSourceColumns } from "@/lib/lead-source";
import { answersAsLines } from "@/lib/schemas/booking-question-terms";

/**
 * The spec's booking fields (§3), in its order and with its names, as CSV columns; then the
 * meeting's start and end as UTC ISO 8601 instants, which a spreadsheet or script can compare
 * without knowing the business zone that booking_date and time_slot are on; then the reason for
 * cancelling, if one was given; the meeting type (its slug for scripts, its name for people); last,
 * the answers to its questions, one "Question: answer" line each (ADR 0059); the guests; whether
 * staff marked a no-show (ADR 0065); where the visitor came from (ADR 0069); staff's notes (ADR
 * 0072); the AI assistant that made it through the MCP endpoint (ADR 0089), empty for the rest;
 * who it is with, its own host first (ADR 0088), names "; "-separated. New columns go last, so a script that reads columns by position keeps working.
 */
const BOOKING_COLUMNS = [
  { header: "id", value: (b: AdminBooking) => b.id },
  { header: "first_name", value: (b: AdminBooking) => b.firstName },
  { header: "last_name", value: (b: AdminBooking) => b.lastName },
  { header: "email", value: (b: AdminBooking) => b.email },
  { header: "website", value: (b: AdminBooking) => b.website },
  { header: "contact_type", value: (b: AdminBooking) => b.contactType },
  { header: "contact_number", value: (b: AdminBooking) => b.contactNumber },
  { header: "booking_date", value: (b: AdminBooking) => b.bookingDate },
  { header: "time_slot", value: (b: AdminBooking) => b.timeSlot },
  { header: "notes", value: (b: AdminBooking) => b.notes },
  { header: "timezone", value: (b: AdminBooking) => b.timezone },
  { header: "timezone_offset", value: (b: AdminBooking) => b.timezoneOffset },
  { header: "status", value: (b: AdminBooking) => b.status },
  { header: "google_meet_link", value: (b: AdminBooking) => b.googleMeetLink },
  { header: "starts_at_utc", value: (b: AdminBooking) => b.startsAt },
  { header: "ends_at_utc", value: (b: AdminBooking) => b.endsAt },
  { header: "cancellation_reason", value: (b: AdminBooking) => b.cancellationReason },
  { header: "meeting_type", value: (b: AdminBooking) => b.meetingTypeSlug },
  { header: "meeting_type_name", value: (b: AdminBooking) => b.meetingTypeName },
  { header: "answers", value: (b: AdminBooking) => answersAsLines(b.answers) },
  { header: "guests", value: (b: AdminBooking) => b.guests.join("\n") },
  { header: "no_show", value: (b: AdminBooking) => (b.noShow ? "true" : "false") },
  ...leadSourceColumns<AdminBooking>(),
  { header: "staff_notes", value: (b: AdminBooking) => b.staffNotes },
  {
    header: "ai_assistant",
    value: (b: AdminBooking) =>
      b.source?.assistant === undefined ? "" : assistantLabel(b.source.assistant),
  },
  { header: "hosts", value: (b: AdminBooking) => b.hosts.map((host) => host.name).join("; ") },
];

export const BOOKING_CSV_HEADER = BOOKING_COLUMNS.map((c) => c.header).join(",");

export function bookingsToCsv(rows: readonly AdminBooking[]): string {
  return toCsv(BOOKING_COLUMNS, rows);
}
