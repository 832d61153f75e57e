"use client";

import { useCallback } from "react";
import { lastDayOfMonth } from "@/lib/time/calendar-date";
import { fetchMonthStatuses, fetchSlots } from "./booking-api";
import type { PickingAction } from "./date-time-picking";

const aborted = (error: unknown) => (error as Error).name === "AbortError";

/**
 * The reads of a date and time picker (a month's days, a date's times) for a meeting type (null:
 * the default type), told to its reducer.
 */
export function useDateTimeReads(
  dispatch: (action: PickingAction) => void,
  meetingType: string | null = null,
) {
  const loadMonth = useCallback(
    async (month: string, signal?: AbortSignal) => {
      dispatch({ type: "month-loading", month });
      try {
        const days = await fetchMonthStatuses(month, lastDayOfMonth(month), signal, meetingType);
        dispatch({ type: "month-loaded", month, days });
      } catch (error) {
        if (!aborted(error)) dispatch({ type: "month-failed", month });
      }
    },
    [dispatch, meetingType],
  );

  const loadSlots = useCallback(
    async (date: string, signal?: AbortSignal) => {
      dispatch({ type: "slots-loading" });
      try {
        dispatch({ type: "slots-loaded", slots: await fetchSlots(date, signal, meetingType) });
      } catch (error) {
        if (!aborted(error)) dispatch({ type: "slots-failed" });
      }
    },
    [dispatch, meetingType],
  );

  return { loadMonth, loadSlots };
}
