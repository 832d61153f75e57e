import "server-only";
import { type BookingMailView, visitorSignOff, whenRows } from "./booking-mail-view";
import { renderMail } from "./mail-layout";

/** The time a meeting had before it was moved, formatted like the view's own. */
export interface PreviousTime {
  date: string;
  time: string;
}

/**
 * To the visitor when their meeting moves (by them or by staff). It names the old and the new
 * time; the attached invitation updates the same calendar event (same UID, higher SEQUENCE).
 */
export function bookingMovedMail(
  view: BookingMailView,
  previous: PreviousTime,
  by: "staff" | "visitor",
) {
  return renderMail(`Meeting moved: now ${view.subjectWhen}`, [
    { kind: "heading", text: "Your meeting has moved" },
    {
      kind: "paragraph",
      text:
        by === "visitor"
          ? `Hello ${view.firstName}, as you asked, we have moved your meeting to a new time.`
          : `Hello ${view.firstName}, we have moved your meeting to a new time. Reply to this e-mail if it does not suit you.`,
    },
    { kind: "details", rows: [["Was", `${previous.date}, ${previous.time}`]] },
    { kind: "details", rows: whenRows(view) },
    { kind: "paragraph", text: "The attached invitation updates the meeting in your calendar." },
    ...(view.manageUrl
      ? [{ kind: "button" as const, label: "View, move or cancel", url: view.manageUrl }]
      : []),
    visitorSignOff,
  ]);
}

/** The staff copy: who moved which meeting, from when to when. */
export function bookingMovedStaffMail(
  view: BookingMailView,
  previous: PreviousTime,
  by: "staff" | "visitor",
) {
  const name = `${view.firstName} ${view.lastName}`;
  return renderMail(
    `Moved by ${by === "visitor" ? "the visitor" : "staff"}: ${name}, now ${view.date}`,
    [
      { kind: "heading", text: `Meeting with ${name} moved` },
      {
        kind: "paragraph",
        text:
          by === "visitor"
            ? "The visitor moved it through their manage link. The old time is free again."
            : "A member of staff moved it; the visitor has been told. The old time is free again.",
      },
      {
        kind: "details",
        rows: [
          ["Old time", `${previous.date}, ${previous.time}`],
          ["New date", view.date],
          ["New time", view.time],
          ["Email", view.email],
          [view.contactType === "whatsapp" ? "WhatsApp" : "Phone", view.contactNumber],
        ],
      },
    ],
  );
}
