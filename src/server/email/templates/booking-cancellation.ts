import { renderBookingMail } from "./booking-layout";
import type { BookingMailView } from "./booking-mail-view";

/** To the visitor (and a copy to staff) when a booking is cancelled, with an .ics METHOD:CANCEL. */
export function bookingCancellationMail(view: BookingMailView, by: "staff" | "visitor") {
  return renderBookingMail(`Cancelled: your meeting on ${view.date}, ${view.time}`, [
    { kind: "heading", text: "Your meeting has been cancelled" },
    {
      kind: "paragraph",
      text:
        by === "visitor"
          ? `Hello ${view.firstName}, as you asked, we have cancelled your meeting.`
          : `Hello ${view.firstName}, we are sorry: we had to cancel your meeting.`,
    },
    {
      kind: "details",
      rows: [
        ["Date", view.date],
        ["Time", view.time],
        ...(view.visitorTime ? ([["Your time", view.visitorTime]] as [string, string][]) : []),
      ],
    },
    {
      kind: "paragraph",
      text: "The attached update removes it from your calendar. You are welcome to book another time whenever it suits you.",
    },
  ]);
}
