"use client";

import { useCallback, useEffect, useReducer, useRef } from "react";
import type { BookingCreated } from "@/lib/schemas/booking";
import { BOOKING_MESSAGES } from "@/lib/schemas/booking-messages";
import { isStalePage, STALE_PAGE_MESSAGE } from "@/lib/stale-page";
import { type CreateBookingResult, type DayStatuses, interpretBookingResult } from "./booking-api";
import type { BookingFlowProps } from "./booking-flow";
import { type ContactErrors, type ContactValues, EMPTY_CONTACT } from "./contact-values";
import * as picking from "./date-time-picking";
import type { BookingStep } from "./step-indicator";
import { useBookingData } from "./use-booking-data";

// zod and the contact schema load with the contact step, not with the page (issue 17).
const loadContactCheck = () => import("./contact-check");

/**
 * Everything the booking flow knows, and every way it changes: a pure reducer, so each step of
 * Date → Time → Contact → confirmation can be tested without a browser. Reads and the booking
 * request happen in the hooks around it (use-booking-flow.ts), which report their answers here.
 */

export interface BookingFlowState extends picking.DateTimePicking {
  step: BookingStep;
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
  | picking.PickingAction
  | { type: "date-chosen"; date: string }
  | { type: "back-to-date" }
  | { type: "continue-to-contact" }
  | { type: "back-to-time" }
  | { type: "contact-changed"; field: keyof ContactValues; value: string }
  | { type: "submit-started" }
  | { type: "invalid"; errors: ContactErrors }
  | { type: "booked"; booking: BookingCreated; email: string }
  | { type: "slot-taken" }
  | { type: "failed"; message?: string }
  | { type: "start-over" };

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

export function initialBookingState(today: string, statuses: DayStatuses): BookingFlowState {
  const month = picking.firstOfMonth(today);
  return {
    ...NOTHING_CHOSEN,
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
    case "date-chosen":
      return goTo({ ...state, ...picking.dateChosen(action.date) }, "time");
    case "back-to-date":
      return goTo({ ...state, ...picking.backToDate }, "date");
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
      return { ...state, pending: false, failure: action.message ?? BOOKING_MESSAGES.failed };
    case "start-over":
      // The dialog's closing moves the focus itself, so the date step does not take it.
      return { ...state, ...NOTHING_CHOSEN };
  }
}

/** The month to read again after a booking (its day may now be full), or the one shown. */
export const monthAfterBooking = (state: BookingFlowState) =>
  state.confirmed ? picking.firstOfMonth(state.confirmed.booking.date) : state.month;

export interface UseBookingFlowOptions {
  today: string;
  initialStatuses: DayStatuses;
  visitorZone: string | null;
  /** The server action that books (src/app/book/actions.ts). */
  book: BookingFlowProps["book"];
}

const CONTACT_FIELDS = new Set(Object.keys(EMPTY_CONTACT));

/** The booking flow's state with its reads, its booking request and its focus moves. */
export function useBookingFlow(options: UseBookingFlowOptions) {
  const [state, dispatch] = useReducer(bookingFlowReducer, null, () =>
    initialBookingState(options.today, options.initialStatuses),
  );
  const { loadMonth, loadSlots } = useBookingData(state, dispatch);
  const containerRef = useRef<HTMLDivElement>(null);

  const focusStepTitle = useCallback(
    (step: BookingStep) =>
      containerRef.current?.querySelector<HTMLElement>(`#${step}-step-title`)?.focus(),
    [],
  );
  // A step the visitor moved to takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (state.step === "contact") loadContactCheck().catch(() => {}); // retried on submit
  }, [state.step]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a step is entered
  useEffect(() => {
    if (state.stepFocusKey > 0) focusStepTitle(state.step);
  }, [state.stepFocusKey]);

  function chooseDate(date: string) {
    // The same date again: its times are read again (the date does not change, so no effect runs).
    if (date === state.selectedDate) void loadSlots(date);
    dispatch({ type: "date-chosen", date });
  }

  async function submit(honeypot: string) {
    const { selectedDate: date, selectedTime: time } = state;
    if (state.pending || !date || !time) return;
    const { checkContactDetails } = await loadContactCheck();
    const parsed = checkContactDetails(state.contact);
    if (!parsed.success) {
      dispatch({ type: "invalid", errors: parsed.errors });
      return;
    }
    dispatch({ type: "submit-started" });
    const result: CreateBookingResult = await options
      .book({
        ...parsed.data,
        date,
        time,
        timezone: options.visitorZone ?? undefined,
        // Spec §3: minutes east of UTC, the browser's getTimezoneOffset() with its sign flipped.
        timezoneOffset: -new Date().getTimezoneOffset(),
        subject: honeypot,
      })
      .then(interpretBookingResult, (error: unknown) => ({
        kind: isStalePage(error) ? "stale-page" : "failed",
      }));
    if (result.kind === "created") {
      dispatch({ type: "booked", booking: result.booking, email: parsed.data.email });
    } else if (result.kind === "slot-taken") {
      dispatch({ type: "slot-taken" });
      void loadSlots(date);
      void loadMonth(picking.firstOfMonth(date));
    } else if (result.kind === "stale-page") {
      dispatch({ type: "failed", message: STALE_PAGE_MESSAGE });
    } else {
      const shown =
        result.kind === "invalid"
          ? Object.fromEntries(
              Object.entries(result.fields).filter(([field]) => CONTACT_FIELDS.has(field)),
            )
          : {};
      dispatch(
        Object.keys(shown).length > 0 ? { type: "invalid", errors: shown } : { type: "failed" },
      );
    }
  }

  function startOver() {
    const month = monthAfterBooking(state);
    dispatch({ type: "start-over" });
    void loadMonth(month);
  }

  return {
    state,
    dispatch,
    containerRef,
    focusStepTitle,
    chooseDate,
    submit,
    startOver,
    retryMonth: () => void loadMonth(state.month),
    retrySlots: () => state.selectedDate && void loadSlots(state.selectedDate),
  };
}
