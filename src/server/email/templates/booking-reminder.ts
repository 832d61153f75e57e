import { renderBookingMail } from "./booking-layout";
import { type BookingMailView, whenRows } from "./booking-mail-view";

/**
 * To the visitor 24 hours before the meeting. Worded by date, not "tomorrow": after downtime the
 * queue may send it later than planned.
 */
export function bookingReminderMail(view: BookingMailView) {
  return renderBookingMail(`Reminder: your meeting on ${view.date}, ${view.time}`, [
    { kind: "heading", text: `See you soon, ${view.firstName}` },
    { kind: "paragraph", text: "This is a reminder of the meeting you booked with us." },
    { kind: "details", rows: whenRows(view) },
    {
      kind: "note",
      text: "Need to cancel? Use the link in your confirmation e-mail, or reply to this one.",
    },
  ]);
}
