import { BOOKING_MESSAGES, type BookingCreated, type SlotsResponse } from "@/lib/schemas/booking";
import { monthOf } from "@/lib/time/calendar-date";
import type { DayStatuses } from "./booking-api";
import { type ContactErrors, type ContactValues, EMPTY_CONTACT } from "./contact-values";
import type { BookingStep } from "./step-indicator";

/**
 * Everything the booking flow knows, and every way it changes: a pure reducer, so each step of
 * (Type →) Date → Time → Contact → confirmation can be tested without a browser. Reads and the booking
 * request happen in the hooks around it (use-booking-flow.ts), which report their answers here.
 */

/** Per month (its first day): its days, or "error" when it could not be read; absent: loading. */
export type MonthStatuses = Record<string, DayStatuses | "error">;

export interface BookingFlowState {
  step: BookingStep;
  /** The chosen meeting type's slug; null: the default type (the spec's one-type flow). */
  meetingType: string | null;
  /** First day of the month the calendar shows. */
  month: string;
  statuses: MonthStatuses;
  selectedDate: string | null;
  selectedTime: string | null;
  /** The chosen date's times; null while they load. */
  slots: SlotsResponse | null | "error";
  /** Why the visitor is back on the time step (their time was taken). */
  notice: string | null;
  contact: ContactValues;
  errors: ContactErrors;
  /** Bumped after a failed validation: the first field in error takes the focus. */
  focusErrorKey: number;
  /** Bumped when a step is entered by the visitor: its heading takes the focus. */
  stepFocusKey: number;
  pending: boolean;
  failure: string | null;
  confirmed: { booking: BookingCreated; email: string } | null;
}

export type BookingFlowAction =
  | { type: "type-chosen"; meetingType: string }
  | { type: "back-to-type" }
  | { type: "month-shown"; month: string }
  | { type: "month-loading"; month: string }
  | { type: "month-loaded"; month: string; days: DayStatuses }
  | { type: "month-failed"; month: string }
  | { type: "slots-loading" }
  | { type: "slots-loaded"; slots: SlotsResponse }
  | { type: "slots-failed" }
  | { type: "date-chosen"; date: string }
  | { type: "back-to-date" }
  | { type: "time-chosen"; time: string }
  | { type: "continue-to-contact" }
  | { type: "back-to-time" }
  | { type: "contact-changed"; field: keyof ContactValues; value: string }
  | { type: "submit-started" }
  | { type: "invalid"; errors: ContactErrors }
  | { type: "booked"; booking: BookingCreated; email: string }
  | { type: "slot-taken" }
  | { type: "failed" }
  | { type: "start-over" };

export const firstOfMonth = (date: string) => `${monthOf(date)}-01`;

/** What the visitor chose and typed, as a new booking starts: nothing yet. */
const NOTHING_CHOSEN = {
  step: "date",
  selectedDate: null,
  selectedTime: null,
  slots: null,
  notice: null,
  contact: EMPTY_CONTACT,
  errors: {},
  failure: null,
  confirmed: null,
} as const satisfies Partial<BookingFlowState>;

/**
 * The flow as the page opens: on the date step (one type, or `?type=` chose one), or on the type
 * step when the visitor chooses between types first.
 */
export function initialBookingState(
  today: string,
  statuses: DayStatuses,
  start: { step: "type" | "date"; meetingType: string | null } = {
    step: "date",
    meetingType: null,
  },
): BookingFlowState {
  const month = firstOfMonth(today);
  return {
    ...NOTHING_CHOSEN,
    ...start,
    month,
    statuses: { [month]: statuses },
    focusErrorKey: 0,
    stepFocusKey: 0,
    pending: false,
  };
}

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

const goTo = (state: BookingFlowState, step: BookingStep): BookingFlowState => ({
  ...state,
  step,
  stepFocusKey: state.stepFocusKey + 1,
});

export function bookingFlowReducer(
  state: BookingFlowState,
  action: BookingFlowAction,
): BookingFlowState {
  switch (action.type) {
    case "type-chosen":
      // Another type has other free days: its months are read afresh.
      return goTo(
        {
          ...state,
          ...NOTHING_CHOSEN,
          meetingType: action.meetingType,
          statuses: action.meetingType === state.meetingType ? state.statuses : {},
        },
        "date",
      );
    case "back-to-type":
      return goTo({ ...state, selectedDate: null, selectedTime: null, notice: null }, "type");
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
    case "date-chosen":
      return goTo(
        { ...state, selectedDate: action.date, selectedTime: null, notice: null },
        "time",
      );
    case "back-to-date":
      return goTo({ ...state, selectedTime: null, notice: null }, "date");
    case "time-chosen":
      return { ...state, selectedTime: action.time, notice: null };
    case "continue-to-contact":
      return state.selectedTime ? goTo(state, "contact") : state;
    case "back-to-time":
      return goTo({ ...state, failure: null }, "time");
    case "contact-changed": {
      const contact = { ...state.contact, [action.field]: action.value };
      // An error clears as soon as its field is edited.
      if (!state.errors[action.field]) return { ...state, contact };
      const { [action.field]: _cleared, ...errors } = state.errors;
      return { ...state, contact, errors };
    }
    case "submit-started":
      return { ...state, failure: null, pending: true };
    case "invalid":
      return {
        ...state,
        pending: false,
        failure: null,
        errors: action.errors,
        focusErrorKey: state.focusErrorKey + 1,
      };
    case "booked":
      return {
        ...state,
        pending: false,
        confirmed: { booking: action.booking, email: action.email },
      };
    case "slot-taken":
      return goTo(
        { ...state, pending: false, selectedTime: null, notice: BOOKING_MESSAGES.slotTaken },
        "time",
      );
    case "failed":
      return { ...state, pending: false, failure: BOOKING_MESSAGES.failed };
    case "start-over":
      // The dialog's closing moves the focus itself, so the date step does not take it.
      return { ...state, ...NOTHING_CHOSEN };
  }
}

/** The month to read again after a booking (its day may now be full), or the one shown. */
export const monthAfterBooking = (state: BookingFlowState) =>
  state.confirmed ? firstOfMonth(state.confirmed.booking.date) : state.month;
