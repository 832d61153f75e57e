import { describe, expect, it } from "vitest";
import { meetingLinkSchema } from "./admin";
import { dateHoursSchema, weekdayAvailabilitySchema } from "./availability";
import { fieldErrors } from "./field-errors";

const ID = "3f1c2a4e-0000-4000-8000-000000000001";
const linkError = (meetingLink: unknown) => {
  const parsed = meetingLinkSchema.safeParse({ id: ID, meetingLink });
  return parsed.success ? null : fieldErrors(parsed.error).meetingLink;
};

describe("meetingLinkSchema", () => {
  it("accepts a full http(s) address and trims it", () => {
    expect(
      meetingLinkSchema.parse({ id: ID, meetingLink: "  https://meet.example.com/abc-defg  " }),
    ).toEqual({ id: ID, meetingLink: "https://meet.example.com/abc-defg" });
    expect(linkError("http://localhost:8080/room")).toBeNull();
    expect(linkError("https://zoom.us/j/123?pwd=x")).toBeNull();
  });

  it("names the problem for what staff might paste by mistake", () => {
    expect(linkError("")).toBe("Meeting link is required");
    expect(linkError("   ")).toBe("Meeting link is required");
    expect(linkError(undefined)).toBe("Meeting link is required");
    for (const typo of [
      "meet.example.com/abc",
      "https://meet",
      "javascript:alert(1)",
      "ftp://files.example.com/x",
      "https://meet.example.com/a b",
      "https://meet.example.com/\u0000",
    ])
      expect(linkError(typo), typo).toBe("Enter the full link, starting with https://");
    expect(linkError(`https://meet.example.com/${"x".repeat(500)}`)).toBe(
      "Meeting link must be at most 500 characters",
    );
  });
});

describe("dateHoursSchema", () => {
  const hours = { date: "2031-01-18", startTime: "10:00", endTime: "13:00", slotDuration: 30 };
  const errorsOf = (input: unknown) => {
    const parsed = dateHoursSchema.safeParse(input);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };

  it("accepts a date with hours that hold at least one slot", () => {
    expect(dateHoursSchema.parse(hours)).toEqual(hours);
    expect(errorsOf({ ...hours, slotDuration: 180 })).toEqual({});
  });

  it("names the field and the problem, as the weekday form does", () => {
    expect(errorsOf({ ...hours, date: "2031-02-30" })).toEqual({
      date: "Date is not a real calendar date",
    });
    expect(errorsOf({ ...hours, date: "" })).toEqual({ date: "Date is required" });
    expect(errorsOf({ ...hours, startTime: "", slotDuration: undefined })).toEqual({
      startTime: "Start time is required",
      slotDuration: "Slot duration is required",
    });
    expect(errorsOf({ ...hours, endTime: "09:00" })).toEqual({
      endTime: "End time must be after the start time",
    });
    expect(errorsOf({ ...hours, startTime: "25:00" })).toEqual({
      startTime: "Start time must be a time such as 09:30",
    });
    expect(errorsOf({ ...hours, slotDuration: 20 })).toEqual({
      slotDuration: "Slot duration must be a multiple of 15 minutes",
    });
    // Always open, so the slot must fit (a closed weekday may keep a span shorter than its step).
    expect(errorsOf({ ...hours, slotDuration: 240 })).toEqual({
      slotDuration: "Slot duration must fit between the start and end time",
    });
    const closedWeekday = { day: 6, isAvailable: false, ...hours, slotDuration: 240 };
    expect(weekdayAvailabilitySchema.safeParse(closedWeekday).success).toBe(true);
  });
});
