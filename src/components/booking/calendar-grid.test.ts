import { describe, expect, it } from "vitest";
import { keyTarget } from "./calendar-grid";

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
