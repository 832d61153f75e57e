import "server-only";
import { renderBookingMail } from "./booking-layout";
import { type BookingMailView, visitorSignOff, whenRows } from "./booking-mail-view";

/**
 * To the visitor 24 hours before the meeting. Worded by date, not "tomorrow": after downtime the
 * queue may send it later than planned.
 */
export function bookingReminderMail(view: BookingMailView) {
  return renderBookingMail(`Reminder: your meeting on ${view.subjectWhen}`, [
    { kind: "heading", text: `See you soon, ${view.firstName}` },
    { kind: "paragraph", text: "This is a reminder of the meeting you booked with us." },
    { kind: "details", rows: whenRows(view) },
    ...(view.manageUrl
      ? [{ kind: "button" as const, label: "View or cancel your booking", url: view.manageUrl }]
      : []),
    { kind: "note", text: "Can't make it? Cancel with the button above, or reply to this e-mail." },
    visitorSignOff,
  ]);
}
