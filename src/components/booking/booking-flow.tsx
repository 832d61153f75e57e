"use client";

import type { ActionResult } from "@/lib/action-result";
import type { BookingCreated, BookingRequestInput } from "@/lib/schemas/booking";
import { formatLongDate, type TimeFormat } from "@/lib/time/format";
import type { DayStatuses } from "./booking-api";
import { bookingSummary } from "./booking-summary";
import { ConfirmationDialog } from "./confirmation-dialog";
import { ContactStep } from "./contact-step";
import { PickerDateStep, PickerTimeStep } from "./picker-steps";
import { StepIndicator } from "./step-indicator";
import { useBookingFlow } from "./use-booking-flow";
import { useTimeFormat, useVisitorTimeZone } from "./use-time-format";

export interface BookingFlowProps {
  businessZone: string;
  defaultTimeFormat: TimeFormat;
  today: string;
  lastBookableDate: string;
  /** Statuses of today's month, read on the server so the calendar shows at once. */
  initialStatuses: DayStatuses;
  /** The server action that books (src/app/book/actions.ts). */
  book: (input: BookingRequestInput) => Promise<ActionResult<BookingCreated>>;
}

/**
 * The three-step booking flow (spec §4): Date → Time → Contact, then the confirmation dialog.
 * Everything the visitor typed lives in one reducer (use-booking-flow.ts), so moving between
 * steps or a taken slot loses nothing.
 */
export function BookingFlow(props: BookingFlowProps) {
  const { businessZone, today, lastBookableDate } = props;
  const [timeFormat, setTimeFormat] = useTimeFormat(props.defaultTimeFormat);
  const visitorZone = useVisitorTimeZone();
  const flow = useBookingFlow({ ...props, visitorZone });
  const { state, dispatch } = flow;

  return (
    <div
      ref={flow.containerRef}
      className="rounded-3xl border border-slate-800 bg-slate-900/70 p-5 shadow-2xl shadow-sky-950/30 backdrop-blur sm:p-8"
    >
      <StepIndicator current={state.step} />
      <div className="mt-8">
        {state.step === "date" ? (
          <PickerDateStep
            flow={flow}
            today={today}
            lastBookableDate={lastBookableDate}
            titleId="date-step-title"
            title="Choose a date"
            intro={`Bookable up to ${formatLongDate(lastBookableDate)}. Use the arrow keys to move between days.`}
          />
        ) : null}
        {state.step === "time" ? (
          <PickerTimeStep
            flow={flow}
            businessZone={businessZone}
            visitorZone={visitorZone}
            timeFormat={timeFormat}
            onTimeFormat={setTimeFormat}
            onContinue={() => dispatch({ type: "continue-to-contact" })}
          />
        ) : null}
        {state.step === "contact" ? (
          <ContactStep
            summary={bookingSummary(state, businessZone, visitorZone, timeFormat)}
            values={state.contact}
            errors={state.errors}
            onChange={(field, value) => dispatch({ type: "contact-changed", field, value })}
            onBack={() => dispatch({ type: "back-to-time" })}
            onSubmit={flow.submit}
            pending={state.pending}
            failure={state.failure}
            focusErrorKey={state.focusErrorKey}
          />
        ) : null}
      </div>
      <ConfirmationDialog
        booking={state.confirmed?.booking ?? null}
        email={state.confirmed?.email ?? ""}
        businessZone={businessZone}
        visitorZone={visitorZone}
        timeFormat={timeFormat}
        onClose={flow.startOver}
        onClosed={() => flow.focusStepTitle("date")}
      />
    </div>
  );
}
