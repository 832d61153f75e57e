"use client";

import { useCallback } from "react";
import type { FreeTimeSource } from "@/lib/booking/flow-data";
import { lastDayOfMonth } from "@/lib/time/calendar-date";
import { fetchMonthStatuses, fetchSlots } from "./booking-api";
import type { PickingAction } from "./date-time-picking";

const aborted = (error: unknown) => (error as Error).name === "AbortError";

/**
 * The reads of a date and time picker (a month's days, a date's times) from a source (memoise it:
 * a new source is a new pair of reads), told to its reducer.
 */
export function useDateTimeReads(
  dispatch: (action: PickingAction) => void,
  source: FreeTimeSource,
) {
  const loadMonth = useCallback(
    async (month: string, signal?: AbortSignal) => {
      dispatch({ type: "month-loading", month });
      try {
        const days = await fetchMonthStatuses(month, lastDayOfMonth(month), source, signal);
        dispatch({ type: "month-loaded", month, days });
      } catch (error) {
        if (!aborted(error)) dispatch({ type: "month-failed", month });
      }
    },
    [dispatch, source],
  );

  const loadSlots = useCallback(
    async (date: string, signal?: AbortSignal) => {
      dispatch({ type: "slots-loading" });
      try {
        dispatch({ type: "slots-loaded", slots: await fetchSlots(date, source, signal) });
      } catch (error) {
        if (!aborted(error)) dispatch({ type: "slots-failed" });
      }
    },
    [dispatch, source],
  );

  return { loadMonth, loadSlots };
}
