import "server-only";
import { type BookingMailView, visitorSignOff, whenRows } from "./booking-mail-view";
import { renderMail } from "./mail-layout";

/** To the visitor when the booking is made (with the .ics invitation attached). */
export function bookingConfirmationMail(view: BookingMailView) {
  return renderMail(`Your meeting is booked: ${view.subjectWhen}`, [
    { kind: "heading", text: `Thanks, ${view.firstName} — your meeting is booked` },
    {
      kind: "paragraph",
      text: "We look forward to talking with you. The details are below, and the attached invitation adds the meeting to your calendar.",
    },
    { kind: "details", rows: whenRows(view) },
    ...(view.guests.length > 0
      ? [
          {
            kind: "paragraph" as const,
            text: `We have sent the invitation to your guests too: ${view.guests.join(", ")}. We will tell them if the meeting moves or is cancelled.`,
          },
        ]
      : []),
    ...toldUs(view),
    {
      kind: "paragraph",
      text: reminderPromise(view),
    },
    ...(view.manageUrl
      ? [
          { kind: "button" as const, label: "View or cancel your booking", url: view.manageUrl },
          {
            kind: "note" as const,
            text: "Keep this link to yourself: anyone who has it can cancel the meeting.",
          },
        ]
      : []),
    visitorSignOff,
  ]);
}

/** What the confirmation promises: the reminder 24 hours before, the last one, both, or none. */
function reminderPromise({ reminderPlanned, lastReminderMinutes }: BookingMailView) {
  const last = lastReminderMinutes === null ? null : `${lastReminderMinutes} minutes before`;
  if (reminderPlanned)
    return last
      ? `We will send you a reminder 24 hours before the meeting, and again ${last}.`
      : "We will send you a reminder 24 hours before the meeting.";
  return last
    ? `We will send you a reminder ${last} the meeting.`
    : "Your meeting is less than 24 hours away, so no separate reminder will be sent.";
}

/** The visitor's answers and notes, as staff will read them: a record of what they told us. */
function toldUs({ answers, notes }: BookingMailView) {
  const told = [
    ...answers.map((a) => ({ label: a.question, text: a.answer })),
    ...(notes ? [{ label: "Notes", text: notes }] : []),
  ];
  if (told.length === 0) return [];
  return [
    { kind: "paragraph" as const, text: "What you told us, so we come prepared:" },
    ...told.map((t) => ({ kind: "quote" as const, ...t })),
  ];
}
