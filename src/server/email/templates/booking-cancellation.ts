import "server-only";
import { type BookingMailView, visitorSignOff } from "./booking-mail-view";
import { renderMail } from "./mail-layout";

/** To the visitor (and a copy to staff) when a booking is cancelled, with an .ics METHOD:CANCEL. */
export function bookingCancellationMail(
  view: BookingMailView,
  by: "staff" | "visitor",
  bookUrl: string,
) {
  return renderMail(`Cancelled: your meeting on ${view.subjectWhen}`, [
    { kind: "heading", text: "Your meeting has been cancelled" },
    {
      kind: "paragraph",
      text:
        by === "visitor"
          ? `Hello ${view.firstName}, as you asked, we have cancelled your meeting.`
          : `Hello ${view.firstName}, we are sorry: we had to cancel your meeting. Reply to this e-mail if you would like to know more.`,
    },
    {
      kind: "details",
      rows: [
        ["Date", view.date],
        ["Time", view.time],
        ...(view.visitorTime ? ([["Your time", view.visitorTime]] as [string, string][]) : []),
        // Staff's reason is for the visitor; a visitor's own is not repeated back to them.
        ...(by === "staff" && view.cancellationReason
          ? ([["Reason", view.cancellationReason]] as [string, string][])
          : []),
      ],
    },
    {
      kind: "paragraph",
      text: "The attached update removes it from your calendar. You are welcome to book another time whenever it suits you.",
    },
    { kind: "button", label: "Book another time", url: bookUrl },
    visitorSignOff,
  ]);
}

/** The staff copy: who cancelled which meeting. */
export function bookingCancellationStaffMail(view: BookingMailView, by: "staff" | "visitor") {
  const name = `${view.firstName} ${view.lastName}`;
  return renderMail(
    `Cancelled by ${by === "visitor" ? "the visitor" : "staff"}: ${name}, ${view.date}`,
    [
      { kind: "heading", text: `Meeting with ${name} cancelled` },
      {
        kind: "paragraph",
        text:
          by === "visitor"
            ? "The visitor cancelled through their manage link. The time is free again."
            : "A member of staff cancelled it; the visitor has been told. The time is free again.",
      },
      {
        kind: "details",
        rows: [
          ["Date", view.date],
          ["Time", view.time],
          ["Email", view.email],
          [view.contactType === "whatsapp" ? "WhatsApp" : "Phone", view.contactNumber],
          ...(view.cancellationReason
            ? ([[by === "visitor" ? "Their reason" : "Reason", view.cancellationReason]] as [
                string,
                string,
              ][])
            : []),
        ],
      },
    ],
  );
}
