import * as z from "zod";
import {
  daysBetween,
  isCalendarDate,
  isInSupportedYears,
  WALL_TIME_PATTERN,
} from "@/lib/time/calendar-date";
import {
  BOOKING_MESSAGES,
  CANCELLATION_REASON_MAX_LENGTH,
  NOTES_COUNTER_LIMIT,
} from "./booking-messages";
import { answersRequestField } from "./booking-questions";
import {
  EMAIL_MAX_LENGTH,
  emailField,
  optionalText,
  personName,
  timeZoneField,
  yearsMessage,
} from "./fields";
import { GUEST_MESSAGES, GUESTS_MAX } from "./guest-list";
import { HOST_MESSAGES, HOST_SLUG_PATTERN } from "./host-terms";
import { leadSourceField } from "./lead-source";
import { meetingHostsSchema, meetingTypeSlugField } from "./meeting-types";

export { BOOKING_MESSAGES, CANCELLATION_REASON_MAX_LENGTH, NOTES_COUNTER_LIMIT };
/** A storage guard far above the counter, so a script cannot post megabytes of notes. */
export const NOTES_MAX_LENGTH = 5_000;
export const MAX_AVAILABILITY_RANGE_DAYS = 62;

/**
 * A loose international phone number once whitespace is removed: an optional leading +, then
 * digits with optional ( ) - . separators, 7 to 15 digits in all (E.164 allows at most 15).
 */
const PHONE_PATTERN = /^\+?[\d().-]+$/;
export function isLoosePhoneNumber(value: string): boolean {
  const compact = value.replace(/\s+/g, "");
  const digits = compact.replace(/\D/g, "").length;
  return PHONE_PATTERN.test(compact) && digits >= 7 && digits <= 15;
}

export const contactTypes = ["phone", "whatsapp"] as const;
export type ContactType = (typeof contactTypes)[number];

const isEmailAddress = (value: unknown) =>
  typeof value === "string" &&
  value.trim().length <= EMAIL_MAX_LENGTH &&
  z.email().safeParse(value.trim()).success;

/**
 * The visitor's guests (ADR 0062): e-mail addresses, checked as one field (an error names
 * `guests` and the address at fault), lower-cased, each once, at most GUESTS_MAX.
 */
const guestList = z
  .array(z.unknown().meta({ type: "string", format: "email" }), { error: GUEST_MESSAGES.list })
  .superRefine((list, ctx) => {
    const wrong = list.find((value) => !isEmailAddress(value));
    if (wrong !== undefined)
      ctx.addIssue({
        code: "custom",
        message: typeof wrong === "string" ? GUEST_MESSAGES.invalid(wrong) : GUEST_MESSAGES.list,
      });
  })
  .transform((list) => [...new Set((list as string[]).map((a) => a.trim().toLowerCase()))])
  .refine((list) => list.length <= GUESTS_MAX, GUEST_MESSAGES.tooMany);
export const guestsField = guestList
  .optional()
  .default([])
  .meta({
    description: `Up to ${GUESTS_MAX} e-mail addresses the visitor invites: each gets the invitation and every change`,
  });
/** The whole new list when guests change (ADR 0064): required, `[]` uninvites everyone. */
export const guestsChangeField = guestList.meta({
  description: `The guests from now on, up to ${GUESTS_MAX}: those added are invited, those left out are told`,
});

/** The contact step of /book, shared by the form (client) and the API (server). */
export const contactDetailsSchema = z.object({
  firstName: personName(
    {
      required: BOOKING_MESSAGES.firstNameRequired,
      tooLong: "First name must be at most 100 characters",
      webAddress: "First name must not contain a web address",
    },
    100,
  ),
  lastName: personName(
    {
      required: BOOKING_MESSAGES.lastNameRequired,
      tooLong: "Last name must be at most 100 characters",
      webAddress: "Last name must not contain a web address",
    },
    100,
  ),
  email: emailField({
    required: BOOKING_MESSAGES.emailRequired,
    invalid: BOOKING_MESSAGES.emailInvalid,
  }),
  website: optionalText("Website", 500),
  contactType: z
    .enum(contactTypes, { error: "Contact type must be phone or whatsapp" })
    .default("phone"),
  contactNumber: z
    .string({ error: BOOKING_MESSAGES.contactNumberRequired })
    .trim()
    .min(1, BOOKING_MESSAGES.contactNumberRequired)
    .refine(isLoosePhoneNumber, BOOKING_MESSAGES.phoneInvalid),
  notes: optionalText("Notes", NOTES_MAX_LENGTH),
  guests: guestsField,
});
export type ContactDetailsInput = z.input<typeof contactDetailsSchema>;
export type ContactDetails = z.output<typeof contactDetailsSchema>;

const DATE_MESSAGE = "Date must be a real date in YYYY-MM-DD form";
/** A calendar date; zod's ISO date check also refuses 2030-02-30 (and says so in the OpenAPI). */
export const calendarDateField = z.iso
  .date({ error: (issue) => (issue.input === undefined ? "Date is required" : DATE_MESSAGE) })
  .refine(isInSupportedYears, yearsMessage("Date"));
export const wallTimeField = z
  .string({ error: "Time is required" })
  .regex(new RegExp(WALL_TIME_PATTERN), "Time must be HH:MM (24-hour)");

/**
 * A host's slug (a personal link's `host`): the public API's way to ask for one consultant. A
 * malformed one is answered like an unknown one.
 */
const hostSlugField = z
  .string({ error: HOST_MESSAGES.unknownHost })
  .max(50, HOST_MESSAGES.unknownHost)
  .regex(new RegExp(HOST_SLUG_PATTERN), HOST_MESSAGES.unknownHost)
  .meta({
    description:
      "A host's slug: only this host's free times (GET /api/v1/meeting-types lists them)",
  });

/** Says nothing about the trap to whoever filled it. */
const SPAM_TRAP_MESSAGE = "Invalid request";

/** POST /api/v1/bookings. */
export const bookingRequestSchema = contactDetailsSchema.extend({
  date: calendarDateField,
  time: wallTimeField,
  /** The meeting type's slug; absent: the first active listed type. */
  type: meetingTypeSlugField.optional(),
  /** With this host (a personal link); absent: whoever of the type's hosts is free. */
  host: hostSlugField.optional(),
  /** The visitor's IANA zone, recorded with the booking and used in their mails. */
  timezone: timeZoneField.optional(),
  /** Minutes east of UTC: the browser's getTimezoneOffset() with its sign flipped (spec §3). */
  timezoneOffset: z
    .number({ error: "Time zone offset must be a number of minutes" })
    .int("Time zone offset must be whole minutes")
    .min(-840, "Time zone offset must be between -840 and 840")
    .max(840, "Time zone offset must be between -840 and 840")
    .optional(),
  /** Answers to the type's questions by question id, checked against them when booking. */
  answers: answersRequestField,
  /** Spam trap: hidden from people, so it must stay empty. */
  subject: z.string({ error: SPAM_TRAP_MESSAGE }).max(1000, SPAM_TRAP_MESSAGE).optional(),
  /** Where the visitor came from (ADR 0069): campaign tags, referring site, landing page. */
  source: leadSourceField,
});
export type BookingRequest = z.output<typeof bookingRequestSchema>;
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/** A range of dates `from`..`to` (both included): in order, at most `maxDays`. */
export const dateRangeCheck =
  (maxDays: number) => (q: { from: string; to: string }, ctx: z.RefinementCtx) => {
    // zod still runs object refinements when a field failed its format: compare real dates only.
    if (!isCalendarDate(q.from) || !isCalendarDate(q.to)) return;
    if (q.from > q.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "'to' must not be before 'from'" });
    else if (daysBetween(q.from, q.to) >= maxDays)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `The range may cover at most ${maxDays} days`,
      });
  };
export const checkDateRange = dateRangeCheck(MAX_AVAILABILITY_RANGE_DAYS);

/** GET /api/v1/availability. */
export const availabilityQuerySchema = z
  .object({
    from: calendarDateField,
    to: calendarDateField,
    type: meetingTypeSlugField.optional(),
    host: hostSlugField.optional(),
  })
  .superRefine(checkDateRange);

/** GET /api/v1/slots. */
export const slotsQuerySchema = z.object({
  date: calendarDateField,
  type: meetingTypeSlugField.optional(),
  host: hostSlugField.optional(),
});

/** The manage link's token (base64url of 32 random bytes). */
export const manageTokenSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This link is not valid"),
});

// ---- Responses: the API returns exactly these shapes; the OpenAPI document is generated from them.

export const dayStatusEnum = z.enum(["available", "full", "closed", "past", "beyond_window"]);
export const dayPeriodEnum = z.enum(["morning", "afternoon", "evening"]);

export const availabilityResponseSchema = z.object({
  timezone: z.string().meta({ description: "IANA zone of the business; dates are its calendar" }),
  days: z.array(z.object({ date: calendarDateField, status: dayStatusEnum })),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

export const slotsResponseSchema = z.object({
  date: calendarDateField,
  timezone: z.string(),
  slotDuration: z.number().int().meta({ description: "Minutes" }),
  slots: z.array(
    z.object({
      time: wallTimeField.meta({ description: "HH:MM in the business zone" }),
      start: z.iso.datetime().meta({ description: "ISO 8601 instant in UTC" }),
      period: dayPeriodEnum,
    }),
  ),
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

/** Ways to put a confirmed meeting in the visitor's own calendar (null once cancelled or over). */
export const addToCalendarSchema = z
  .object({
    ics: z.url().meta({
      description:
        "The meeting as an iCalendar file (GET /api/v1/manage/{token}/calendar.ics): the e-mailed invitation's event, same UID",
    }),
    google: z.url().meta({ description: "Opens Google Calendar with the meeting filled in" }),
    outlook: z.url().meta({ description: "Opens Outlook on the web with the meeting filled in" }),
  })
  .meta({ description: "Ways to put the meeting in the visitor's own calendar" });
export type AddToCalendar = z.infer<typeof addToCalendarSchema>;

export const bookingCreatedSchema = z.object({
  id: z.uuid(),
  date: calendarDateField,
  time: wallTimeField,
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  status: z.literal("confirmed"),
  meetingLink: z.url().nullable(),
  manageUrl: z.url().meta({ description: "Secret link to view or cancel the booking" }),
  addToCalendar: addToCalendarSchema,
  guests: z
    .array(z.email())
    .meta({ description: "The guests invited (lower-cased, each once, not the visitor)" }),
  reminderAt: z.iso.datetime().nullable().meta({
    description:
      "When the reminder e-mail goes out (24 hours before the start); null when the meeting is less than 24 hours away",
  }),
  hosts: meetingHostsSchema,
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

export const errorResponseSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
