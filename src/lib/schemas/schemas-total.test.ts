// Promise 3 of the project: no input is a 5xx. Every input schema must answer any value with a
// parse result (never an exception), and what it accepts must be storable: no NUL (PostgreSQL
// text cannot hold one) and dates within the years the database and date arithmetic support.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type * as z from "zod";
import { isInSupportedYears } from "@/lib/time/calendar-date";
import * as admin from "./admin";
import * as availability from "./availability";
import * as booking from "./booking";
import * as enquiry from "./enquiry";
import { fieldErrors } from "./field-errors";

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === "object" && value !== null && "safeParse" in value && "_zod" in value;

// Every schema module in this folder, so a new form's schema is checked without anyone listing it.
const schemaModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

const inputSchemas = Object.entries(
  Object.assign({}, ...Object.values(schemaModules)) as Record<string, unknown>,
).filter(
  ([name, value]) => name.endsWith("Schema") && !name.endsWith("ResponseSchema") && isSchema(value),
) as [string, z.ZodType][];

/** The field names of the object at the heart of a schema (through pipes, refinements, defaults). */
function fieldNames(schema: z.ZodType): string[] {
  if ("shape" in schema && typeof schema.shape === "object" && schema.shape)
    return Object.keys(schema.shape);
  const def = schema._zod.def as { in?: z.ZodType; innerType?: z.ZodType };
  const inner = def.in ?? def.innerType;
  return inner ? fieldNames(inner) : [];
}

const tricky = fc.constantFrom(
  "",
  "  ",
  "abc",
  "0000-01-01",
  "9999-12-31",
  "2031-1-1",
  "2031-02-30",
  "2031-06-15",
  "9:00",
  "25:00",
  "09:30",
  "\u0000",
  "ada\u0000@example.com",
  `${"a".repeat(3000)}@example.com`,
  "-1",
  "1e9",
  "NaN",
  "00000000-0000-0000-0000-000000000000",
);
// Well-typed values, so the object-level refinements get to run beside a broken field.
const plausible = fc.constantFrom(0, 1, 6, 30, 60, 120, true, false, "12h", "UTC", "admin");
const value = fc.oneof(
  { arbitrary: tricky, weight: 3 },
  { arbitrary: plausible, weight: 3 },
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(undefined),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
);

/** Every string inside an accepted value, with the key it sits under. */
function* strings(value: unknown, key = ""): Generator<[string, string]> {
  if (typeof value === "string") yield [key, value];
  else if (Array.isArray(value)) for (const item of value) yield* strings(item, key);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) yield* strings(v, k);
}

describe("every input schema is total and accepts only storable values", () => {
  it("finds the schemas", () => {
    expect(inputSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "bookingRequestSchema",
        "availabilityQuerySchema",
        "slotsQuerySchema",
        "enquirySchema",
        "weekdayAvailabilitySchema",
        "blockedTimeSchema",
        "bookingFilterSchema",
        "createAdminUserSchema",
        "loginSchema",
        "createHostSchema",
        "updateHostSchema",
        "createWebhookSchema",
      ]),
    );
  });

  it.each(inputSchemas)("%s", (name, schema) => {
    const keys = fieldNames(schema);
    const input = fc.oneof(
      fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] }),
      value,
    );
    fc.assert(
      fc.property(input, (candidate) => {
        const result = schema.safeParse(candidate);
        if (!result.success) return;
        for (const [key, text] of strings(result.data)) {
          // Passwords and manage tokens are hashed, never stored as text; the sign-in form's input
          // is stored nowhere (better-auth validates it, and the throttle refuses impossible
          // addresses first).
          if (!/password|token/i.test(key) && name !== "loginSchema")
            expect(text).not.toContain("\u0000");
          if (["date", "from", "to"].includes(key)) expect(isInSupportedYears(text)).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe("inputs that used to reach a 500", () => {
  const errors = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("an availability range with malformed dates is a field error, not an exception", () => {
    expect(errors(booking.availabilityQuerySchema, { from: "abc", to: "2031-1-1" })).toEqual({
      from: "Date must be a real date in YYYY-MM-DD form",
      to: "Date must be a real date in YYYY-MM-DD form",
    });
  });

  it("dates outside 1970–2999 are refused (PostgreSQL has no year 0)", () => {
    for (const date of ["0000-01-01", "9999-12-31", "1969-12-31"])
      expect(errors(booking.slotsQuerySchema, { date })).toEqual({
        date: "Date must be between 1970 and 2999",
      });
    expect(errors(availability.blockedTimeSchema, { date: "3000-01-01", allDay: true })).toEqual({
      date: "Date must be between 1970 and 2999",
    });
  });

  it("a cleared or malformed admin time is a field error", () => {
    const day = { day: 1, isAvailable: true, endTime: "17:00", slotDuration: 60 };
    expect(errors(availability.weekdayAvailabilitySchema, { ...day, startTime: "" })).toEqual({
      startTime: "Start time must be a time such as 09:30",
    });
    expect(
      errors(availability.blockedTimeSchema, {
        date: "2031-01-01",
        allDay: false,
        startTime: "9:00",
        endTime: "10:00",
      }),
    ).toEqual({ startTime: "Start time must be a time such as 09:30" });
  });

  it("NUL characters and oversized addresses are refused", () => {
    const enquiryInput = { name: "Ada\u0000", email: "ada@example.com", message: "Hello there!" };
    expect(errors(enquiry.enquirySchema, enquiryInput)).toEqual({
      name: "Contains a character that is not allowed",
    });
    expect(
      errors(enquiry.enquirySchema, {
        ...enquiryInput,
        name: "Ada",
        email: `${"a".repeat(300)}@x.io`,
      }),
    ).toEqual({ email: "Email must be at most 254 characters" });
    expect(errors(admin.bookingFilterSchema, { q: "a\u0000" })).toEqual({
      q: "Contains a character that is not allowed",
    });
  });
});
