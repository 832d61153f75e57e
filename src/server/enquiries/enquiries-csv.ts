import "server-only";
import type { AdminEnquiry } from "@/lib/admin-api";
import { toCsv } from "@/lib/csv";
import { leadSourceColumns } from "@/lib/lead-source";
import { zonedDate, zonedTime } from "@/lib/time/zoned";

/**
 * The Enquiries tab's export: the enquiry, whether it is handled, when it came in on the business
 * clock (date, time, zone), and the same instants in UTC ISO 8601 for scripts and sorting; then
 * where the sender came from (ADR 0069); staff's notes (ADR 0072). New columns go last.
 */
function enquiryColumns(businessTimezone: string) {
  const received = (e: AdminEnquiry) => new Date(e.createdAt);
  return [
    { header: "id", value: (e: AdminEnquiry) => e.id },
    { header: "name", value: (e: AdminEnquiry) => e.name },
    { header: "email", value: (e: AdminEnquiry) => e.email },
    { header: "company", value: (e: AdminEnquiry) => e.company },
    { header: "message", value: (e: AdminEnquiry) => e.message },
    { header: "handled", value: (e: AdminEnquiry) => (e.handledAt ? "yes" : "no") },
    {
      header: "received_date",
      value: (e: AdminEnquiry) => zonedDate(received(e), businessTimezone),
    },
    {
      header: "received_time",
      value: (e: AdminEnquiry) => zonedTime(received(e), businessTimezone),
    },
    { header: "timezone", value: () => businessTimezone },
    { header: "received_at_utc", value: (e: AdminEnquiry) => e.createdAt },
    { header: "handled_at_utc", value: (e: AdminEnquiry) => e.handledAt },
    ...leadSourceColumns<AdminEnquiry>(),
    { header: "staff_notes", value: (e: AdminEnquiry) => e.staffNotes },
  ];
}

export const ENQUIRY_CSV_HEADER = enquiryColumns("UTC")
  .map((c) => c.header)
  .join(",");

export function enquiriesToCsv(rows: readonly AdminEnquiry[], businessTimezone: string): string {
  return toCsv(enquiryColumns(businessTimezone), rows);
}
