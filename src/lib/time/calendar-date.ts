/**
 * Calendar dates as 'YYYY-MM-DD' strings and wall-clock times as 'HH:MM' strings. Pure calendar
 * arithmetic (no time zone is involved), so it runs the same in the browser and on the server.
 */

export type CalendarDate = string;
export type WallTime = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 'HH:MM' from 00:00 to 23:59: the one pattern of the forms, the API and the database CHECKs. */
export const WALL_TIME_PATTERN = "^([01][0-9]|2[0-3]):[0-5][0-9]$";
const TIME_PATTERN = new RegExp(WALL_TIME_PATTERN);

function parts(date: CalendarDate): [number, number, number] {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whether the string is a real calendar date in YYYY-MM-DD form (2030-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(2000, m - 1, d));
  // Date.UTC reads years 0-99 as 1900-1999: set the year on its own.
  probe.setUTCFullYear(y, m - 1, d);
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/**
 * The years a date field accepts. PostgreSQL has no year 0 and JavaScript's ISO strings change
 * shape past 9999, so dates far outside any booking's life are refused at the schema (a 4xx),
 * never left to fail in the database or in date arithmetic (a 5xx).
 */
export const SUPPORTED_YEARS = { first: 1970, last: 2999 } as const;

export function isInSupportedYears(date: CalendarDate): boolean {
  const year = Number(date.slice(0, 4));
  return year >= SUPPORTED_YEARS.first && year <= SUPPORTED_YEARS.last;
}

export function isWallTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** The date `days` later (or earlier when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** 0 = Sunday … 6 = Saturday, as in availability_settings.day_of_week. */
export function dayOfWeek(date: CalendarDate): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The Monday that starts the date's week (weeks run Monday to Sunday, as in Insights). */
export function mondayOf(date: CalendarDate): CalendarDate {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: CalendarDate, to: CalendarDate): CalendarDate[] {
  const count = daysBetween(from, to);
  // One parse, then steps of a whole day: UTC days have no daylight-saving changes.
  const [y, m, d] = parts(from);
  const first = Date.UTC(y, m - 1, d);
  return Array.from({ length: Math.max(0, count + 1) }, (_, i) =>
    new Date(first + i * 86_400_000).toISOString().slice(0, 10),
  );
}

/** 'YYYY-MM' of a date; months are compared and stepped as such strings. */
export const monthOf = (date: CalendarDate) => date.slice(0, 7);

/** First day of the month `months` after the month of `date`. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [y, m] = parts(date);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

export function lastDayOfMonth(date: CalendarDate): CalendarDate {
  return addDays(addMonths(date, 1), -1);
}

const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

/** The English name of a day of the week, 0 = Sunday to 6 = Saturday. */
export const weekdayName = (day: number) => WEEKDAY_NAMES[day] ?? `Day ${day}`;

/** Minutes since midnight of an 'HH:MM' time. */
export function minutesOf(time: WallTime): number {
  if (!TIME_PATTERN.test(time)) throw new RangeError(`not an HH:MM time: ${time}`);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 'HH:MM' of minutes since midnight (0 ≤ minutes < 1440). */
export function wallTimeOf(minutes: number): WallTime {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}
