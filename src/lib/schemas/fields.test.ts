import { describe, expect, it } from "vitest";
import * as z from "zod";
import { isCalendarDate } from "@/lib/time/calendar-date";
import { bookingFilterSchema } from "./admin";
import { createAdminUserSchema } from "./admin-users";
import { weekdayAvailabilitySchema } from "./availability";
import { contactDetailsSchema } from "./booking";
import { enquirySchema } from "./enquiry";
import { fieldErrors } from "./field-errors";
import {
  canonicalTimeZone,
  hasVisibleText,
  isIanaTimeZone,
  isStorableText,
  passwordPolicyError,
  timeZoneField,
} from "./fields";

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("password policy", () => {
  it.each([
    ["", "Password must be at least 8 characters long"],
    ["Ab1defg", "Password must be at least 8 characters long"],
    ["abcdefg1", "Password must contain at least one uppercase letter"],
    ["ABCDEFG1", "Password must contain at least one lowercase letter"],
    ["Abcdefgh", "Password must contain at least one number"],
  ])("%j → %s", (password, message) => {
    expect(passwordPolicyError(password)).toBe(message);
  });

  it("accepts a password with 8+ characters, upper, lower and a digit", () => {
    expect(passwordPolicyError("Abcdefg1")).toBeNull();
  });
});

describe("isIanaTimeZone", () => {
  it("accepts IANA names and rejects others", () => {
    expect(isIanaTimeZone("Europe/London")).toBe(true);
    expect(isIanaTimeZone("Asia/Kolkata")).toBe(true);
    expect(isIanaTimeZone("UTC")).toBe(true);
    expect(isIanaTimeZone("Mars/Base")).toBe(false);
    expect(isIanaTimeZone("+02:00")).toBe(false);
  });
});

describe("text the database keeps as typed", () => {
  it("refuses NUL and unpaired surrogate halves, keeps emoji and accents", () => {
    expect(isStorableText("Zoë 👋🏽 — ok")).toBe(true);
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("note \uD800 lone")).toBe(false);
    expect(isStorableText("end \uDC00")).toBe(false);
    expect(passwordPolicyError("Fuzz\u0000Pass1x")).toBe(
      "Password contains a character that is not allowed",
    );
  });

  it("does not count zero-width, direction marks and spaces as something written", () => {
    expect(hasVisibleText("\u200B\u200B")).toBe(false);
    expect(hasVisibleText("\u202E\u00A0\u2003")).toBe(false);
    expect(hasVisibleText("\u202Eecalevol")).toBe(true);
    const base = {
      firstName: "\u200B",
      lastName: "\u2060\uFEFF",
      email: "ada@example.com",
      contactNumber: "+44 20 7946 0958",
    };
    expect(errorsOf(contactDetailsSchema, base)).toMatchObject({
      firstName: "First name is required",
      lastName: "Last name is required",
    });
    expect(
      errorsOf(enquirySchema, { name: "\u200B", email: "a@b.co", message: "\u200B".repeat(11) }),
    ).toMatchObject({ name: "Name is required", message: "Message is required" });
  });

  it("refuses a web address in the contact form's name, keeps one in the message", () => {
    const enquiry = { email: "eve@example.com", message: "See https://eve.example/brief" };
    expect(errorsOf(enquirySchema, { ...enquiry, name: "https://evil.example/login" })).toEqual({
      name: "Name must not contain a web address",
    });
    expect(errorsOf(enquirySchema, { ...enquiry, name: "Eve Example" })).toEqual({});
  });

  it("names a wrong type as such, not in zod's own words", () => {
    const errors = errorsOf(contactDetailsSchema, {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      contactNumber: "+44 20 7946 0958",
      website: 123,
      notes: ["x"],
    });
    expect(errors).toEqual({ website: "Website must be text", notes: "Notes must be text" });
    expect(errorsOf(createAdminUserSchema, { email: 1, password: {} })).toMatchObject({
      email: "Email must be text",
      password: "Password must be text",
    });
    expect(
      errorsOf(createAdminUserSchema, { email: "a@b.co", password: "Fuzz\u0000Pass1x" }),
    ).toEqual({
      password: "Password contains a character that is not allowed",
    });
  });
});

describe("time zones as people type them", () => {
  it("stores the zone's own spelling", () => {
    expect(timeZoneField.parse("EUROPE/LONDON")).toBe("Europe/London");
    expect(timeZoneField.parse("america/new_york")).toBe("America/New_York");
    expect(timeZoneField.parse("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    expect(timeZoneField.safeParse("Mars/Olympus").success).toBe(false);
    expect(errorsOf(z.object({ zone: timeZoneField }), { zone: 1 })).toEqual({
      zone: "Must be an IANA time zone name, e.g. Europe/London",
    });
  });
});

describe("numbers that arrive as path or query strings", () => {
  const day = (value: unknown) =>
    weekdayAvailabilitySchema.safeParse({
      day: value,
      isAvailable: true,
      startTime: "09:00",
      endTime: "17:00",
      slotDuration: 60,
    });

  it("takes a weekday only as the digits 0-6", () => {
    expect(day("1").data?.day).toBe(1);
    expect(day(6).data?.day).toBe(6);
    for (const odd of [" ", "\t", "0x1", "1e0", "+1", "01", "1.0", "0b1", "7", "-0", 1.5])
      expect(day(odd).success, JSON.stringify(odd)).toBe(false);
    expect(fieldErrors(day(" ").error!)).toEqual({ day: "Day must be 0 (Sunday) to 6 (Saturday)" });
  });

  it("takes a page only as digits", () => {
    expect(bookingFilterSchema.parse({ page: "2" }).page).toBe(2);
    expect(bookingFilterSchema.parse({}).page).toBe(1);
    expect(errorsOf(bookingFilterSchema, { page: "0x10" })).toEqual({
      page: "Page must be a whole number",
    });
    expect(errorsOf(bookingFilterSchema, { page: "0" })).toEqual({
      page: "Page must be 1 or more",
    });
  });

  it("knows years below 100 are real years (Date.UTC would read 0000 as 1900)", () => {
    expect(isCalendarDate("0000-01-01")).toBe(true);
    expect(isCalendarDate("0099-02-29")).toBe(false);
    expect(isCalendarDate("0096-02-29")).toBe(true);
    expect(errorsOf(bookingFilterSchema, { from: "0000-01-01" })).toEqual({
      from: "From date must be between 1970 and 2999",
    });
  });
});
