import { BOOKING_MESSAGES, type SlotsResponse } from "@/lib/schemas/booking";
import type { ManagedBookingView } from "@/lib/schemas/manage";
import type { DayStatuses } from "./booking-api";
import { firstOfMonth, type MonthStatuses, withMonth } from "./booking-flow-state";

/**
 * The manage page's Reschedule: closed → Date → Time → Confirm → done, a pure reducer (tested
 * without a browser). A taken time sends the visitor back to the times with the booking's own
 * message; a refusal (inside the notice, over the limit) closes the steps and says why.
 */

export type RescheduleStep = "closed" | "date" | "time" | "confirm" | "done";

export interface RescheduleState {
  step: RescheduleStep;
  month: string;
  statuses: MonthStatuses;
  selectedDate: string | null;
  selectedTime: string | null;
  slots: SlotsResponse | null | "error";
  /** Shown on the time step: the chosen time was taken meanwhile. */
  notice: string | null;
  /** Why the meeting cannot be moved online (422), with the staff contact. */
  refusal: string | null;
  failure: string | null;
  pending: boolean;
  moved: ManagedBookingView | null;
  /** Bumped when a step is entered: its heading takes the focus. */
  focusKey: number;
}

export type RescheduleAction =
  | { type: "open" }
  | { type: "close" }
  | { type: "month-shown"; month: string }
  | { type: "month-loaded"; month: string; days: DayStatuses }
  | { type: "month-failed"; month: string }
  | { type: "slots-loading" }
  | { type: "slots-loaded"; slots: SlotsResponse }
  | { type: "slots-failed" }
  | { type: "date-chosen"; date: string }
  | { type: "back-to-date" }
  | { type: "time-chosen"; time: string }
  | { type: "continue-to-confirm" }
  | { type: "back-to-time" }
  | { type: "submit-started" }
  | { type: "moved"; booking: ManagedBookingView }
  | { type: "slot-taken" }
  | { type: "refused"; message: string }
  | { type: "failed" };

export const RESCHEDULE_FAILED = "The meeting could not be moved. Please try again.";

export function initialRescheduleState(currentDate: string): RescheduleState {
  return {
    step: "closed",
    month: firstOfMonth(currentDate),
    statuses: {},
    selectedDate: null,
    selectedTime: null,
    slots: null,
    notice: null,
    refusal: null,
    failure: null,
    pending: false,
    moved: null,
    focusKey: 0,
  };
}

const goTo = (state: RescheduleState, step: RescheduleStep): RescheduleState => ({
  ...state,
  step,
  focusKey: state.focusKey + 1,
});

export function rescheduleReducer(
  state: RescheduleState,
  action: RescheduleAction,
): RescheduleState {
  switch (action.type) {
    case "open":
      return goTo({ ...state, moved: null, failure: null, notice: null }, "date");
    case "close":
      return goTo({ ...state, selectedDate: null, selectedTime: null, failure: null }, "closed");
    case "month-shown":
      return { ...state, month: action.month };
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
    case "date-chosen":
      return goTo(
        { ...state, selectedDate: action.date, selectedTime: null, notice: null },
        "time",
      );
    case "back-to-date":
      return goTo({ ...state, selectedTime: null, notice: null }, "date");
    case "time-chosen":
      return { ...state, selectedTime: action.time, notice: null };
    case "continue-to-confirm":
      return state.selectedTime ? goTo({ ...state, failure: null }, "confirm") : state;
    case "back-to-time":
      return goTo({ ...state, failure: null }, "time");
    case "submit-started":
      return { ...state, pending: true, failure: null };
    case "moved":
      return goTo(
        { ...state, pending: false, moved: action.booking, selectedDate: null, selectedTime: null },
        "done",
      );
    case "slot-taken":
      return goTo(
        { ...state, pending: false, selectedTime: null, notice: BOOKING_MESSAGES.slotTaken },
        "time",
      );
    case "refused":
      return goTo({ ...state, pending: false, refusal: action.message }, "closed");
    case "failed":
      return { ...state, pending: false, failure: RESCHEDULE_FAILED };
  }
}
