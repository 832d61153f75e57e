import "server-only";
import { type BookingMailView, visitorSignOff, whenRows } from "./booking-mail-view";
import { renderMail } from "./mail-layout";

/** Which reminder: 24 hours before, or the last one shortly before (ADR 0058). */
export type ReminderKind = "day before" | "shortly before";

/**
 * To the visitor 24 hours before the meeting, and (when staff set one) again shortly before it,
 * with the link to join. Worded by date, not "tomorrow" or "in an hour": after downtime the queue
 * may send it later than planned.
 */
export function bookingReminderMail(view: BookingMailView, kind: ReminderKind = "day before") {
  const last = kind === "shortly before";
  return renderMail(
    last
      ? `Starting soon: your meeting on ${view.subjectWhen}`
      : `Reminder: your meeting on ${view.subjectWhen}`,
    [
      { kind: "heading", text: `See you soon, ${view.firstName}` },
      {
        kind: "paragraph",
        text: last
          ? "Your meeting with us starts soon. The details are below."
          : "This is a reminder of the meeting you booked with us.",
      },
      ...(last && view.meetingLink
        ? [{ kind: "button" as const, label: "Join the meeting", url: view.meetingLink }]
        : []),
      { kind: "details", rows: whenRows(view) },
      ...(view.manageUrl
        ? [{ kind: "button" as const, label: "View or cancel your booking", url: view.manageUrl }]
        : []),
      {
        kind: "note",
        text: "Can't make it? Cancel with the button above, or reply to this e-mail.",
      },
      visitorSignOff,
    ],
  );
}
