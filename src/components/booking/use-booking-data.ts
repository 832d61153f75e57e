"use client";

import { useCallback, useEffect, useRef } from "react";
import { lastDayOfMonth } from "@/lib/time/calendar-date";
import { fetchMonthStatuses, fetchSlots } from "./booking-api";
import type { BookingFlowAction, BookingFlowState } from "./booking-flow-state";

const aborted = (error: unknown) => (error as Error).name === "AbortError";

/**
 * The reads of the booking flow: each month shown is read fresh (someone may have booked since;
 * the first came with the page), and the chosen date's times. Answers go to the reducer.
 */
export function useBookingData(state: BookingFlowState, dispatch: (a: BookingFlowAction) => void) {
  const loadMonth = useCallback(
    async (month: string, signal?: AbortSignal) => {
      dispatch({ type: "month-loading", month });
      try {
        const days = await fetchMonthStatuses(
          month,
          lastDayOfMonth(month),
          signal,
          state.meetingType,
        );
        dispatch({ type: "month-loaded", month, days });
      } catch (error) {
        if (!aborted(error)) dispatch({ type: "month-failed", month });
      }
    },
    [dispatch, state.meetingType],
  );

  const loadSlots = useCallback(
    async (date: string, signal?: AbortSignal) => {
      dispatch({ type: "slots-loading" });
      try {
        dispatch({
          type: "slots-loaded",
          slots: await fetchSlots(date, signal, state.meetingType),
        });
      } catch (error) {
        if (!aborted(error)) dispatch({ type: "slots-failed" });
      }
    },
    [dispatch, state.meetingType],
  );

  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch only when the month or the type changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (state.step === "type") return;
    const controller = new AbortController();
    void loadMonth(state.month, controller.signal);
    return () => controller.abort();
  }, [state.month, state.meetingType, state.step === "type"]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: slots follow the chosen date only
  useEffect(() => {
    if (!state.selectedDate || state.step === "date") return;
    const controller = new AbortController();
    void loadSlots(state.selectedDate, controller.signal);
    return () => controller.abort();
  }, [state.selectedDate]);

  return { loadMonth, loadSlots };
}
