import "server-only";
import { site } from "@/content/site";
import { type BookingMailView, visitorSignOff, whenRows } from "./booking-mail-view";
import type { PreviousTime } from "./booking-moved";
import { type MailBlock, renderMail } from "./mail-layout";

/** What a mail to the visitor's guests is about (ADR 0062). */
export type GuestMailKind = "invited" | "meeting-link" | "moved" | "cancelled";

/**
 * To the guests a visitor invited: one mail to them all, in the business zone (their own is not
 * known; the attached invitation shows it in theirs), with the invitation updated. No manage link
 * and nothing the visitor told us: those are the visitor's.
 */
export function bookingGuestsMail(
  view: BookingMailView,
  kind: GuestMailKind,
  previous?: PreviousTime,
) {
  const host = `${view.firstName} ${view.lastName}`;
  const meeting = `the meeting ${host} booked with ${site.name}`;
  const details = { kind: "details" as const, rows: whenRows(view) };
  switch (kind) {
    case "invited":
      return renderMail(`Invitation: meeting with ${site.name}, ${view.subjectWhen}`, [
        { kind: "heading", text: `${host} invited you to a meeting with ${site.name}` },
        {
          kind: "paragraph",
          text: "The details are below, and the attached invitation adds the meeting to your calendar.",
        },
        details,
        {
          kind: "paragraph",
          text: `${view.firstName} can move or cancel the meeting; we will tell you if they do.`,
        },
        visitorSignOff,
      ]);
    case "meeting-link":
      return renderMail(`Meeting link: ${site.name}, ${view.subjectWhen}`, [
        { kind: "heading", text: "Your meeting link" },
        {
          kind: "paragraph",
          text: `Here is the link to join ${meeting}. If we sent you a link before, this one replaces it.`,
        },
        ...(view.meetingLink
          ? [{ kind: "button" as const, label: "Join the meeting", url: view.meetingLink }]
          : []),
        details,
        {
          kind: "paragraph",
          text: "The attached invitation updates the meeting in your calendar.",
        },
        visitorSignOff,
      ]);
    case "moved":
      return renderMail(`Meeting moved: ${site.name}, now ${view.subjectWhen}`, [
        { kind: "heading", text: `The meeting with ${site.name} has moved` },
        { kind: "paragraph", text: `We have moved ${meeting} to a new time.` },
        ...was(previous),
        details,
        {
          kind: "paragraph",
          text: "The attached invitation updates the meeting in your calendar.",
        },
        visitorSignOff,
      ]);
    case "cancelled":
      return renderMail(`Meeting cancelled: ${site.name}, ${view.subjectWhen}`, [
        { kind: "heading", text: `The meeting with ${site.name} is cancelled` },
        { kind: "paragraph", text: `The meeting ${host} booked with ${site.name} is cancelled.` },
        {
          kind: "details",
          rows: [
            ["Date", view.date],
            ["Time", view.time],
          ],
        },
        { kind: "paragraph", text: "The attached update removes it from your calendar." },
        visitorSignOff,
      ]);
  }
}

const was = (previous: PreviousTime | undefined): MailBlock[] =>
  previous ? [{ kind: "details", rows: [["Was", `${previous.date}, ${previous.time}`]] }] : [];
