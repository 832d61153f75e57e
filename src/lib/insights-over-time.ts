// Insights over time (ADR 0067): the period cut into days, weeks or months, and each day's counts
// added into its part. Pure, tested beside.
import { type InsightCounts, NO_COUNTS, totalOf } from "@/lib/insights";
import {
  addDays,
  type CalendarDate,
  dayOfWeek,
  daysBetween,
  lastDayOfMonth,
} from "@/lib/time/calendar-date";

export type InsightStep = "day" | "week" | "month";

/** One part of the period, `from`..`to` (both included), and its counts. */
export interface InsightBucket extends InsightCounts {
  from: CalendarDate;
  to: CalendarDate;
}

export interface InsightsOverTime {
  step: InsightStep;
  buckets: InsightBucket[];
}

/** A day's counts: `booked` by the day bookings were made, the rest by the meetings' date. */
export interface DayCounts extends Partial<InsightCounts> {
  date: CalendarDate;
}

/** Up to a month is shown by day, up to half a year by week, longer by month. */
export function insightStep(from: CalendarDate, to: CalendarDate): InsightStep {
  const days = daysBetween(from, to) + 1;
  return days <= 31 ? "day" : days <= 183 ? "week" : "month";
}

/** The last day of the part that starts on `date`: the day, its week's Sunday, its month's end. */
function endOfStep(date: CalendarDate, step: InsightStep): CalendarDate {
  if (step === "day") return date;
  if (step === "week") return addDays(date, (7 - dayOfWeek(date)) % 7);
  return lastDayOfMonth(date);
}

/**
 * The period cut into days, weeks (Monday to Sunday) or months, the first and last cut at the
 * period's own ends; each with the counts of its days. Days outside the period are ignored.
 */
export function insightsOverTime(
  period: { from: CalendarDate; to: CalendarDate },
  days: readonly DayCounts[],
): InsightsOverTime {
  const step = insightStep(period.from, period.to);
  const buckets: InsightBucket[] = [];
  for (let from = period.from; from <= period.to; ) {
    const end = endOfStep(from, step);
    // biome-ignore lint/complexity/useMathMinMax: ISO dates compare as strings; Math.min would not
    const to = end < period.to ? end : period.to;
    const inside = days.filter((day) => day.date >= from && day.date <= to);
    buckets.push({ from, to, ...totalOf(inside.map((day) => ({ ...NO_COUNTS, ...day }))) });
    from = addDays(to, 1);
  }
  return { step, buckets };
}

const SHORT_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
// en-US: "Sep", where en-GB writes "Sept".
const MONTH = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const noonOf = (date: CalendarDate) => new Date(`${date}T12:00:00Z`);

/**
 * A part's name under a chart, short: "3 Nov" (a day, or the week from that day); a month as
 * "Sep", with its year when it is the first part or a January ("Jun 2026", "Jan 2027").
 */
export function bucketLabel(bucket: { from: CalendarDate }, step: InsightStep, first = false) {
  if (step !== "month") return SHORT_DATE.format(noonOf(bucket.from));
  const month = MONTH.format(noonOf(bucket.from));
  return first || bucket.from.slice(5, 7) === "01" ? `${month} ${bucket.from.slice(0, 4)}` : month;
}

/** A part's name in a table: "3 Nov", "Week from 3 Nov", "Sep 2026". */
export function bucketName(bucket: { from: CalendarDate }, step: InsightStep): string {
  const label = bucketLabel(bucket, step, true);
  return step === "week" ? `Week from ${label}` : label;
}
