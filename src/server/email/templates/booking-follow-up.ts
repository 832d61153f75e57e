import "server-only";
import { site } from "@/content/site";
import { type BookingMailView, visitorSignOff, whenRows } from "./booking-mail-view";
import { type MailBlock, renderMail } from "./mail-layout";

/** After the meeting: the follow-up to a visitor who came, or the message to a no-show. */
export type MeetingMailKind = "follow-up" | "no-show";

const WORDS = {
  "follow-up": {
    subject: `Following up on your meeting with ${site.name}`,
    heading: (name: string) => `Thank you, ${name}`,
    button: "Book another meeting",
  },
  "no-show": {
    subject: `We missed you: your meeting with ${site.name}`,
    heading: (name: string) => `Sorry we missed you, ${name}`,
    button: "Book another time",
  },
} as const;

/**
 * To the visitor after the meeting (ADR 0076): the meeting type's message as staff wrote it, one
 * paragraph per blank-line-separated block, the meeting, and a button to book again with the form
 * already filled in.
 */
export function bookingAfterMeetingMail(
  kind: MeetingMailKind,
  view: BookingMailView,
  typeName: string,
  message: string,
  bookAgainUrl: string,
) {
  const words = WORDS[kind];
  const paragraphs = message
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text): MailBlock => ({ kind: "paragraph", text, writtenByUs: true }));
  return renderMail(words.subject, [
    { kind: "heading", text: words.heading(view.firstName) },
    ...paragraphs,
    {
      kind: "details",
      // The meeting as every mail gives it, less its link: it is over.
      rows: [
        ["Meeting", typeName],
        ...whenRows(view).filter(([label]) => label !== "Meeting link"),
      ],
    },
    { kind: "button", label: words.button, url: bookAgainUrl },
    visitorSignOff,
  ]);
}
