"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useReducer, useRef } from "react";
import type { ManagedBookingView } from "@/lib/schemas/manage";
import { manageLinkFreeTimes } from "./booking-api";
import { initialRescheduleState, rescheduleReducer } from "./reschedule-state";
import { useDateTimeReads } from "./use-date-time-reads";

/** POST /api/v1/manage/{token}/reschedule, read as what the steps do next. */
async function requestMove(token: string, date: string, time: string) {
  const response = await fetch(`/api/v1/manage/${encodeURIComponent(token)}/reschedule`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ date, time }),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (response.ok) return { type: "moved" as const, booking: body as ManagedBookingView };
  if (response.status === 409) return { type: "slot-taken" as const };
  if (response.status === 422 && body.error)
    return { type: "refused" as const, message: body.error };
  return { type: "failed" as const };
}

/**
 * The Reschedule steps' state, their reads (month, times: where this booking can move, through
 * its manage link), the move and the focus.
 */
export function useRescheduleFlow(token: string, currentDate: string) {
  const router = useRouter();
  const [state, dispatch] = useReducer(rescheduleReducer, currentDate, initialRescheduleState);
  const containerRef = useRef<HTMLDivElement>(null);

  const source = useMemo(() => manageLinkFreeTimes(token), [token]);
  const { loadMonth, loadSlots } = useDateTimeReads(dispatch, source);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the month shown, read fresh once open
  useEffect(() => {
    if (state.step !== "date") return;
    const controller = new AbortController();
    void loadMonth(state.month, controller.signal);
    return () => controller.abort();
  }, [state.month, state.step === "date"]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: slots follow the chosen date only
  useEffect(() => {
    if (!state.selectedDate || state.step !== "time") return;
    const controller = new AbortController();
    void loadSlots(state.selectedDate, controller.signal);
    return () => controller.abort();
  }, [state.selectedDate]);

  // The step entered takes the focus: its heading, or the Reschedule button when closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a step is entered
  useEffect(() => {
    if (state.focusKey === 0) return;
    const target = state.step === "time" ? "#time-step-title" : `[data-step-focus="${state.step}"]`;
    containerRef.current?.querySelector<HTMLElement>(target)?.focus();
  }, [state.focusKey]);

  async function confirm() {
    const { selectedDate: date, selectedTime: time } = state;
    if (state.pending || !date || !time) return;
    dispatch({ type: "submit-started" });
    const next = await requestMove(token, date, time).catch(() => ({ type: "failed" as const }));
    dispatch(next);
    if (next.type === "moved") router.refresh();
    if (next.type === "slot-taken") void loadSlots(date);
  }

  function chooseDate(date: string) {
    if (date === state.selectedDate) void loadSlots(date);
    dispatch({ type: "date-chosen", date });
  }

  return {
    state,
    dispatch,
    containerRef,
    confirm,
    chooseDate,
    retryMonth: () => void loadMonth(state.month),
    retrySlots: () => state.selectedDate && void loadSlots(state.selectedDate),
  };
}
