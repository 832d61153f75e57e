import { describe, expect, it } from "vitest";
import { NO_COUNTS } from "./insights";
import { bucketLabel, bucketName, insightStep, insightsOverTime } from "./insights-over-time";

// 2026-11-02 is a Monday.
describe("insights over time", () => {
  it("shows up to a month by day, up to half a year by week, longer by month", () => {
    expect(insightStep("2026-11-01", "2026-11-01")).toBe("day");
    expect(insightStep("2026-10-01", "2026-10-31")).toBe("day");
    expect(insightStep("2026-10-01", "2026-11-01")).toBe("week");
    expect(insightStep("2026-06-01", "2026-11-30")).toBe("week");
    expect(insightStep("2026-01-01", "2026-12-31")).toBe("month");
  });

  it("cuts the period into days, each with its own counts", () => {
    const { step, buckets } = insightsOverTime({ from: "2026-11-02", to: "2026-11-04" }, [
      { date: "2026-11-02", booked: 2, meetings: 1, held: 1 },
      { date: "2026-11-04", meetings: 2, cancelled: 1, toCome: 1 },
      // Outside the period: ignored.
      { date: "2026-11-05", booked: 9 },
    ]);
    expect(step).toBe("day");
    expect(buckets).toEqual([
      { ...NO_COUNTS, from: "2026-11-02", to: "2026-11-02", booked: 2, meetings: 1, held: 1 },
      { ...NO_COUNTS, from: "2026-11-03", to: "2026-11-03" },
      { ...NO_COUNTS, from: "2026-11-04", to: "2026-11-04", meetings: 2, cancelled: 1, toCome: 1 },
    ]);
  });

  it("cuts weeks Monday to Sunday, the first and the last at the period's ends", () => {
    // Wednesday 28 October to Sunday 6 December: 40 days, by week.
    const { step, buckets } = insightsOverTime({ from: "2026-10-28", to: "2026-12-06" }, [
      { date: "2026-11-01", noShows: 1, meetings: 1 },
      { date: "2026-11-02", booked: 1 },
      { date: "2026-11-08", booked: 2 },
      { date: "2026-12-06", booked: 3 },
    ]);
    expect(step).toBe("week");
    expect(buckets.map(({ from, to }) => [from, to])).toEqual([
      ["2026-10-28", "2026-11-01"],
      ["2026-11-02", "2026-11-08"],
      ["2026-11-09", "2026-11-15"],
      ["2026-11-16", "2026-11-22"],
      ["2026-11-23", "2026-11-29"],
      ["2026-11-30", "2026-12-06"],
    ]);
    expect(buckets.map((bucket) => [bucket.booked, bucket.noShows])).toEqual([
      [0, 1],
      [3, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [3, 0],
    ]);
  });

  it("cuts months at their ends, a leap February too", () => {
    const { step, buckets } = insightsOverTime({ from: "2028-01-15", to: "2028-08-10" }, [
      { date: "2028-02-29", held: 2, meetings: 2 },
      { date: "2028-03-01", held: 1, meetings: 1 },
    ]);
    expect(step).toBe("month");
    expect(buckets.map(({ from, to, held }) => [from, to, held])).toEqual([
      ["2028-01-15", "2028-01-31", 0],
      ["2028-02-01", "2028-02-29", 2],
      ["2028-03-01", "2028-03-31", 1],
      ["2028-04-01", "2028-04-30", 0],
      ["2028-05-01", "2028-05-31", 0],
      ["2028-06-01", "2028-06-30", 0],
      ["2028-07-01", "2028-07-31", 0],
      ["2028-08-01", "2028-08-10", 0],
    ]);
  });

  it("names each part", () => {
    expect(bucketLabel({ from: "2026-11-03" }, "day")).toBe("3 Nov");
    expect(bucketName({ from: "2026-11-02" }, "week")).toBe("Week from 2 Nov");
    expect(bucketName({ from: "2026-09-01" }, "month")).toBe("Sep 2026");
    // Under a chart a month is short; its year is said first and at each January.
    expect(bucketLabel({ from: "2026-09-01" }, "month", true)).toBe("Sep 2026");
    expect(bucketLabel({ from: "2026-10-01" }, "month")).toBe("Oct");
    expect(bucketLabel({ from: "2027-01-01" }, "month")).toBe("Jan 2027");
  });
});
