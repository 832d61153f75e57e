import { describe, expect, it } from "vitest";
import {
  type InsightCounts,
  insightRates,
  insightsPeriod,
  insightsPresets,
  NO_COUNTS,
  totalOf,
} from "./insights";

const counts = (over: Partial<InsightCounts>): InsightCounts => ({ ...NO_COUNTS, ...over });

describe("the Insights period", () => {
  it("is the 30 days up to today when nothing is asked, and fills in the missing end", () => {
    expect(insightsPeriod("2030-03-12", {})).toEqual({ from: "2030-02-11", to: "2030-03-12" });
    expect(insightsPeriod("2030-03-12", { from: "2030-03-01" })).toEqual({
      from: "2030-03-01",
      to: "2030-03-12",
    });
    // A start after today: that one day, not an inverted period.
    expect(insightsPeriod("2030-03-12", { from: "2030-04-01" })).toEqual({
      from: "2030-04-01",
      to: "2030-04-01",
    });
    expect(insightsPeriod("2030-03-12", { to: "2030-01-31" })).toEqual({
      from: "2030-01-02",
      to: "2030-01-31",
    });
  });

  it("offers the last 30 days, this month, last month and this year", () => {
    expect(insightsPresets("2030-01-12")).toEqual([
      { label: "Last 30 days", from: "2029-12-14", to: "2030-01-12" },
      { label: "This month", from: "2030-01-01", to: "2030-01-31" },
      { label: "Last month", from: "2029-12-01", to: "2029-12-31" },
      { label: "This year", from: "2030-01-01", to: "2030-12-31" },
    ]);
  });
});

describe("the Insights rates", () => {
  it("counts no-shows among meetings due, cancellations among all, as whole percentages", () => {
    const rates = insightRates(
      counts({ meetings: 12, held: 5, noShows: 2, cancelled: 3, toCome: 2 }),
    );
    expect(rates).toEqual({ noShowRate: 29, cancellationRate: 25 });
  });

  it("has no rate when there is nothing to divide by", () => {
    expect(insightRates(counts({ booked: 4, meetings: 2, toCome: 2 }))).toEqual({
      noShowRate: null,
      cancellationRate: 0,
    });
    expect(insightRates(counts({}))).toEqual({ noShowRate: null, cancellationRate: null });
  });

  it("adds the types' counts up", () => {
    const a = counts({ booked: 1, meetings: 2, held: 1, cancelled: 1 });
    const b = counts({ booked: 3, meetings: 4, noShows: 1, toCome: 3 });
    expect(totalOf([a, b])).toEqual(
      counts({ booked: 4, meetings: 6, held: 1, noShows: 1, cancelled: 1, toCome: 3 }),
    );
    expect(totalOf([])).toEqual(counts({}));
  });
});
