import "server-only";
import { type BookingMailView, whenRows } from "./booking-mail-view";
import { renderMail } from "./mail-layout";

/** To the staff address when a visitor books. */
export function bookingStaffNotificationMail(view: BookingMailView) {
  const name = `${view.firstName} ${view.lastName}`;
  return renderMail(`New booking: ${name}, ${view.date} ${view.time}`, [
    { kind: "heading", text: `New meeting booked by ${name}` },
    { kind: "details", rows: whenRows(view, "staff") },
    {
      kind: "details",
      rows: [
        ["Name", name],
        ["Email", view.email],
        ...(view.guests.length > 0 ? [["Guests", view.guests.join(", ")] as [string, string]] : []),
        [view.contactType === "whatsapp" ? "WhatsApp" : "Phone", view.contactNumber],
        ["Website", view.website || "—"],
        ...(view.cameFrom ? [["Came from", view.cameFrom] as [string, string]] : []),
        ["Notes", view.notes || "—"],
      ],
    },
    // A question can be long: each stands above its answer rather than in the table's column.
    ...view.answers.map((a) => ({ kind: "quote" as const, label: a.question, text: a.answer })),
  ]);
}
