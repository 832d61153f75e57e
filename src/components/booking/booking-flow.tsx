"use client";

import { useEffect } from "react";
import type { ActionResult } from "@/lib/action-result";
import type { BookingFlowData } from "@/lib/booking/flow-data";
import { meetingWith } from "@/lib/booking/meeting-with";
import type { BookingCreated, BookingRequestInput } from "@/lib/schemas/booking";
import { earlyTapReads } from "@/page-runtime/early-tap";
import { publicFreeTimes } from "./booking-api";
import { questionsOf } from "./booking-flow-state";
import { bookingSummary } from "./booking-summary";
import { ContactStep } from "./contact-step";
import { DateStep } from "./date-step";
import { PickerTimeStep } from "./picker-steps";
import { StepIndicator } from "./step-indicator";
import { TypeStep } from "./type-step";
import { useBookingFlow } from "./use-booking-flow";
import { useTimeFormat, useVisitorTimeZone } from "./use-time-format";

export interface BookingFlowProps extends BookingFlowData {
  /**
   * Books: the public API on /book (`bookThroughApi`, booking-page-flow.tsx), a server action on
   * /book/embed.
   */
  book: (input: BookingRequestInput) => Promise<ActionResult<BookingCreated>>;
  /** Told once per booking made: the page other sites frame tells the site (ADR 0078). */
  onBooked?: (booking: BookingCreated) => void;
}

/**
 * The three-step booking flow (spec §4): Date → Time → Contact, then the confirmation dialog;
 * with two or more meeting types a Type step comes first (ADR 0056).
 * Everything the visitor typed lives in one reducer (use-booking-flow.ts), so moving between
 * steps or a taken slot loses nothing.
 */
export function BookingFlow(props: BookingFlowProps) {
  const { businessZone, today, lastBookableDate } = props;
  const [timeFormat, setTimeFormat] = useTimeFormat(props.defaultTimeFormat);
  const { zone: visitorZone, reachProps } = useVisitorTimeZone();
  const flow = useBookingFlow({ ...props, visitorZone });
  const { state, dispatch } = flow;
  const withType = props.meetingTypes.length > 1;
  const chosenType = props.meetingTypes.find((t) => t.slug === state.meetingType) ?? null;
  const questions = questionsOf(props.meetingTypes, state.meetingType);
  // Without a type chosen, the default type's (the first): the one the flow books.
  const withWhom = meetingWith(chosenType ?? props.meetingTypes[0] ?? null, props.host);
  const booked = state.confirmed?.booking ?? null;
  const { onBooked } = props;
  useEffect(() => {
    if (booked) onBooked?.(booked);
  }, [booked, onBooked]);

  return (
    <div
      ref={flow.containerRef}
      {...reachProps}
      className="rounded-3xl border border-slate-800 bg-slate-900/70 p-5 shadow-2xl shadow-sky-950/30 backdrop-blur sm:p-8"
    >
      <StepIndicator current={state.step} withType={withType} />
      <div className="mt-8">
        {state.step === "type" ? (
          <TypeStep
            types={props.meetingTypes}
            selected={state.meetingType}
            onChoose={(meetingType) => dispatch({ type: "type-chosen", meetingType })}
            timeFormat={timeFormat}
            businessZone={businessZone}
          />
        ) : null}
        {state.step === "date" ? (
          <DateStep
            flow={flow}
            today={today}
            lastBookableDate={lastBookableDate}
            meetingType={chosenType}
            withWhom={withWhom}
            onChangeType={withType ? () => dispatch({ type: "back-to-type" }) : null}
            earlyTaps={earlyTapReads(publicFreeTimes(state.meetingType, props.host?.slug))}
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
            withWhom={withWhom}
            values={state.contact}
            errors={state.errors}
            onChange={(field, value) => dispatch({ type: "contact-changed", field, value })}
            questions={questions}
            answers={state.answers}
            onAnswer={(id, value) => dispatch({ type: "answer-changed", id, value })}
            onBack={() => dispatch({ type: "back-to-time" })}
            onSubmit={flow.submit}
            pending={state.pending}
            failure={state.failure}
            focusErrorKey={state.focusErrorKey}
          />
        ) : null}
      </div>
      {flow.ConfirmationDialog ? (
        <flow.ConfirmationDialog
          booking={state.confirmed?.booking ?? null}
          email={state.confirmed?.email ?? ""}
          businessZone={businessZone}
          visitorZone={visitorZone}
          timeFormat={timeFormat}
          onClose={flow.startOver}
          onClosed={() => flow.focusStepTitle("date")}
        />
      ) : null}
    </div>
  );
}
