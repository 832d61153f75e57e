"use client";

import { buttonStyles } from "@/components/ui/button";
import { formatLongDate, formatWallTime, type TimeFormat } from "@/lib/time/format";
import { PickerDateStep, PickerTimeStep } from "./picker-steps";
import type { RescheduleState } from "./reschedule-state";
import { StepNav, stepHeadingClass } from "./step-parts";
import { useRescheduleFlow } from "./use-reschedule-flow";
import { useTimeFormat, useVisitorTimeZone } from "./use-time-format";

export interface RescheduleFlowProps {
  token: string;
  businessZone: string;
  defaultTimeFormat: TimeFormat;
  today: string;
  lastBookableDate: string;
  /** The meeting's current slot (business calendar), marked in the steps. */
  current: { date: string; time: string };
  canReschedule: boolean;
  /** Why it cannot be moved online (notice or limit), with the staff contact; null otherwise. */
  refusal: string | null;
}

const slotLabel = (date: string, time: string, format: TimeFormat) =>
  `${formatLongDate(date)}, ${formatWallTime(time, format)}`;

/**
 * Reschedule from the manage page: the same calendar and time steps as /book, the current slot
 * named in each, then a confirm step. A taken time keeps the old one and says so.
 */
export function RescheduleFlow(props: RescheduleFlowProps) {
  const { businessZone, current } = props;
  const [timeFormat, setTimeFormat] = useTimeFormat(props.defaultTimeFormat);
  const { zone: visitorZone, reachProps } = useVisitorTimeZone();
  const flow = useRescheduleFlow(props.token, current.date);
  const { state, dispatch } = flow;
  const currentLabel = slotLabel(current.date, current.time, timeFormat);

  return (
    <div ref={flow.containerRef} {...reachProps} className="mt-6">
      {state.step === "closed" ? (
        <Closed
          refusal={state.refusal ?? props.refusal}
          canReschedule={props.canReschedule && !state.refusal}
          onOpen={() => dispatch({ type: "open" })}
        />
      ) : null}
      {state.step === "done" && state.moved ? (
        <p
          role="status"
          tabIndex={-1}
          data-step-focus="done"
          className="rounded-xl border border-emerald-400/40 bg-emerald-400/10 p-4 text-emerald-100 focus:outline-none"
        >
          Your meeting has moved to {slotLabel(state.moved.date, state.moved.time, timeFormat)} (
          {businessZone}). We have e-mailed you and our team the new time, with an updated calendar
          invitation.
        </p>
      ) : null}
      {["date", "time", "confirm"].includes(state.step) ? (
        <section
          aria-label="Reschedule"
          className="rounded-2xl border border-slate-800 bg-slate-900/70 p-5"
        >
          <p className="mb-4 text-sm text-slate-300">
            <span className="font-semibold text-sky-300">Current time:</span> {currentLabel} (
            {businessZone})
          </p>
          {state.step === "date" ? (
            <PickerDateStep
              flow={flow}
              today={props.today}
              lastBookableDate={props.lastBookableDate}
              titleId="reschedule-date-title"
              title="Choose a new date"
            >
              <button
                type="button"
                onClick={() => dispatch({ type: "close" })}
                className={`${buttonStyles.pillSecondary} mt-6`}
              >
                Keep the current time
              </button>
            </PickerDateStep>
          ) : null}
          {state.step === "time" ? (
            <PickerTimeStep
              flow={flow}
              businessZone={businessZone}
              visitorZone={visitorZone}
              timeFormat={timeFormat}
              onTimeFormat={setTimeFormat}
              onContinue={() => dispatch({ type: "continue-to-confirm" })}
            />
          ) : null}
          {state.step === "confirm" ? (
            <ConfirmMove
              state={state}
              from={currentLabel}
              timeFormat={timeFormat}
              onConfirm={flow.confirm}
              onBack={() => dispatch({ type: "back-to-time" })}
            />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function Closed(props: { refusal: string | null; canReschedule: boolean; onOpen: () => void }) {
  if (props.refusal)
    return (
      <p
        role="status"
        tabIndex={-1}
        data-step-focus="closed"
        className="rounded-xl border border-amber-400/40 bg-amber-400/10 p-4 text-amber-100 focus:outline-none"
      >
        {props.refusal}
      </p>
    );
  if (!props.canReschedule) return null;
  return (
    <button
      type="button"
      data-step-focus="closed"
      onClick={props.onOpen}
      className={buttonStyles.pill}
    >
      Reschedule
    </button>
  );
}

function ConfirmMove(props: {
  state: RescheduleState;
  from: string;
  timeFormat: TimeFormat;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { state } = props;
  const to =
    state.selectedDate && state.selectedTime
      ? slotLabel(state.selectedDate, state.selectedTime, props.timeFormat)
      : "";
  return (
    <section aria-labelledby="reschedule-confirm-title">
      <h2
        id="reschedule-confirm-title"
        tabIndex={-1}
        data-step-focus="confirm"
        className={stepHeadingClass}
      >
        Confirm the new time
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div>
          <dt className="text-slate-400">From</dt>
          <dd className="font-medium text-slate-300 line-through">{props.from}</dd>
        </div>
        <div>
          <dt className="text-slate-400">To</dt>
          <dd className="font-medium text-slate-50">{to}</dd>
        </div>
      </dl>
      {state.failure ? (
        <p role="alert" className="mt-4 text-sm text-red-200">
          {state.failure}
        </p>
      ) : null}
      <StepNav backLabel="Back to Time" onBack={props.onBack} className="mt-6">
        <button
          type="button"
          onClick={props.onConfirm}
          aria-disabled={state.pending}
          className={`${buttonStyles.pill} aria-disabled:opacity-60`}
        >
          {state.pending ? "Moving…" : "Move my meeting"}
        </button>
      </StepNav>
    </section>
  );
}
