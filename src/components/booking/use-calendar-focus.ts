"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { DayStatuses } from "@/lib/booking/flow-data";
import { monthOf } from "@/lib/time/calendar-date";
import { keyTarget } from "./calendar-grid";

interface CalendarFocusOptions {
  month: string;
  statuses: DayStatuses | null | "error";
  today: string;
  lastBookableDate: string;
  selectedDate: string | null;
  onMonthChange: (month: string) => void;
  onRetry: () => void;
}

/**
 * The calendar's roving tab stop: the one day Tab lands on, moved by the arrow keys (across
 * months within the bookable range), kept inside the month shown and, once the days are known,
 * on a day that can be chosen.
 */
export function useCalendarFocus(options: CalendarFocusOptions) {
  const { month, statuses, today, selectedDate } = options;
  const tableRef = useRef<HTMLTableElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const firstMonth = `${monthOf(today)}-01`;
  const lastMonth = `${monthOf(options.lastBookableDate)}-01`;
  const shownMonth = `${monthOf(month)}-01`;
  const [focusDate, setFocusDate] = useState<string>(() =>
    selectedDate && monthOf(selectedDate) === monthOf(month)
      ? selectedDate
      : monthOf(today) === monthOf(month)
        ? today
        : shownMonth,
  );
  // The day to focus once it is drawn (a key's target, or the tab stop after a retry): a date, so
  // that a render drawn before the key was handled cannot take the request with its own day.
  const focusWanted = useRef<string | null>(null);

  // Keep the roving tab stop inside the month shown.
  useEffect(() => {
    if (monthOf(focusDate) !== monthOf(month))
      setFocusDate(monthOf(today) === monthOf(month) ? today : `${monthOf(month)}-01`);
  }, [month, focusDate, today]);

  // As the render is committed, not after paint (Preact runs effects a frame later, ADR 0084): a
  // key repeated meanwhile would land on the day just removed from a month left behind.
  useLayoutEffect(() => {
    const wanted = focusWanted.current;
    if (!wanted || monthOf(wanted) !== monthOf(month)) return; // its month is not drawn yet
    focusWanted.current = null;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-date="${wanted}"]`)?.focus();
  });

  // Once the month's days are known, Tab should land on a day that can be chosen (today may be
  // full or closed) — unless the visitor is already moving around the calendar.
  const firstSelectable =
    statuses && statuses !== "error"
      ? Object.keys(statuses)
          .filter((date) => monthOf(date) === monthOf(month) && statuses[date] === "available")
          .sort()[0]
      : undefined;
  useEffect(() => {
    if (!firstSelectable || tableRef.current?.contains(document.activeElement)) return;
    const chosenHere = selectedDate && monthOf(selectedDate) === monthOf(month);
    if (!chosenHere && statuses !== "error" && statuses?.[focusDate] !== "available")
      setFocusDate(firstSelectable);
  }, [firstSelectable, focusDate, month, selectedDate, statuses]);

  function retry() {
    // The button goes away while the month loads: keep the focus in the calendar, on its tab stop.
    if (document.activeElement === retryRef.current) focusWanted.current = focusDate;
    options.onRetry();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLTableElement>) {
    const next = keyTarget(event.key, focusDate);
    if (!next) return;
    event.preventDefault();
    const nextMonth = `${monthOf(next)}-01`;
    if (nextMonth < firstMonth || nextMonth > lastMonth) return;
    focusWanted.current = next;
    setFocusDate(next);
    if (nextMonth !== shownMonth) options.onMonthChange(nextMonth);
  }

  return {
    tableRef,
    retryRef,
    focusDate,
    setFocusDate,
    firstMonth,
    lastMonth,
    shownMonth,
    retry,
    onKeyDown,
  };
}
