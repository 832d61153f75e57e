// One schema per admin form or API input, shared by the dashboard's client components and the
// /api/admin route handlers (which re-parse every request).
import * as z from "zod";
import { isCalendarDate, isInSupportedYears, isWallTime } from "@/lib/time/calendar-date";
import { TIME_FORMATS } from "@/lib/time/format";
import { STAFF_NOTES_MAX_LENGTH } from "./booking-messages";
import {
  cancellationReasonField,
  isStorableText,
  NUL_MESSAGE,
  optionalText,
  timeZoneField,
  yearsMessage,
} from "./fields";
import { MEETING_TYPE_LIMITS, SLUG_PATTERN } from "./meeting-types";

export const BOOKING_STATUSES = ["confirmed", "cancelled", "completed"] as const;
export const BOOKING_VIEWS = ["upcoming", "past"] as const;
export const ADMIN_ROLES = ["admin", "super_admin"] as const;
export const ADMIN_STATUSES = ["active", "inactive"] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type BookingView = (typeof BOOKING_VIEWS)[number];
export type AdminRoleName = (typeof ADMIN_ROLES)[number];

export const BOOKINGS_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 30;
export const MINIMUM_NOTICE_MAX_MINUTES = 14 * 24 * 60;

const UUID_MESSAGE = "Expected parameter to be UUID but is not";
export const idParam = z.uuid(UUID_MESSAGE);

/** Query-string values arrive as strings; an empty one means "not given". */
export const blankAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** A yes/no in the query string: "true" or "false"; blank or absent is not given (undefined). */
export const queryFlag = (message: string) =>
  z.preprocess(
    blankAsUndefined,
    z
      .enum(["true", "false"], { error: message })
      .transform((value) => value === "true")
      .optional(),
  );

const PAGE_MESSAGE = "Page must be a whole number";
/** Digits only: z.coerce alone would read "0x10" as page 16 and " " as page 0. */
export const pageField = z.preprocess(
  blankAsUndefined,
  z
    .union([z.int(PAGE_MESSAGE), z.string().regex(/^\d+$/, PAGE_MESSAGE)], { error: PAGE_MESSAGE })
    .transform(Number)
    .pipe(z.number().int(PAGE_MESSAGE).min(1, "Page must be 1 or more"))
    .default(1),
);

export const timeOfDay = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isWallTime, `${label} must be a time such as 09:30`);

/** Calendar date YYYY-MM-DD that exists (no 2031-02-30). */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2031-01-15`)
    .refine(isCalendarDate, `${label} is not a real calendar date`)
    .refine(isInSupportedYears, yearsMessage(label));

/** A list's search box: optional, trimmed, at most 100 characters. */
export const searchField = z.preprocess(
  blankAsUndefined,
  z
    .string()
    .trim()
    .max(100, "Search text must be at most 100 characters")
    .refine(isStorableText, NUL_MESSAGE)
    .optional(),
);

// ── Bookings ────────────────────────────────────────────────────────────────────────────────

const TYPE_FILTER_MESSAGE = "Meeting type must be a meeting type's slug";

export const bookingFilterSchema = z
  .object({
    view: z.preprocess(blankAsUndefined, z.enum(BOOKING_VIEWS).default("upcoming")),
    q: searchField,
    status: z.preprocess(
      blankAsUndefined,
      z
        .enum(BOOKING_STATUSES, { error: "Status must be confirmed, cancelled or completed" })
        .optional(),
    ),
    from: z.preprocess(blankAsUndefined, isoDate("From date").optional()),
    to: z.preprocess(blankAsUndefined, isoDate("To date").optional()),
    /** A meeting type's slug, switched off or unlisted ones too; an unknown one matches nothing. */
    type: z.preprocess(
      blankAsUndefined,
      z
        .string({ error: TYPE_FILTER_MESSAGE })
        .regex(new RegExp(SLUG_PATTERN), TYPE_FILTER_MESSAGE)
        .max(MEETING_TYPE_LIMITS.slugMax, TYPE_FILTER_MESSAGE)
        .optional(),
    ),
    /** Marked no-shows only (true), or only those not marked (false); ADR 0065. */
    noShow: queryFlag("No-show must be true or false"),
    /** A host's id: the meetings they hold, collective ones too (ADR 0088). */
    host: z.preprocess(blankAsUndefined, z.uuid({ error: "Host must be a host's id" }).optional()),
    page: pageField,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ["to"],
    message: "To date must be on or after the from date",
  });

export type BookingFilter = z.output<typeof bookingFilterSchema>;

/** The Insights tab and GET /api/admin/insights: ?from=&to= (meeting dates; ADR 0067). */
export const insightsQuerySchema = z
  .object({
    from: z.preprocess(blankAsUndefined, isoDate("From date").optional()),
    to: z.preprocess(blankAsUndefined, isoDate("To date").optional()),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ["to"],
    message: "To date must be on or after the from date",
  });

/** Staff cancel a booking, with a reason for the visitor if they give one. */
export const cancelBookingSchema = z.object({ id: idParam, reason: cancellationReasonField });

export const MEETING_LINK_MAX_LENGTH = 500;
const MEETING_LINK_MESSAGE = "Enter the full link, starting with https://";

/** Staff mark that the visitor did not turn up, or take the mark back (ADR 0065). */
export const noShowSchema = z.object({
  id: idParam,
  noShow: z.boolean({ error: "noShow must be true or false" }),
});
export type NoShowInput = z.input<typeof noShowSchema>;

/**
 * Staff notes on a booking or an enquiry (ADR 0072): the whole note, replacing the one before
 * ("" clears it). Never shown or sent to the visitor.
 */
export const staffNotesSchema = z.object({
  id: idParam,
  staffNotes: optionalText("Staff notes", STAFF_NOTES_MAX_LENGTH),
});
export type StaffNotesInput = z.input<typeof staffNotesSchema>;
export type StaffNotesRequest = z.output<typeof staffNotesSchema>;

/** A meeting link staff add to a booking (sent to the visitor): an http(s) address. */
export const meetingLinkSchema = z.object({
  id: idParam,
  meetingLink: z
    .string({ error: "Meeting link is required" })
    .trim()
    .min(1, "Meeting link is required")
    .max(
      MEETING_LINK_MAX_LENGTH,
      `Meeting link must be at most ${MEETING_LINK_MAX_LENGTH} characters`,
    )
    .refine(isWebAddress, MEETING_LINK_MESSAGE),
});

/** http(s), no spaces or control characters, and a host with a dot (meet.example.com) — "https://meet" is a typo. */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /[\s\p{Cc}]/u.test(value)) return false;
  try {
    const { hostname } = new URL(value);
    return hostname.includes(".") || hostname === "localhost";
  } catch {
    return false;
  }
}

/** Send again a booking mail the queue gave up on. */
export const retryMailSchema = z.object({ id: idParam });

// ── Settings ────────────────────────────────────────────────────────────────────────────────

const ADVANCE_LIMIT_MESSAGE = "Advance booking limit must be between 1 and 365 days";
export const DAILY_LIMIT_MAX = 100;
const DAILY_LIMIT_MESSAGE = `Most meetings a day must be between 1 and ${DAILY_LIMIT_MAX}, or empty for no limit`;
export const WEEKLY_LIMIT_MAX = 500;
const WEEKLY_LIMIT_MESSAGE = `Most meetings a week must be between 1 and ${WEEKLY_LIMIT_MAX}, or empty for no limit`;
export const LAST_REMINDER_MIN = 5;
export const LAST_REMINDER_MAX = 720;
const LAST_REMINDER_MESSAGE = `Last reminder must be between ${LAST_REMINDER_MIN} and ${LAST_REMINDER_MAX} minutes before, or empty for none`;
const NOTICE_MESSAGE = `Minimum notice must be between 0 and ${MINIMUM_NOTICE_MAX_MINUTES} minutes (14 days)`;

export const settingsSchema = z.object({
  bookingAdvanceLimitDays: z
    .number({ error: ADVANCE_LIMIT_MESSAGE })
    .int("Advance booking limit must be a whole number of days")
    .min(1, ADVANCE_LIMIT_MESSAGE)
    .max(365, ADVANCE_LIMIT_MESSAGE),
  timeFormatPreference: z.enum(TIME_FORMATS, { error: "Time format must be 12h or 24h" }),
  businessTimezone: z
    .string({ error: "Business time zone is required" })
    .trim()
    .min(1, "Business time zone is required")
    .pipe(timeZoneField),
  minimumNoticeMinutes: z
    .number({ error: NOTICE_MESSAGE })
    .int("Minimum notice must be a whole number of minutes")
    .min(0, NOTICE_MESSAGE)
    .max(MINIMUM_NOTICE_MAX_MINUTES, NOTICE_MESSAGE),
  /**
   * Most confirmed meetings on one date (ADR 0048); null: no limit. Left out of a PUT, the saved
   * limit stays, so a script written before the field existed does not lift it.
   */
  maxBookingsPerDay: z
    .number({ error: DAILY_LIMIT_MESSAGE })
    .int("Most meetings a day must be a whole number")
    .min(1, DAILY_LIMIT_MESSAGE)
    .max(DAILY_LIMIT_MAX, DAILY_LIMIT_MESSAGE)
    .nullable()
    .optional(),
  /** Most confirmed meetings in a week, Monday to Sunday (ADR 0048); kept when left out, too. */
  maxBookingsPerWeek: z
    .number({ error: WEEKLY_LIMIT_MESSAGE })
    .int("Most meetings a week must be a whole number")
    .min(1, WEEKLY_LIMIT_MESSAGE)
    .max(WEEKLY_LIMIT_MAX, WEEKLY_LIMIT_MESSAGE)
    .nullable()
    .optional(),
  /**
   * A second reminder this many minutes before each meeting (ADR 0058); null: none. Left out of
   * a PUT, the saved value stays, as with the daily limit.
   */
  lastReminderMinutes: z
    .number({ error: LAST_REMINDER_MESSAGE })
    .int("Last reminder must be a whole number of minutes")
    .min(LAST_REMINDER_MIN, LAST_REMINDER_MESSAGE)
    .max(LAST_REMINDER_MAX, LAST_REMINDER_MESSAGE)
    .nullable()
    .optional(),
  /**
   * Whether AI assistants may book through the MCP endpoint (ADR 0089). Left out of a PUT, the
   * saved choice stays.
   */
  aiAssistantsMayBook: z
    .boolean({ error: "AI assistants may book must be true or false" })
    .optional(),
});

export type SettingsInput = z.output<typeof settingsSchema>;

// ── Audit trail ─────────────────────────────────────────────────────────────────────────────

export const auditPageSchema = z.object({
  page: pageField,
});
