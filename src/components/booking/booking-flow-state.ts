import {
  type AnswerValues,
  type ContactErrors,
  type ContactValues,
  EMPTY_CONTACT,
} from "@/lib/booking/contact-values";
import type { BookingStart, DayStatuses } from "@/lib/booking/flow-data";
import type { BookingCreated } from "@/lib/schemas/booking";
import { BOOKING_MESSAGES } from "@/lib/schemas/booking-messages";
import type { BookingQuestion } from "@/lib/schemas/booking-question-terms";
import type { PublicMeetingType } from "@/lib/schemas/meeting-types";
import { addMonths } from "@/lib/time/calendar-date";
import type { EarlyTap } from "@/page-runtime/early-tap";
import * as picking from "./date-time-picking";
import type { BookingStep } from "./step-indicator";

/**
 * Everything the booking flow knows, and every way it changes: a pure reducer, so each step of
 * (Type →) Date → Time → Contact → confirmation can be tested without a browser. Reads and the booking
 * request happen in the hooks around it (use-booking-flow.ts), which report their answers here.
 */

export interface BookingFlowState extends picking.DateTimePicking {
  step: BookingStep;
  /** The chosen meeting type's slug; null: the default type (the spec's one-type flow). */
  meetingType: string | null;
  contact: ContactValues;
  /** Answers to the chosen type's questions, by question id. */
  answers: AnswerValues;
  /** What the page's link filled in (`/book?email=…`): the contact every new booking starts from. */
  prefill: ContactValues;
  /** The answers the link filled in (`/book?type=audit&answers.k3x9q2=…`), likewise. */
  prefillAnswers: AnswerValues;
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
  | picking.PickingAction
  | { type: "date-chosen"; date: string }
  | { type: "back-to-date" }
  | { type: "continue-to-contact" }
  | { type: "back-to-time" }
  | { type: "contact-changed"; field: keyof ContactValues; value: string }
  | { type: "answer-changed"; id: string; value: string }
  | { type: "submit-started" }
  | { type: "invalid"; errors: ContactErrors }
  | { type: "booked"; booking: BookingCreated; email: string }
  | { type: "slot-taken" }
  | { type: "failed"; message?: string }
  | { type: "start-over" }
  | { type: "tapped-before-ready"; tap: EarlyTap };

/** What the visitor chose and typed, as a new booking starts: nothing yet. */
const NOTHING_CHOSEN = {
  step: "date",
  selectedDate: null,
  selectedTime: null,
  slots: null,
  notice: null,
  contact: EMPTY_CONTACT,
  answers: {},
  errors: {},
  failure: null,
  confirmed: null,
} as const satisfies Partial<BookingFlowState>;

/** Where the page opens the flow, and the contact details its link carried. */
/**
 * The flow as the page opens: on the date step (one type, or `?type=` chose one), or on the type
 * step when the visitor chooses between types first.
 */
export function initialBookingState(
  today: string,
  statuses: DayStatuses,
  start: BookingStart = { step: "date", meetingType: null },
): BookingFlowState {
  const month = start.month ?? picking.firstOfMonth(today);
  const prefill = start.prefill ?? EMPTY_CONTACT;
  const prefillAnswers = start.prefillAnswers ?? {};
  return {
    ...NOTHING_CHOSEN,
    step: start.step,
    meetingType: start.meetingType,
    contact: prefill,
    prefill,
    answers: prefillAnswers,
    prefillAnswers,
    month,
    statuses: { [month]: statuses },
    focusErrorKey: 0,
    stepFocusKey: 0,
    pending: false,
  };
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
  if (picking.isPickingAction(action)) return picking.pickingReducer(state, action);
  switch (action.type) {
    case "type-chosen":
      // Another type has other free days: its months are read afresh.
      return goTo(
        {
          ...state,
          ...NOTHING_CHOSEN,
          contact: state.prefill,
          answers: state.prefillAnswers,
          meetingType: action.meetingType,
          statuses: action.meetingType === state.meetingType ? state.statuses : {},
        },
        "date",
      );
    case "back-to-type":
      return goTo({ ...state, ...picking.backToDate, selectedDate: null }, "type");
    case "date-chosen":
      return goTo({ ...state, ...picking.dateChosen(action.date) }, "time");
    case "back-to-date":
      return goTo({ ...state, ...picking.backToDate }, "date");
    case "continue-to-contact":
      return state.selectedTime ? goTo(state, "contact") : state;
    case "back-to-time":
      return goTo({ ...state, failure: null }, "time");
    case "contact-changed":
      return withoutError(
        { ...state, contact: { ...state.contact, [action.field]: action.value } },
        action.field,
      );
    case "answer-changed":
      return withoutError(
        { ...state, answers: { ...state.answers, [action.id]: action.value } },
        `answers.${action.id}`,
      );
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
      return { ...state, pending: false, failure: action.message ?? BOOKING_MESSAGES.failed };
    case "start-over":
      // The dialog's closing moves the focus itself, so the date step does not take it.
      return {
        ...state,
        ...NOTHING_CHOSEN,
        contact: state.prefill,
        answers: state.prefillAnswers,
      };
    case "tapped-before-ready":
      return replayEarlyTap(state, action.tap);
  }
}

/**
 * A tap the page kept before it could answer it (ADR 0066), played as if it came now: only on the
 * step it was made on, with nothing chosen since, a day only while it is still bookable, and a
 * month button only next to the month still shown.
 */
function replayEarlyTap(state: BookingFlowState, tap: EarlyTap): BookingFlowState {
  if (tap.kind === "type")
    return state.step === "type"
      ? bookingFlowReducer(state, { type: "type-chosen", meetingType: tap.slug })
      : state;
  if (tap.kind === "month") {
    const nextToShown = [-1, 1].some((step) => addMonths(state.month, step) === tap.month);
    return state.step === "date" && state.selectedDate === null && nextToShown
      ? bookingFlowReducer(state, { type: "month-shown", month: tap.month })
      : state;
  }
  const days = state.statuses[picking.firstOfMonth(tap.date)];
  const bookable = days !== undefined && days !== "error" && days[tap.date] === "available";
  return state.step === "date" && state.selectedDate === null && bookable
    ? bookingFlowReducer(state, { type: "date-chosen", date: tap.date })
    : state;
}

/** What the contact step asks of the chosen type; without a choice, of the default (the first). */
export function questionsOf(
  types: readonly PublicMeetingType[],
  chosen: string | null,
): readonly BookingQuestion[] {
  return (types.find((t) => t.slug === chosen) ?? types[0])?.questions ?? [];
}

/** An error clears as soon as its field is edited. */
function withoutError(state: BookingFlowState, field: keyof ContactErrors): BookingFlowState {
  if (!state.errors[field]) return state;
  const { [field]: _cleared, ...errors } = state.errors;
  return { ...state, errors };
}

/** The month to read again after a booking (its day may now be full), or the one shown. */
export const monthAfterBooking = (state: BookingFlowState) =>
  state.confirmed ? picking.firstOfMonth(state.confirmed.booking.date) : state.month;
