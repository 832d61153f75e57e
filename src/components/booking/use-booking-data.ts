"use client";

import { useEffect, useMemo, useRef } from "react";
import { publicFreeTimes } from "./booking-api";
import type { BookingFlowAction, BookingFlowState } from "./booking-flow-state";
import { useDateTimeReads } from "./use-date-time-reads";

/**
 * The reads of the booking flow: each month shown is read fresh (someone may have booked since;
 * the first came with the page), and the chosen date's times. Answers go to the reducer.
 */
export function useBookingData(
  state: BookingFlowState,
  dispatch: (a: BookingFlowAction) => void,
  /** A personal link's host slug: their free times only. */
  host: string | null,
) {
  const source = useMemo(() => publicFreeTimes(state.meetingType, host), [state.meetingType, host]);
  const { loadMonth, loadSlots } = useDateTimeReads(dispatch, source);

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
