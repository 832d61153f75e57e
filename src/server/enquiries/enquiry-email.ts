import "server-only";
import type { Enquiry } from "@/lib/schemas/enquiry";
import { formatInstant, type TimeFormat } from "@/lib/time/format";
import { escapeHtml } from "@/server/email/escape-html";

/** The staff notification for a new enquiry, as plain text and HTML from the same fields. */
export function enquiryNotification(
  enquiry: Pick<Enquiry, "name" | "email" | "company" | "message">,
  meta: { id: string; createdAt: Date },
  /** Staff read times on the business clock, as in every other mail and the admin. */
  clock: { timeZone: string; timeFormat: TimeFormat },
) {
  const from = enquiry.company ? `${enquiry.name} (${enquiry.company})` : enquiry.name;
  const rows: [string, string][] = [
    ["Name", enquiry.name],
    ["Email", enquiry.email],
    ["Company", enquiry.company || "—"],
    ["Received", formatInstant(meta.createdAt, clock.timeZone, clock.timeFormat)],
    ["Reference", meta.id],
  ];
  return {
    subject: `New enquiry from ${from}`,
    text: [
      "A new enquiry arrived through the contact form. Reply to this e-mail to answer the sender.",
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      "Message:",
      enquiry.message,
    ].join("\n"),
    html: [
      "<p>A new enquiry arrived through the contact form. Reply to this e-mail to answer the sender.</p>",
      "<table>",
      ...rows.map(
        ([label, value]) =>
          `<tr><th align="left" style="padding-right:12px">${label}</th><td>${escapeHtml(value)}</td></tr>`,
      ),
      "</table>",
      "<p><strong>Message</strong></p>",
      `<p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>`,
    ].join("\n"),
  };
}
