import { describe, expect, it } from "vitest";
import { weeklyBreakSchema } from "./availability";
import { fieldErrors } from "./field-errors";

describe("weeklyBreakSchema", () => {
  const lunch = { days: [1, 2, 3, 4, 5], startTime: "12:00", endTime: "13:00", label: "Lunch" };
  const errorsOf = (input: unknown) => {
    const parsed = weeklyBreakSchema.safeParse(input);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };

  it("accepts a break and keeps each weekday once, Sunday first", () => {
    expect(weeklyBreakSchema.parse(lunch)).toEqual(lunch);
    expect(weeklyBreakSchema.parse({ ...lunch, days: [6, 0, 6], label: "  " })).toEqual({
      ...lunch,
      days: [0, 6],
      label: "",
    });
    expect(weeklyBreakSchema.parse({ ...lunch, label: undefined }).label).toBe("");
  });

  it("names the days as one field", () => {
    expect(errorsOf({ ...lunch, days: [] })).toEqual({ days: "Choose at least one day" });
    expect(errorsOf({ ...lunch, days: undefined })).toEqual({ days: "Choose at least one day" });
    expect(errorsOf({ ...lunch, days: "1,2" })).toEqual({ days: "Choose at least one day" });
    for (const day of [7, -1, 1.5, "1", null])
      expect(errorsOf({ ...lunch, days: [1, day] }), String(day)).toEqual({
        days: "Day must be 0 (Sunday) to 6 (Saturday)",
      });
  });

  it("names the times and the label", () => {
    expect(errorsOf({ ...lunch, startTime: "", endTime: "25:00" })).toEqual({
      startTime: "Start time is required",
      endTime: "End time must be a time such as 09:30",
    });
    expect(errorsOf({ ...lunch, endTime: "12:00" })).toEqual({
      endTime: "End time must be after the start time",
    });
    expect(errorsOf({ ...lunch, label: "x".repeat(101) })).toEqual({
      label: "Label must be at most 100 characters",
    });
  });
});
