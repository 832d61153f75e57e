import "server-only";
import { renderBookingMail } from "./booking-layout";
import { type BookingMailView, visitorSignOff, whenRows } from "./booking-mail-view";

/**
 * To the visitor when staff add or change the meeting link — what the confirmation promised
 * ("the meeting link will follow"). The attached invitation updates the calendar event.
 */
export function bookingMeetingLinkMail(view: BookingMailView) {
  return renderBookingMail(`Meeting link for your meeting on ${view.subjectWhen}`, [
    { kind: "heading", text: "Your meeting link" },
    {
      kind: "paragraph",
      text: `Hello ${view.firstName}, here is the link to join the meeting you booked with us. If we sent you a link before, this one replaces it.`,
    },
    ...(view.meetingLink
      ? [{ kind: "button" as const, label: "Join the meeting", url: view.meetingLink }]
      : []),
    { kind: "details", rows: whenRows(view) },
    { kind: "paragraph", text: "The attached invitation updates the meeting in your calendar." },
    ...(view.manageUrl
      ? [{ kind: "button" as const, label: "View or cancel your booking", url: view.manageUrl }]
      : []),
    visitorSignOff,
  ]);
}
