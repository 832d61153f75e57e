"use client";

import { Dialog } from "radix-ui";
import { buttonStyles } from "@/components/ui/button";
import type { BookingCreated } from "@/lib/schemas/booking";
import { formatInstantDate, formatInstantTime, type TimeFormat } from "@/lib/time/format";
import { zoneAbbreviation } from "@/lib/time/zoned";

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
    start && end
      ? `${formatInstantTime(start, zone, timeFormat)} – ${formatInstantTime(end, zone, timeFormat)} (${zone}, ${zoneAbbreviation(start, zone)})`
      : "";
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
            A confirmation with a calendar invitation is on its way to {props.email}.
          </Dialog.Description>
          {booking && start ? (
            <dl className="mt-6 space-y-3 rounded-xl border border-slate-800 bg-slate-950/50 p-4 text-sm">
              <div>
                <dt className="text-slate-400">Date</dt>
                <dd className="font-medium">{formatInstantDate(start, businessZone)}</dd>
              </div>
              <div>
                <dt className="text-slate-400">Time</dt>
                <dd className="font-medium">{time(businessZone)}</dd>
              </div>
              {showsVisitor && visitorZone ? (
                <div>
                  <dt className="text-slate-400">Your time</dt>
                  <dd className="font-medium">
                    {time(visitorZone)}, {formatInstantDate(start, visitorZone)}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="text-slate-400">Meeting link</dt>
                <dd className="font-medium">
                  {booking.meetingLink ? (
                    <a
                      href={booking.meetingLink}
                      className="break-all text-sky-300 underline underline-offset-4 hover:text-sky-200"
                    >
                      {booking.meetingLink}
                    </a>
                  ) : (
                    "We will e-mail you the meeting link before the meeting."
                  )}
                </dd>
              </div>
            </dl>
          ) : null}
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
