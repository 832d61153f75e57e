import "server-only";
import { site } from "@/content/site";
import { type BookingMailView, visitorSignOff } from "./booking-mail-view";
import { type MailBlock, renderMail } from "./mail-layout";

/**
 * To the visitor some hours after the meeting (ADR 0076): the meeting type's message as staff
 * wrote it, one paragraph per blank-line-separated block, and a button to book the next call with
 * the form already filled in.
 */
export function bookingFollowUpMail(
  view: BookingMailView,
  typeName: string,
  message: string,
  bookAgainUrl: string,
) {
  const paragraphs = message
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text): MailBlock => ({ kind: "paragraph", text }));
  return renderMail(`Following up on your meeting with ${site.name}`, [
    { kind: "heading", text: `Thank you, ${view.firstName}` },
    ...paragraphs,
    {
      kind: "details",
      rows: [
        ["Meeting", typeName],
        ["Date", view.date],
        ["Time", view.time],
        ...(view.visitorTime ? ([["Your time", view.visitorTime]] as [string, string][]) : []),
      ],
    },
    { kind: "button", label: "Book another meeting", url: bookAgainUrl },
    visitorSignOff,
  ]);
}
