"use client";

import type { EarlyDayTaps } from "@/page-runtime/early-tap";
import type { PickerFlow } from "./date-time-picking";
import { MonthCalendar } from "./month-calendar";
import { stepHeadingClass } from "./step-parts";
import { TimeStep, type TimeStepProps } from "./time-step";

/**
 * The date step of a picking flow: its heading (focused when the step is entered, found by its
 * id or by data-step-focus), an optional `lead` and intro, the month calendar, then `children`.
 */
export function PickerDateStep({
  flow,
  today,
  lastBookableDate,
  titleId,
  title,
  lead,
  intro,
  earlyTaps,
  children,
}: {
  flow: PickerFlow;
  today: string;
  lastBookableDate: string;
  titleId: string;
  title: string;
  lead?: React.ReactNode;
  intro?: React.ReactNode;
  /** Days keep a tap made before the page is interactive (ADR 0066). */
  earlyTaps?: EarlyDayTaps;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={titleId}>
      <h2
        id={titleId}
        tabIndex={-1}
        data-step-focus="date"
        className={`${stepHeadingClass} ${intro ? "mb-1" : "mb-4"}`}
      >
        {title}
      </h2>
      {lead}
      {intro ? <p className="mb-6 text-sm text-slate-400">{intro}</p> : null}
      <PickerCalendar
        flow={flow}
        today={today}
        lastBookableDate={lastBookableDate}
        earlyTaps={earlyTaps}
      />
      {children}
    </section>
  );
}

/** The month calendar of a picking flow: its month, days and chosen date. */
function PickerCalendar({
  flow,
  today,
  lastBookableDate,
  earlyTaps,
}: {
  flow: PickerFlow;
  today: string;
  lastBookableDate: string;
  earlyTaps?: EarlyDayTaps;
}) {
  const { state, dispatch } = flow;
  return (
    <MonthCalendar
      month={state.month}
      statuses={state.statuses[state.month] ?? null}
      today={today}
      lastBookableDate={lastBookableDate}
      selectedDate={state.selectedDate}
      onSelect={flow.chooseDate}
      onMonthChange={(month) => dispatch({ type: "month-shown", month })}
      onRetry={flow.retryMonth}
      earlyTaps={earlyTaps}
    />
  );
}

type FromFlow =
  | "date"
  | "slots"
  | "selectedTime"
  | "onSelectTime"
  | "onBack"
  | "onRetry"
  | "notice";

/** The time step of a picking flow, for its chosen date (nothing before a date is chosen). */
export function PickerTimeStep({
  flow,
  ...props
}: Omit<TimeStepProps, FromFlow> & { flow: PickerFlow }) {
  const { state, dispatch } = flow;
  if (!state.selectedDate) return null;
  return (
    <TimeStep
      {...props}
      date={state.selectedDate}
      slots={state.slots}
      selectedTime={state.selectedTime}
      onSelectTime={(time) => dispatch({ type: "time-chosen", time })}
      onBack={() => dispatch({ type: "back-to-date" })}
      onRetry={flow.retrySlots}
      notice={state.notice}
    />
  );
}
