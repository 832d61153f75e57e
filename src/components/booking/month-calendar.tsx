"use client";

import { useEffect, useId, useRef, useState } from "react";
import { buttonStyles } from "@/components/ui/button";
import { addDays, addMonths, dayOfWeek, lastDayOfMonth, monthOf } from "@/lib/time/calendar-date";
import { formatLongDate, formatMonth } from "@/lib/time/format";
import type { DayStatuses } from "./booking-api";

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

/** The weeks of a month, Monday first; null pads the days outside it. */
function monthWeeks(month: string): (string | null)[][] {
  const first = `${monthOf(month)}-01`;
  const last = lastDayOfMonth(first);
  const lead = (dayOfWeek(first) + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = first; d <= last; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** Where a key moves the focus from `date`, or null for keys the calendar does not handle. */
export function keyTarget(key: string, date: string): string | null {
  const weekday = (dayOfWeek(date) + 6) % 7;
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return addDays(date, -weekday);
    case "End":
      return addDays(date, 6 - weekday);
    case "PageUp":
    case "PageDown": {
      // Same day of the other month, or its last day when it is shorter (31 Jan → 28 Feb).
      const target = addMonths(date, key === "PageUp" ? -1 : 1);
      const sameDay = addDays(target, Number(date.slice(8)) - 1);
      return monthOf(sameDay) === monthOf(target) ? sameDay : lastDayOfMonth(target);
    }
    default:
      return null;
  }
}

interface MonthCalendarProps {
  /** Any date of the month shown. */
  month: string;
  /** Each date's status; null while loading, "error" when they could not be read. */
  statuses: DayStatuses | null | "error";
  today: string;
  lastBookableDate: string;
  selectedDate: string | null;
  onSelect: (date: string) => void;
  onMonthChange: (month: string) => void;
  /** Reads the month shown again after "error". */
  onRetry: () => void;
}

/**
 * An accessible month calendar: every day is a button named by its full date; days that cannot be
 * booked are aria-disabled but still reachable, so arrow keys walk the month like a grid (←/→ a
 * day, ↑/↓ a week, Home/End the week's ends, PageUp/PageDown a month).
 */
export function MonthCalendar({
  month,
  statuses,
  today,
  lastBookableDate,
  selectedDate,
  onSelect,
  onMonthChange,
  onRetry,
}: MonthCalendarProps) {
  const titleId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const firstMonth = `${monthOf(today)}-01`;
  const lastMonth = `${monthOf(lastBookableDate)}-01`;
  const shownMonth = `${monthOf(month)}-01`;
  const [focusDate, setFocusDate] = useState<string>(() =>
    selectedDate && monthOf(selectedDate) === monthOf(month)
      ? selectedDate
      : monthOf(today) === monthOf(month)
        ? today
        : shownMonth,
  );
  const moveFocus = useRef(false);
  const retryRef = useRef<HTMLButtonElement>(null);

  // Keep the roving tab stop inside the month shown.
  useEffect(() => {
    if (monthOf(focusDate) !== monthOf(month))
      setFocusDate(monthOf(today) === monthOf(month) ? today : `${monthOf(month)}-01`);
  }, [month, focusDate, today]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  });

  const selectable = (date: string) => statuses !== "error" && statuses?.[date] === "available";

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
    if (document.activeElement === retryRef.current) moveFocus.current = true;
    onRetry();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLTableElement>) {
    const next = keyTarget(event.key, focusDate);
    if (!next) return;
    event.preventDefault();
    const nextMonth = `${monthOf(next)}-01`;
    if (nextMonth < firstMonth || nextMonth > lastMonth) return;
    moveFocus.current = true;
    setFocusDate(next);
    if (nextMonth !== shownMonth) onMonthChange(nextMonth);
  }

  return (
    <div>
      <div className="mb-4 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => onMonthChange(addMonths(shownMonth, -1))}
          disabled={shownMonth <= firstMonth}
          aria-label="Previous month"
          className="flex size-10 items-center justify-center rounded-full border border-slate-700 text-slate-200 transition hover:border-sky-400 hover:text-sky-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-700 disabled:hover:text-slate-200"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={titleId} aria-live="polite" className="text-lg font-semibold text-slate-100">
          {formatMonth(monthOf(month))}
        </h3>
        <button
          type="button"
          onClick={() => onMonthChange(addMonths(shownMonth, 1))}
          disabled={shownMonth >= lastMonth}
          aria-label="Next month"
          className="flex size-10 items-center justify-center rounded-full border border-slate-700 text-slate-200 transition hover:border-sky-400 hover:text-sky-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-700 disabled:hover:text-slate-200"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={tableRef}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        aria-busy={statuses === null}
        className="w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, full]) => (
              <th
                key={short}
                scope="col"
                abbr={full}
                className="pb-2 text-xs font-medium uppercase tracking-wide text-slate-400"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? "pad"}>
              {week.map((date, i) => {
                // A padding cell is identified by its weekday column.
                if (!date) return <td key={WEEKDAYS[i]![0]} />;
                const canSelect = selectable(date);
                const selected = date === selectedDate;
                return (
                  <td key={date} className="p-0 text-center">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focusDate ? 0 : -1}
                      aria-label={formatLongDate(date)}
                      aria-disabled={!canSelect}
                      aria-pressed={selected}
                      aria-current={date === today ? "date" : undefined}
                      onFocus={() => setFocusDate(date)}
                      onClick={() => canSelect && onSelect(date)}
                      className={`relative mx-auto flex aspect-square w-full max-w-12 items-center justify-center rounded-xl text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 ${
                        selected
                          ? "bg-sky-400 text-slate-950 shadow-lg shadow-sky-500/30"
                          : canSelect
                            ? "bg-slate-800/80 text-slate-100 hover:bg-sky-500/25 hover:text-white"
                            : "cursor-not-allowed text-slate-500"
                      }`}
                    >
                      {Number(date.slice(8))}
                      {date === today ? (
                        <span
                          aria-hidden="true"
                          className={`absolute bottom-1.5 size-1 rounded-full ${selected ? "bg-slate-950" : "bg-sky-400"}`}
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {statuses === "error" ? (
        <div role="alert" className="mt-4 text-slate-300">
          <p>The available dates could not be loaded.</p>
          <button
            ref={retryRef}
            type="button"
            onClick={retry}
            className={`${buttonStyles.pillSecondary} mt-3`}
          >
            Try again
          </button>
        </div>
      ) : null}
      <p className="mt-3 flex items-center gap-4 text-xs text-slate-400">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded bg-slate-800" /> Available
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded bg-sky-400" /> Selected
        </span>
        {statuses === null ? <span role="status">Loading availability…</span> : null}
      </p>
    </div>
  );
}
