import { BOOKING_MESSAGES } from "@/lib/schemas/booking";
import type { ManagedBookingView } from "@/lib/schemas/manage";
import * as picking from "./date-time-picking";

/**
 * The manage page's Reschedule: closed → Date → Time → Confirm → done, a pure reducer (tested
 * without a browser). A taken time sends the visitor back to the times with the booking's own
 * message; a refusal (inside the notice, over the limit) closes the steps and says why.
 */

export type RescheduleStep = "closed" | "date" | "time" | "confirm" | "done";

export interface RescheduleState extends picking.DateTimePicking {
  step: RescheduleStep;
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
  | picking.PickingAction
  | { type: "date-chosen"; date: string }
  | { type: "back-to-date" }
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
    month: picking.firstOfMonth(currentDate),
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
  if (picking.isPickingAction(action)) return picking.pickingReducer(state, action);
  switch (action.type) {
    case "open":
      return goTo({ ...state, moved: null, failure: null, notice: null }, "date");
    case "close":
      return goTo({ ...state, selectedDate: null, selectedTime: null, failure: null }, "closed");
    case "date-chosen":
      return goTo({ ...state, ...picking.dateChosen(action.date) }, "time");
    case "back-to-date":
      return goTo({ ...state, ...picking.backToDate }, "date");
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
