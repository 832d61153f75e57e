import "server-only";
import { site } from "@/content/site";
import { type BookingMailView, visitorSignOff, whenRows } from "./booking-mail-view";
import type { PreviousTime } from "./booking-moved";
import { type MailBlock, renderMail } from "./mail-layout";

/** What a mail to the visitor's guests is about (ADR 0062). */
export type GuestMailKind =
  | "invited"
  | "meeting-link"
  | "moved"
  | "reassigned"
  | "cancelled"
  | "withdrawn"
  | "reminder"
  | "last-reminder";

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
  // What a guest who no longer has it in their calendar needs to recognise the meeting.
  const dateAndTime: MailBlock = {
    kind: "details",
    rows: [
      ["Date", view.date],
      ["Time", view.time],
    ],
  };
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
    case "reassigned":
      return renderMail(`New host: meeting with ${site.name}, ${view.subjectWhen}`, [
        { kind: "heading", text: `The meeting with ${site.name} has a new host` },
        {
          kind: "paragraph",
          text: `${capitalised(meeting)} stays at the same time, now with ${view.withHosts ?? "another member of our team"}.`,
        },
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
        dateAndTime,
        { kind: "paragraph", text: "The attached update removes it from your calendar." },
        visitorSignOff,
      ]);
    case "reminder":
    case "last-reminder": {
      const last = kind === "last-reminder";
      return renderMail(
        `${last ? "Starting soon" : "Reminder"}: meeting with ${site.name}, ${view.subjectWhen}`,
        [
          { kind: "heading", text: `See you soon at the meeting with ${site.name}` },
          {
            kind: "paragraph",
            text: last
              ? `${capitalised(meeting)} starts soon. The details are below.`
              : `This is a reminder of ${meeting}, which you are invited to.`,
          },
          ...(last && view.meetingLink
            ? [{ kind: "button" as const, label: "Join the meeting", url: view.meetingLink }]
            : []),
          details,
          {
            kind: "note",
            text: `Can't make it? Tell ${view.firstName}, who booked it, or reply to this e-mail.`,
          },
          visitorSignOff,
        ],
      );
    }
    case "withdrawn":
      return renderMail(`No longer invited: meeting with ${site.name}, ${view.subjectWhen}`, [
        { kind: "heading", text: "You are no longer invited to this meeting" },
        {
          kind: "paragraph",
          text: `${host} changed who comes to ${meeting}, and you are no longer on the list. If that is a mistake, ask ${view.firstName} to invite you again.`,
        },
        dateAndTime,
        { kind: "paragraph", text: "The attached update removes it from your calendar." },
        visitorSignOff,
      ]);
  }
}

/** To staff when the visitor changed their guests from the manage link (ADR 0064). */
export function bookingGuestsChangedStaffMail(view: BookingMailView) {
  const name = `${view.firstName} ${view.lastName}`;
  return renderMail(`Guests changed: ${name}, ${view.date}`, [
    { kind: "heading", text: `${name} changed their guests` },
    {
      kind: "paragraph",
      text: "The visitor changed who comes along through their manage link. New guests have been sent the invitation; guests taken off the list have been told.",
    },
    {
      kind: "details",
      rows: [
        ["Guests now", view.guests.length > 0 ? view.guests.join(", ") : "None"],
        ["Date", view.date],
        ["Time", view.time],
        ["Email", view.email],
      ],
    },
  ]);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const was = (previous: PreviousTime | undefined): MailBlock[] =>
  previous ? [{ kind: "details", rows: [["Was", `${previous.date}, ${previous.time}`]] }] : [];
