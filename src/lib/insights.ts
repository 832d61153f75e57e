// The Insights tab's figures (ADR 0067): the period, the counts, the rates. Pure, tested beside.
import type { InsightsOverTime } from "@/lib/insights-over-time";
import type { ChannelCounts } from "@/lib/lead-source";
import { addDays, addMonths, type CalendarDate, lastDayOfMonth } from "@/lib/time/calendar-date";

/** What happened to bookings in a period; every count but `booked` is of meetings dated in it. */
export interface InsightCounts {
  /** Bookings made in the period (by the day they were made, business zone), whatever became of them. */
  booked: number;
  /** Meetings dated in the period: cancelled + held + no-shows + still to come. */
  meetings: number;
  /** Started and not marked a no-show (under way or completed). */
  held: number;
  /** Marked a no-show by staff (ADR 0065). */
  noShows: number;
  cancelled: number;
  /** Not started yet, not cancelled. */
  toCome: number;
}

export interface TypeInsights extends InsightCounts {
  slug: string;
  name: string;
}

export interface Insights {
  from: CalendarDate;
  to: CalendarDate;
  timezone: string;
  totals: InsightCounts;
  /** Each meeting type with any booking in the period, in the Availability tab's order. */
  types: TypeInsights[];
  /**
   * Each host with any meeting in the period (ADR 0088), by their link name; a collective meeting
   * counts for each of its hosts.
   */
  hosts: TypeInsights[];
  /** The period's new bookings and enquiries per channel they came from (ADR 0069). */
  sources: ChannelCounts[];
  /** The same counts per day, week or month of the period. */
  overTime: InsightsOverTime;
}

export const INSIGHTS_DEFAULT_DAYS = 30;

/** The period asked for; what is left out: the 30 days up to today, or from `from` to today. */
export function insightsPeriod(
  today: CalendarDate,
  asked: { from?: CalendarDate | undefined; to?: CalendarDate | undefined },
): { from: CalendarDate; to: CalendarDate } {
  const to = asked.to ?? (asked.from && asked.from > today ? asked.from : today);
  return { from: asked.from ?? addDays(to, 1 - INSIGHTS_DEFAULT_DAYS), to };
}

/** The periods offered as one-click links, relative to today. */
export function insightsPresets(today: CalendarDate) {
  const thisMonth = `${today.slice(0, 7)}-01`;
  const lastMonth = addMonths(thisMonth, -1);
  return [
    { label: "Last 30 days", ...insightsPeriod(today, {}) },
    { label: "This month", from: thisMonth, to: lastDayOfMonth(thisMonth) },
    { label: "Last month", from: lastMonth, to: lastDayOfMonth(lastMonth) },
    { label: "This year", from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` },
  ];
}

/**
 * No-shows among the meetings that were due (held or not turned up), and cancellations among all
 * meetings of the period, as whole percentages; null when there is nothing to divide by.
 */
export function insightRates(counts: InsightCounts): {
  noShowRate: number | null;
  cancellationRate: number | null;
} {
  const due = counts.held + counts.noShows;
  const percent = (part: number, whole: number) =>
    whole > 0 ? Math.round((part / whole) * 100) : null;
  return {
    noShowRate: percent(counts.noShows, due),
    cancellationRate: percent(counts.cancelled, counts.meetings),
  };
}

/** Nothing at all: a period with no booking. */
export const NO_COUNTS: InsightCounts = {
  booked: 0,
  meetings: 0,
  held: 0,
  noShows: 0,
  cancelled: 0,
  toCome: 0,
};

/** The sum of the types' counts. */
export function totalOf(types: readonly InsightCounts[]): InsightCounts {
  return types.reduce(
    (sum, t) => ({
      booked: sum.booked + t.booked,
      meetings: sum.meetings + t.meetings,
      held: sum.held + t.held,
      noShows: sum.noShows + t.noShows,
      cancelled: sum.cancelled + t.cancelled,
      toCome: sum.toCome + t.toCome,
    }),
    NO_COUNTS,
  );
}
