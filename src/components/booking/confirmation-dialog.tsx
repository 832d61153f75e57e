"use client";

import { Dialog } from "radix-ui";
import { buttonStyles } from "@/components/ui/button";
import { namesText } from "@/lib/booking/meeting-with";
import type { BookingCreated } from "@/lib/schemas/booking";
import {
  formatInstantDate,
  formatInstantTime,
  formatTimeRange,
  type TimeFormat,
} from "@/lib/time/format";
import { AddToCalendar } from "./add-to-calendar";
import { Detail, MeetingDetails } from "./meeting-details";

interface ConfirmationDialogProps {
  booking: BookingCreated | null;
  email: string;
  businessZone: string;
  visitorZone: string | null;
  timeFormat: TimeFormat;
  onClose: () => void;
  /** Where focus goes once the dialog has gone (it was opened by no button to return to). */
  onClosed: () => void;
}

/** After a successful booking: when, where, and what happens next. Closing starts over. */
export function ConfirmationDialog(props: ConfirmationDialogProps) {
  const { booking, businessZone, visitorZone, timeFormat } = props;
  const start = booking ? new Date(booking.start) : null;
  const end = booking ? new Date(booking.end) : null;
  const time = (zone: string) =>
    start && end ? formatTimeRange(start, end, zone, timeFormat) : "";
  const showsVisitor =
    start &&
    visitorZone &&
    visitorZone !== businessZone &&
    formatInstantTime(start, visitorZone, "24h") !== formatInstantTime(start, businessZone, "24h");

  return (
    <Dialog.Root open={booking !== null} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/80 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.onClosed();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-700 bg-slate-900 p-6 text-slate-100 shadow-2xl shadow-sky-950/50 focus:outline-none sm:p-8"
        >
          <div
            aria-hidden="true"
            className="mb-4 flex size-12 items-center justify-center rounded-full bg-sky-400/15 text-2xl text-sky-300"
          >
            ✓
          </div>
          <Dialog.Title className="text-2xl font-bold">Your meeting is booked</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-300">
            A confirmation with a calendar invitation is on its way to {props.email}
            {booking?.guests.length
              ? `, and the invitation to your ${booking.guests.length === 1 ? "guest" : "guests"}`
              : ""}
            .
          </Dialog.Description>
          {booking && start ? (
            <MeetingDetails
              date={formatInstantDate(start, businessZone)}
              time={time(businessZone)}
              visitorTime={
                showsVisitor && visitorZone
                  ? `${time(visitorZone)}, ${formatInstantDate(start, visitorZone)}`
                  : null
              }
              meetingLink={booking.meetingLink}
            >
              {/* Who took it: the host round robin chose, or every host of a collective meeting. */}
              {booking.hosts.length > 0 ? (
                <Detail term="With">{namesText(booking.hosts.map((h) => h.name))}</Detail>
              ) : null}
            </MeetingDetails>
          ) : null}
          {booking ? <AddToCalendar links={booking.addToCalendar} heading="h3" /> : null}
          <p className="mt-4 text-sm text-slate-300">
            {booking?.reminderAt
              ? "We will send you a reminder 24 hours before the meeting."
              : "Your meeting is less than 24 hours away, so no separate reminder will be sent."}
          </p>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonStyles.pill}>Done</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
