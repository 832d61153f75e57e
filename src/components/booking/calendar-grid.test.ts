import { describe, expect, it } from "vitest";
import { addMonths, lastDayOfMonth } from "@/lib/time/calendar-date";
import { CALENDAR_WEEKS, keyTarget, monthWeeks } from "./calendar-grid";

describe("calendar keyboard moves", () => {
  // Wednesday 15 January 2030; weeks run Monday to Sunday.
  it.each([
    ["ArrowLeft", "2030-01-14"],
    ["ArrowRight", "2030-01-16"],
    ["ArrowUp", "2030-01-08"],
    ["ArrowDown", "2030-01-22"],
    ["Home", "2030-01-14"],
    ["End", "2030-01-20"],
    ["PageUp", "2029-12-15"],
    ["PageDown", "2030-02-15"],
    ["Enter", null],
  ])("%s from 2030-01-15 → %s", (key, target) => {
    expect(keyTarget(key, "2030-01-15")).toBe(target);
  });

  it("lands on the last day of a shorter month and crosses month edges", () => {
    expect(keyTarget("PageDown", "2030-01-31")).toBe("2030-02-28");
    expect(keyTarget("ArrowRight", "2030-01-31")).toBe("2030-02-01");
    expect(keyTarget("ArrowUp", "2030-03-03")).toBe("2030-02-24");
  });
});

describe("month weeks", () => {
  it("spans 4 to CALENDAR_WEEKS Monday-first weeks, every day once", () => {
    const spans = new Set<number>();
    for (let month = "2026-01-01"; month < "2034-01-01"; month = addMonths(month, 1)) {
      const weeks = monthWeeks(month);
      spans.add(weeks.length);
      const days = weeks.flat().filter((day) => day !== null);
      expect(days[0]).toBe(month);
      expect(days).toHaveLength(Number(lastDayOfMonth(month).slice(8)));
    }
    // November 2026 starts on a Sunday (six weeks); February 2027 on a Monday (four).
    expect(monthWeeks("2026-11-01")).toHaveLength(CALENDAR_WEEKS);
    expect(monthWeeks("2027-02-01")).toHaveLength(4);
    expect(Math.max(...spans)).toBe(CALENDAR_WEEKS);
  });
});
