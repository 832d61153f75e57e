import type { DayStatuses } from "@/lib/booking/flow-data";
import type { SlotsResponse } from "@/lib/schemas/booking";
import { monthOf } from "@/lib/time/calendar-date";

/**
 * Picking a date and a time, shared by the booking flow and the manage page's Reschedule: the
 * month shown, its days' statuses, the chosen date's times and the choice. A pure reducer part;
 * each flow's reducer hands these actions to `pickingReducer`.
 */

/** Per month (its first day): its days, or "error" when it could not be read; absent: loading. */
export type MonthStatuses = Record<string, DayStatuses | "error">;

export interface DateTimePicking {
  /** First day of the month the calendar shows. */
  month: string;
  statuses: MonthStatuses;
  selectedDate: string | null;
  selectedTime: string | null;
  /** The chosen date's times; null while they load. */
  slots: SlotsResponse | null | "error";
  /** Why the visitor is back on the time step (their time was taken). */
  notice: string | null;
}

export type PickingAction =
  | { type: "month-shown"; month: string }
  | { type: "month-loading"; month: string }
  | { type: "month-loaded"; month: string; days: DayStatuses }
  | { type: "month-failed"; month: string }
  | { type: "slots-loading" }
  | { type: "slots-loaded"; slots: SlotsResponse }
  | { type: "slots-failed" }
  | { type: "time-chosen"; time: string };

const PICKING_ACTIONS = new Set<string>([
  "month-shown",
  "month-loading",
  "month-loaded",
  "month-failed",
  "slots-loading",
  "slots-loaded",
  "slots-failed",
  "time-chosen",
] satisfies PickingAction["type"][]);

export const isPickingAction = <A extends { type: string }>(
  action: A | PickingAction,
): action is PickingAction => PICKING_ACTIONS.has(action.type);

export const firstOfMonth = (date: string) => `${monthOf(date)}-01`;

/** `all` with `month` set (undefined: loading); a failed read keeps days already read. */
export function withMonth(
  all: MonthStatuses,
  month: string,
  value: DayStatuses | "error" | undefined,
): MonthStatuses {
  const { [month]: current, ...others } = all;
  if (value === "error" && current && current !== "error") return all;
  return value === undefined ? others : { ...others, [month]: value };
}

export function pickingReducer<S extends DateTimePicking>(state: S, action: PickingAction): S {
  switch (action.type) {
    case "month-shown":
      return { ...state, month: action.month };
    case "month-loading":
      // A failed month shows the loading state again while it is retried.
      return state.statuses[action.month] === "error"
        ? { ...state, statuses: withMonth(state.statuses, action.month, undefined) }
        : state;
    case "month-loaded":
      return { ...state, statuses: withMonth(state.statuses, action.month, action.days) };
    case "month-failed":
      return { ...state, statuses: withMonth(state.statuses, action.month, "error") };
    case "slots-loading":
      return { ...state, slots: null };
    case "slots-loaded":
      return { ...state, slots: action.slots };
    case "slots-failed":
      return { ...state, slots: "error" };
    case "time-chosen":
      return { ...state, selectedTime: action.time, notice: null };
  }
}

/** A date chosen: its times come next, nothing chosen on them yet. */
export const dateChosen = (date: string) =>
  ({ selectedDate: date, selectedTime: null, notice: null }) as const;

/** Back to the dates: the time chosen is let go. */
export const backToDate = { selectedTime: null, notice: null } as const;

/** A flow that picks a date and a time (/book, Reschedule), as its steps need it. */
export interface PickerFlow {
  state: DateTimePicking;
  dispatch: (action: PickingAction | { type: "back-to-date" }) => void;
  chooseDate: (date: string) => void;
  retryMonth: () => void;
  retrySlots: () => unknown;
}
