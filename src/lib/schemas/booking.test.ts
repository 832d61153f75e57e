import { describe, expect, it } from "vitest";
import {
  availabilityQuerySchema,
  bookingRequestSchema,
  contactDetailsSchema,
  isLoosePhoneNumber,
} from "./booking";
import { fieldErrors } from "./field-errors";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  contactNumber: "+44 20 7946 0958",
};

const errorsOf = (input: unknown) => {
  const result = contactDetailsSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("contactDetailsSchema (the /book contact step)", () => {
  it("gives the spec's message for each missing required field", () => {
    expect(errorsOf({})).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      contactNumber: "Contact number is required",
    });
    expect(errorsOf({ firstName: "  ", lastName: "", email: " ", contactNumber: "  " })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      contactNumber: "Contact number is required",
    });
  });

  it.each(["ada", "ada@", "ada lovelace@example.com", "@example.com", "ada@exa mple.com"])(
    "rejects the e-mail %j with 'Invalid email format'",
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({ email: "Invalid email format" });
    },
  );

  it.each(["12345", "abc", "+44 20 79x6", "++4420794609", "1234567890123456", "--------"])(
    "rejects the number %j with 'Invalid phone number format'",
    (contactNumber) => {
      expect(errorsOf({ ...valid, contactNumber })).toEqual({
        contactNumber: "Invalid phone number format",
      });
    },
  );

  it.each(["+44 20 7946 0958", "020 7946 0958", "(555) 123-4567", "+1.555.123.4567", "0612345678"])(
    "accepts the number %j",
    (number) => {
      expect(isLoosePhoneNumber(number)).toBe(true);
    },
  );

  it("trims and lower-cases the e-mail, defaults phone and empty optionals", () => {
    const parsed = contactDetailsSchema.parse({ ...valid, email: "  Ada@Example.COM " });
    expect(parsed).toEqual({
      ...valid,
      email: "ada@example.com",
      contactType: "phone",
      website: "",
      notes: "",
      guests: [],
    });
  });

  it("takes guests as a list: lower-cased, each once, at most five, each a real address", () => {
    const guests = (list: unknown) => contactDetailsSchema.safeParse({ ...valid, guests: list });
    expect(
      guests([" Grace@Example.com", "grace@example.com", "alan@example.com"]).data?.guests,
    ).toEqual(["grace@example.com", "alan@example.com"]);
    expect(errorsOf({ ...valid, guests: ["grace@example.com", "not an address"] })).toEqual({
      guests: "“not an address” is not a valid e-mail address",
    });
    expect(errorsOf({ ...valid, guests: "grace@example.com" })).toEqual({
      guests: "Guests must be a list of e-mail addresses",
    });
    expect(errorsOf({ ...valid, guests: [42] })).toEqual({
      guests: "Guests must be a list of e-mail addresses",
    });
    expect(errorsOf({ ...valid, guests: [`${"x".repeat(250)}@example.com`] }).guests).toMatch(
      /^“x{60}…” is not a valid e-mail address$/,
    );
    const six = ["a", "b", "c", "d", "e", "f"].map((n) => `${n}@example.com`);
    expect(errorsOf({ ...valid, guests: six })).toEqual({ guests: "Invite at most 5 guests" });
    expect(guests([...six.slice(0, 5), "A@example.com"]).success).toBe(true);
  });

  // Names reach inboxes that never asked (a visitor's guests), under our name: no links in them.
  it.each(["https://evil.example/login", "Ada hxxp://x", "javascript://x"])(
    "refuses a name with a web address in it (%j)",
    (name) => {
      expect(errorsOf({ ...valid, firstName: name, lastName: name })).toEqual({
        firstName: "First name must not contain a web address",
        lastName: "Last name must not contain a web address",
      });
    },
  );

  it("does not stop notes at the 500-character counter", () => {
    const notes = "n".repeat(800);
    expect(contactDetailsSchema.parse({ ...valid, notes }).notes).toHaveLength(800);
    expect(errorsOf({ ...valid, notes: "n".repeat(5001) })).toEqual({
      notes: "Notes must be at most 5000 characters",
    });
  });

  it("accepts only phone or whatsapp as contact type", () => {
    expect(contactDetailsSchema.parse({ ...valid, contactType: "whatsapp" }).contactType).toBe(
      "whatsapp",
    );
    expect(errorsOf({ ...valid, contactType: "fax" })).toEqual({
      contactType: "Contact type must be phone or whatsapp",
    });
  });
});

describe("bookingRequestSchema (POST /api/v1/bookings)", () => {
  const body = { ...valid, date: "2030-01-07", time: "09:00" };

  it("accepts a full request with the visitor's zone and offset", () => {
    const parsed = bookingRequestSchema.parse({
      ...body,
      timezone: "America/New_York",
      timezoneOffset: -300,
    });
    expect(parsed).toMatchObject({ date: "2030-01-07", time: "09:00", timezoneOffset: -300 });
  });

  it("names bad dates, times, zones and offsets", () => {
    const result = bookingRequestSchema.safeParse({
      ...body,
      date: "2030-02-30",
      time: "9:00",
      timezone: "Mars/Base",
      timezoneOffset: 1.5,
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      date: "Date must be a real date in YYYY-MM-DD form",
      time: "Time must be HH:MM (24-hour)",
      timezone: "Must be an IANA time zone name, e.g. Europe/London",
      timezoneOffset: "Time zone offset must be whole minutes",
    });
  });
});

describe("availabilityQuerySchema", () => {
  it("allows up to 62 days and refuses reversed or longer ranges", () => {
    expect(
      availabilityQuerySchema.safeParse({ from: "2030-01-01", to: "2030-03-03" }).success,
    ).toBe(true);
    const long = availabilityQuerySchema.safeParse({ from: "2030-01-01", to: "2030-03-04" });
    expect(fieldErrors(long.error!)).toEqual({ to: "The range may cover at most 62 days" });
    const reversed = availabilityQuerySchema.safeParse({ from: "2030-01-02", to: "2030-01-01" });
    expect(fieldErrors(reversed.error!)).toEqual({ to: "'to' must not be before 'from'" });
  });
});
