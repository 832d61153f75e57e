"use client";

import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { EMPTY_CONTACT } from "@/lib/booking/contact-values";
import type { BookingStart, DayStatuses } from "@/lib/booking/flow-data";
import { isStalePage, STALE_PAGE_MESSAGE } from "@/lib/stale-page";
import { takeEarlyTap } from "@/page-runtime/early-tap";
import { type CreateBookingResult, interpretBookingResult } from "./booking-api";
import type { BookingFlowProps } from "./booking-flow";
import {
  bookingFlowReducer,
  initialBookingState,
  monthAfterBooking,
  questionsOf,
} from "./booking-flow-state";
import type { ConfirmationDialog } from "./confirmation-dialog";
import { firstOfMonth } from "./date-time-picking";
import type { BookingStep } from "./step-indicator";
import { useBookingData } from "./use-booking-data";

export {
  type BookingFlowAction,
  type BookingFlowState,
  bookingFlowReducer,
  initialBookingState,
  monthAfterBooking,
} from "./booking-flow-state";

// zod with the contact schema, and the confirmation dialog with its Radix parts, load with the
// contact step, not with the page (issue 17).
const loadContactStep = () =>
  Promise.all([import("./contact-check"), import("./confirmation-dialog")]);

export interface UseBookingFlowOptions {
  today: string;
  initialStatuses: DayStatuses;
  /** Where the flow starts (the type step, or the date step with a type), and any prefill. */
  start?: BookingStart;
  visitorZone: string | null;
  /**
   * Books: a POST to `/api/v1/bookings` on /book (booking-page-flow.tsx), the server action of
   * src/app/book/actions.ts on /book/embed.
   */
  book: BookingFlowProps["book"];
  /** The types the page offers, with the questions each asks. */
  meetingTypes: BookingFlowProps["meetingTypes"];
  /** A personal link's host: their free times are read, and the booking is made with them. */
  host?: BookingFlowProps["host"];
}

const CONTACT_FIELDS = new Set(Object.keys(EMPTY_CONTACT));
const QUESTIONS_CHANGED =
  "The questions for this meeting have changed since the page opened. Please reload the page.";

/**
 * The errors of a refused booking that the form can show beside a field: a contact field's, or an
 * answer's to a question it asks. None: the form says the booking failed (a question added
 * since the page loaded is not on it).
 */
function errorsOnTheForm(fields: Record<string, string>, questions: readonly { id: string }[]) {
  const asked = new Set(questions.map((q) => `answers.${q.id}`));
  return Object.fromEntries(
    Object.entries(fields).filter(([field]) => CONTACT_FIELDS.has(field) || asked.has(field)),
  );
}

/** The booking flow's state with its reads, its booking request and its focus moves. */
export function useBookingFlow(options: UseBookingFlowOptions) {
  const [state, dispatch] = useReducer(bookingFlowReducer, null, () =>
    initialBookingState(options.today, options.initialStatuses, options.start),
  );
  const hostSlug = options.host?.slug ?? null;
  const { loadMonth, loadSlots } = useBookingData(state, dispatch, hostSlug);
  const containerRef = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<{ Component: typeof ConfirmationDialog } | null>(null);
  const keepDialog = useCallback(
    (module: { ConfirmationDialog: typeof ConfirmationDialog }) =>
      setDialog((kept) => kept ?? { Component: module.ConfirmationDialog }),
    [],
  );

  const focusStepTitle = useCallback(
    (step: BookingStep) =>
      containerRef.current?.querySelector<HTMLElement>(`#${step}-step-title`)?.focus(),
    [],
  );
  useEffect(() => {
    // Fetched as the contact step opens; a failure here is retried on submit.
    if (state.step === "contact")
      loadContactStep().then(
        ([, dialog]) => keepDialog(dialog),
        () => {},
      );
  }, [state.step, keepDialog]);

  // A step the visitor moved to takes the focus, so keyboard and screen-reader users land on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a step is entered
  useEffect(() => {
    if (state.stepFocusKey > 0) focusStepTitle(state.step);
  }, [state.stepFocusKey]);

  // A day or type tapped while the page was still loading its JavaScript (a slow phone) is answered
  // now, as the visitor meant it (ADR 0066).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page becomes interactive
  useEffect(() => {
    const tap = takeEarlyTap();
    const offered = tap?.kind !== "type" || options.meetingTypes.some((t) => t.slug === tap.slug);
    if (tap && offered) dispatch({ type: "tapped-before-ready", tap });
  }, []);

  function chooseDate(date: string) {
    // The same date again: its times are read again (the date does not change, so no effect runs).
    if (date === state.selectedDate) void loadSlots(date);
    dispatch({ type: "date-chosen", date });
  }

  async function submit(honeypot: string) {
    const { selectedDate: date, selectedTime: time } = state;
    if (state.pending || !date || !time) return;
    // Pending from the first click: on a slow network the chunks below take a while, and a second
    // click meanwhile must not send a second booking.
    dispatch({ type: "submit-started" });
    // The step's chunks can fail to load (offline, or a release that removed them): say so, keep
    // what the visitor typed, instead of a button that silently does nothing — and book only
    // when the confirmation can be shown.
    const loaded = await loadContactStep().catch(() => null);
    if (!loaded) {
      dispatch({ type: "failed" });
      return;
    }
    const [check, dialogModule] = loaded;
    keepDialog(dialogModule);
    const questions = questionsOf(options.meetingTypes, state.meetingType);
    const parsed = check.checkContactDetails(state.contact, questions, state.answers);
    if (!parsed.success) {
      dispatch({ type: "invalid", errors: parsed.errors });
      return;
    }
    const result: CreateBookingResult = await options
      .book({
        ...parsed.data,
        date,
        time,
        type: state.meetingType ?? undefined,
        host: hostSlug ?? undefined,
        answers: state.answers,
        timezone: options.visitorZone ?? undefined,
        // Spec §3: minutes east of UTC, the browser's getTimezoneOffset() with its sign flipped.
        timezoneOffset: -new Date().getTimezoneOffset(),
        subject: honeypot,
        source: check.leadSourceOfThisVisit(),
      })
      .then(interpretBookingResult, (error: unknown) => ({
        kind: isStalePage(error) ? "stale-page" : "failed",
      }));
    if (result.kind === "created") {
      dispatch({ type: "booked", booking: result.booking, email: parsed.data.email });
    } else if (result.kind === "slot-taken") {
      dispatch({ type: "slot-taken" });
      void loadSlots(date);
      void loadMonth(firstOfMonth(date));
    } else if (result.kind === "stale-page") {
      dispatch({ type: "failed", message: STALE_PAGE_MESSAGE });
    } else {
      const fields = result.kind === "invalid" ? result.fields : {};
      const shown = errorsOnTheForm(fields, questions);
      const newQuestion = Object.keys(fields).some((field) => field.startsWith("answers."));
      dispatch(
        Object.keys(shown).length > 0
          ? { type: "invalid", errors: shown }
          : { type: "failed", message: newQuestion ? QUESTIONS_CHANGED : undefined },
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
    /** The confirmation dialog, once the contact step has loaded it. */
    ConfirmationDialog: dialog?.Component ?? null,
    containerRef,
    focusStepTitle,
    chooseDate,
    submit,
    startOver,
    retryMonth: () => void loadMonth(state.month),
    retrySlots: () => state.selectedDate && void loadSlots(state.selectedDate),
  };
}
