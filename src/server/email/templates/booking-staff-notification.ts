import "server-only";
import { renderBookingMail } from "./booking-layout";
import { type BookingMailView, whenRows } from "./booking-mail-view";

/** To the staff address when a visitor books. */
export function bookingStaffNotificationMail(view: BookingMailView) {
  const name = `${view.firstName} ${view.lastName}`;
  return renderBookingMail(`New booking: ${name}, ${view.date} ${view.time}`, [
    { kind: "heading", text: `New meeting booked by ${name}` },
    { kind: "details", rows: whenRows(view, "staff") },
    {
      kind: "details",
      rows: [
        ["Name", name],
        ["Email", view.email],
        [view.contactType === "whatsapp" ? "WhatsApp" : "Phone", view.contactNumber],
        ["Website", view.website || "—"],
        ["Notes", view.notes || "—"],
      ],
    },
  ]);
}
