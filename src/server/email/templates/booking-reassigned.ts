import "server-only";
import { type BookingMailView, visitorSignOff, whenRows } from "./booking-mail-view";
import { renderMail } from "./mail-layout";

/**
 * To the visitor when staff hand their meeting to another host (ADR 0088): same time, a new host;
 * the attached invitation updates the same calendar event (same UID, higher SEQUENCE).
 */
export function bookingReassignedMail(view: BookingMailView, previousHost: string) {
  const now = view.withHosts ?? "another member of our team";
  return renderMail(`Your meeting is now with ${now}: ${view.subjectWhen}`, [
    { kind: "heading", text: "Your meeting has a new host" },
    {
      kind: "paragraph",
      text: `Hello ${view.firstName}, your meeting stays at the same time, now with ${now} instead of ${previousHost}.`,
    },
    { kind: "details", rows: whenRows(view) },
    { kind: "paragraph", text: "The attached invitation updates the meeting in your calendar." },
    ...(view.manageUrl
      ? [{ kind: "button" as const, label: "View, move or cancel", url: view.manageUrl }]
      : []),
    visitorSignOff,
  ]);
}

/**
 * To a host the meeting was handed to (`assigned`, with the invitation) or taken from
 * (`taken off`, with its cancellation for their calendar), by staff or by a move to a time its
 * host was not free (`moved`, round robin). Replies reach the visitor.
 */
export function bookingReassignedHostMail(
  view: BookingMailView,
  change: "assigned" | "taken off",
  otherHost: string,
  moved = false,
) {
  const name = `${view.firstName} ${view.lastName}`;
  const assigned = change === "assigned";
  return renderMail(
    assigned
      ? `Meeting assigned to you: ${name}, ${view.date} ${view.time}`
      : `Meeting taken off you: ${name}, ${view.date} ${view.time}`,
    [
      {
        kind: "heading",
        text: assigned
          ? `You now host the meeting with ${name}`
          : `You no longer host the meeting with ${name}`,
      },
      {
        kind: "paragraph",
        text: hostChangeText(assigned, moved, otherHost),
      },
      { kind: "details", rows: whenRows(view, "staff") },
      {
        kind: "details",
        rows: [
          ["Name", name],
          ["Email", view.email],
          [view.contactType === "whatsapp" ? "WhatsApp" : "Phone", view.contactNumber],
          ["Notes", view.notes || "—"],
        ],
      },
    ],
  );
}

function hostChangeText(assigned: boolean, moved: boolean, otherHost: string) {
  if (moved)
    return assigned
      ? `It moved to a time ${otherHost} is not free, so it is yours now, at the time below; the visitor has been told.`
      : `It moved to a time you are not free, so ${otherHost} hosts it now; the visitor has been told. Its old time is free in your schedule again.`;
  return assigned
    ? `A member of staff handed it to you from ${otherHost}; the visitor has been told.`
    : `A member of staff handed it to ${otherHost}; the visitor has been told. The time is free in your schedule again.`;
}
