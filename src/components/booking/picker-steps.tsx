"use client";

import type { PickerFlow } from "./date-time-picking";
import { MonthCalendar } from "./month-calendar";
import { TimeStep, type TimeStepProps } from "./time-step";

/** The month calendar of a picking flow: its month, days and chosen date. */
export function PickerCalendar({
  flow,
  today,
  lastBookableDate,
}: {
  flow: PickerFlow;
  today: string;
  lastBookableDate: string;
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
