"use client";

import { useId } from "react";
import { buttonStyles } from "@/components/ui/button";
import type { DayStatuses } from "@/lib/booking/flow-data";
import { addMonths, monthOf } from "@/lib/time/calendar-date";
import { formatLongDate, formatMonth } from "@/lib/time/format";
import { type EarlyDayTaps, earlyTapTarget } from "@/page-runtime/early-tap";
import { CALENDAR_WEEKS, monthWeeks, WEEKDAYS } from "./calendar-grid";
import { useCalendarFocus } from "./use-calendar-focus";

/** The blank days that fill a month of four or five weeks up to six. */
const SPARE_DAY_KEYS = Array.from({ length: 14 }, (_, day) => `spare-day-${day}`);

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
  /** Bookable days keep a tap made before the page is interactive (/book's first view, ADR 0066). */
  earlyTaps?: EarlyDayTaps;
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
  earlyTaps,
}: MonthCalendarProps) {
  const titleId = useId();
  const noTimesLeftId = useId();
  const focus = useCalendarFocus({
    month,
    statuses,
    today,
    lastBookableDate,
    selectedDate,
    onMonthChange,
    onRetry,
  });
  const { shownMonth, focusDate } = focus;
  const statusOf = (date: string) => (statuses === "error" ? undefined : statuses?.[date]);
  const selectable = (date: string) => statusOf(date) === "available";
  // A day that opens but has nothing left (booked, blocked, too soon, at the daily limit) is told
  // apart from a closed one, so a visitor knows the day itself is not the obstacle.
  const weeks = monthWeeks(month);
  const anyNoTimesLeft = weeks.flat().some((date) => date !== null && statusOf(date) === "full");

  return (
    <div>
      <MonthNav
        titleId={titleId}
        shownMonth={shownMonth}
        canGoBack={shownMonth > focus.firstMonth}
        canGoOn={shownMonth < focus.lastMonth}
        onMonthChange={onMonthChange}
        earlyTaps={earlyTaps}
      />
      <table
        ref={focus.tableRef}
        aria-labelledby={titleId}
        onKeyDown={focus.onKeyDown}
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
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? "pad"}>
              {week.map((date, i) => {
                // A padding cell is identified by its weekday column.
                if (!date) return <td key={WEEKDAYS[i]![0]} />;
                return (
                  <CalendarDay
                    key={date}
                    date={date}
                    today={today}
                    canSelect={selectable(date)}
                    earlyTap={selectable(date) ? earlyTaps : undefined}
                    noTimesLeft={statusOf(date) === "full" ? noTimesLeftId : undefined}
                    selected={date === selectedDate}
                    tabStop={date === focusDate}
                    onFocus={() => focus.setFocusDate(date)}
                    onSelect={onSelect}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <SpareWeeks count={CALENDAR_WEEKS - weeks.length} />
      {statuses === "error" ? (
        <div role="alert" className="mt-4 text-slate-300">
          <p>The available dates could not be loaded.</p>
          <button
            ref={focus.retryRef}
            type="button"
            onClick={focus.retry}
            className={`${buttonStyles.pillSecondary} mt-3`}
          >
            Try again
          </button>
        </div>
      ) : null}
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-400">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded bg-slate-800" /> Available
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded bg-sky-400" /> Selected
        </span>
        {anyNoTimesLeft ? (
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="line-through">
              14
            </span>
            <span id={noTimesLeftId}>No times left</span>
          </span>
        ) : null}
        {statuses === null ? <span role="status">Loading availability…</span> : null}
      </p>
    </div>
  );
}

/**
 * One day: a button named by its full date; one that cannot be booked is aria-disabled, and one
 * with no times left is struck through and described by the legend's "No times left".
 */
function CalendarDay({
  date,
  today,
  canSelect,
  earlyTap,
  noTimesLeft,
  selected,
  tabStop,
  onFocus,
  onSelect,
}: {
  date: string;
  today: string;
  canSelect: boolean;
  earlyTap: EarlyDayTaps | undefined;
  /** The id of the legend's "No times left", on a day that opens but has no time left. */
  noTimesLeft: string | undefined;
  selected: boolean;
  tabStop: boolean;
  onFocus: () => void;
  onSelect: (date: string) => void;
}) {
  return (
    <td key={date} className="p-0 text-center">
      <button
        type="button"
        data-date={date}
        {...(earlyTap ? earlyTapTarget({ kind: "date", date }, earlyTap.readOf(date)) : {})}
        tabIndex={tabStop ? 0 : -1}
        aria-label={formatLongDate(date)}
        aria-disabled={!canSelect}
        aria-describedby={noTimesLeft}
        aria-pressed={selected}
        aria-current={date === today ? "date" : undefined}
        onFocus={onFocus}
        onClick={() => canSelect && onSelect(date)}
        className={`relative mx-auto flex aspect-square w-full max-w-12 items-center justify-center rounded-xl text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 ${
          selected
            ? "bg-sky-400 text-slate-950 shadow-lg shadow-sky-500/30"
            : canSelect
              ? "bg-slate-800/80 text-slate-100 hover:bg-sky-500/25 hover:text-white"
              : `cursor-not-allowed text-slate-500 ${noTimesLeft ? "line-through decoration-slate-600" : ""}`
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
}

/**
 * Blank weeks below a month of four or five, to six weeks' height whatever the month: what is
 * below (or the frame of another site around the flow) does not jump as months change under a
 * visitor's pointer. They copy the table's cells: 4px apart, seven columns of days at most 48px.
 */
function SpareWeeks({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="grid grid-cols-7 gap-1 px-1 pb-1 empty:hidden">
      {SPARE_DAY_KEYS.slice(0, count * 7).map((key) => (
        <span key={key} className="mx-auto block aspect-square w-full max-w-12" />
      ))}
    </div>
  );
}

const NAV_BUTTON =
  "flex size-10 items-center justify-center rounded-full border border-slate-700 text-slate-200 transition hover:border-sky-400 hover:text-sky-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-700 disabled:hover:text-slate-200";

/** The month's name between the previous- and next-month buttons. */
function MonthNav({
  titleId,
  shownMonth,
  canGoBack,
  canGoOn,
  onMonthChange,
  earlyTaps,
}: {
  titleId: string;
  /** The first day of the month shown. */
  shownMonth: string;
  canGoBack: boolean;
  canGoOn: boolean;
  /** Called with the first day of the month asked for. */
  onMonthChange: (month: string) => void;
  /** Marks the buttons so a tap before hydration is kept and the month's read starts at it. */
  earlyTaps?: EarlyDayTaps;
}) {
  const previous = addMonths(shownMonth, -1);
  const next = addMonths(shownMonth, 1);
  const earlyTapOf = (asked: string) =>
    earlyTaps ? earlyTapTarget({ kind: "month", month: asked }, earlyTaps.monthReadOf(asked)) : {};
  return (
    <div className="mb-4 flex items-center justify-between gap-2">
      <button
        type="button"
        onClick={() => onMonthChange(previous)}
        disabled={!canGoBack}
        {...(canGoBack ? earlyTapOf(previous) : {})}
        aria-label="Previous month"
        className={NAV_BUTTON}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <h3 id={titleId} aria-live="polite" className="text-lg font-semibold text-slate-100">
        {formatMonth(monthOf(shownMonth))}
      </h3>
      <button
        type="button"
        onClick={() => onMonthChange(next)}
        disabled={!canGoOn}
        {...(canGoOn ? earlyTapOf(next) : {})}
        aria-label="Next month"
        className={NAV_BUTTON}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
