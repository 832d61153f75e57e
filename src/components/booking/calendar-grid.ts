// Pure rules of the booking calendar's grid and keyboard; tested beside this file.
import { addDays, addMonths, dayOfWeek, lastDayOfMonth, monthOf } from "@/lib/time/calendar-date";

export const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

/** The most weeks a month spans, Monday first (a 30-day month that starts on a Sunday). */
export const CALENDAR_WEEKS = 6;

/** The weeks of a month, Monday first; null pads the days outside it. */
export function monthWeeks(month: string): (string | null)[][] {
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
