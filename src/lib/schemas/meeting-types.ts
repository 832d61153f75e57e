import * as z from "zod";
import { isWallTime } from "@/lib/time/calendar-date";
import type { BookingQuestion } from "./booking-question-terms";
import { bookingQuestionResponseSchema, bookingQuestionsField } from "./booking-questions";
import {
  forwardSpan,
  isStorableText,
  NUL_MESSAGE,
  optionalText,
  requiredText,
  weekdaysField,
} from "./fields";

/**
 * Meeting types (ADR 0056): the admin form and route (one schema), the public list, and the
 * `type` a visitor picks. Limits match the CHECKs of the meeting_types table.
 */

export const MEETING_TYPE_LIMITS = {
  duration: { min: 15, max: 480, step: 5 },
  buffer: { min: 0, max: 120 },
  notice: { min: 0, max: 20_160 },
  nameMax: 80,
  slugMax: 60,
  descriptionMax: 300,
  /** The follow-up mail (ADR 0076): its message, and when it goes after the meeting. */
  followUpMax: 2000,
  followUpHours: { min: 1, max: 168 },
} as const;

export const MEETING_TYPE_MESSAGES = {
  unknownType: "Unknown or inactive meeting type",
  slugTaken: "Another meeting type already uses this slug",
  lastActive: "At least one meeting type must stay active",
  lastListed: "At least one active meeting type must stay listed on /book",
  notFound: "Meeting type not found",
  unknownHost: "Choose hosts from the Team tab's list",
  noHost: "Choose at least one host",
} as const;

/** a–z, 0–9 and single hyphens between them: safe in a URL as it is. */
export const SLUG_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$";

/** `type=<slug>` on the public API and /book; any other text is an unknown type (422 naming it). */
export const meetingTypeSlugField = z
  .string({ error: MEETING_TYPE_MESSAGES.unknownType })
  .trim()
  .max(MEETING_TYPE_LIMITS.slugMax, MEETING_TYPE_MESSAGES.unknownType)
  .regex(new RegExp(SLUG_PATTERN), MEETING_TYPE_MESSAGES.unknownType)
  .meta({ description: "A meeting type's slug (GET /api/v1/meeting-types); absent: the first" });

const minutes = (label: string, min: number, max: number, step = 1) =>
  z
    .number({ error: `${label} must be a number of minutes` })
    .int(`${label} must be whole minutes`)
    .min(min, `${label} must be between ${min} and ${max} minutes`)
    .max(max, `${label} must be between ${min} and ${max} minutes`)
    .refine((n) => n % step === 0, `${label} must be a multiple of ${step} minutes`);

const { duration, buffer, notice } = MEETING_TYPE_LIMITS;

export const FOLLOW_UP_HOURS_MESSAGE = `Send the follow-up from ${MEETING_TYPE_LIMITS.followUpHours.min} to ${MEETING_TYPE_LIMITS.followUpHours.max} hours after the meeting`;

export const TYPE_DAILY_LIMIT_MAX = 100;
export const TYPE_DAILY_LIMIT_MESSAGE = `Most meetings a day of this type must be from 1 to ${TYPE_DAILY_LIMIT_MAX}, or empty for no limit of its own`;

/** A message staff write for the type's mails (ADR 0076): absent keeps the saved one. */
const mailedMessage = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(MEETING_TYPE_LIMITS.followUpMax, `${label} must be at most 2000 characters`)
    .refine(isStorableText, NUL_MESSAGE)
    .optional();

/** One end of the hours a type is offered in: HH:MM, or null (blank in the form) for none. */
const offeredTime = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z
      .string({ error: `${label} must be a time such as 13:00` })
      .refine(isWallTime, `${label} must be a time such as 13:00`)
      .nullable()
      .optional(),
  );

/** Both ends of a type's hours, or neither; the end after the start. */
function checkOfferedHours(
  type: { offeredFrom?: string | null; offeredUntil?: string | null },
  ctx: z.RefinementCtx,
) {
  const { offeredFrom: from, offeredUntil: until } = type;
  if (from === undefined && until === undefined) return;
  if (!from !== !until)
    ctx.addIssue({
      code: "custom",
      path: [from ? "offeredUntil" : "offeredFrom"],
      message: "Set both times, or neither",
    });
  // Both set: the end after the start, as every other range of the day.
  else forwardSpan(from, until, ctx, "offeredUntil");
}

export const MEETING_ASSIGNMENTS = ["round_robin", "collective"] as const;
export const meetingAssignmentSchema = z
  .enum(MEETING_ASSIGNMENTS, { error: "Assignment must be round_robin or collective" })
  .meta({
    description:
      "round_robin: a time is offered when one of its hosts is free, and goes to one of them; collective: only when all are, and holds them all",
  });

const meetingTypeFields = z.object({
  name: requiredText(
    { required: "Name is required", tooLong: "Name must be at most 80 characters" },
    MEETING_TYPE_LIMITS.nameMax,
  ),
  slug: z
    .string({ error: "Slug is required" })
    .trim()
    .min(1, "Slug is required")
    .max(MEETING_TYPE_LIMITS.slugMax, "Slug must be at most 60 characters")
    .regex(new RegExp(SLUG_PATTERN), "Slug may use a–z, 0–9 and single hyphens"),
  durationMinutes: minutes("Duration", duration.min, duration.max, duration.step),
  bufferBeforeMinutes: minutes("Buffer before", buffer.min, buffer.max),
  bufferAfterMinutes: minutes("Buffer after", buffer.min, buffer.max),
  /** null: the Settings tab's minimum notice applies. */
  minimumNoticeMinutes: minutes("Minimum notice", notice.min, notice.max).nullable(),
  /**
   * Most confirmed meetings of this type on one date, beside the Settings' limits for all types
   * (ADR 0048); null: none of its own. Absent: none for a new type, kept on an edit.
   */
  maxBookingsPerDay: z
    .number({ error: TYPE_DAILY_LIMIT_MESSAGE })
    .int(TYPE_DAILY_LIMIT_MESSAGE)
    .min(1, TYPE_DAILY_LIMIT_MESSAGE)
    .max(TYPE_DAILY_LIMIT_MAX, TYPE_DAILY_LIMIT_MESSAGE)
    .nullable()
    .optional(),
  description: optionalText("Description", MEETING_TYPE_LIMITS.descriptionMax),
  active: z.boolean({ error: "Active must be true or false" }),
  /** Off: bookable only through /book?type=<slug>. Absent (a script from before): listed. */
  listed: z.boolean({ error: "Listed must be true or false" }).default(true),
  /**
   * The weekdays it is offered on (0 = Sunday; ADR 0056), inside the opening hours; null: every
   * day the hours open. Absent: every day for a new type, kept on an edit.
   */
  days: weekdaysField.nullable().optional(),
  /**
   * The hours of the day it is offered in, inside the opening hours (business zone): both, or
   * neither (null) for the whole of them. Absent: none for a new type, kept on an edit.
   */
  offeredFrom: offeredTime("Offered from"),
  offeredUntil: offeredTime("Until"),
  /**
   * Mailed to the visitor `followUpHours` after the meeting ends (ADR 0076); empty: none. Absent:
   * none for a new type, kept on an edit (as are the hours).
   */
  followUpMessage: mailedMessage("Follow-up message"),
  followUpHours: z
    .number({ error: FOLLOW_UP_HOURS_MESSAGE })
    .int(FOLLOW_UP_HOURS_MESSAGE)
    .min(MEETING_TYPE_LIMITS.followUpHours.min, FOLLOW_UP_HOURS_MESSAGE)
    .max(MEETING_TYPE_LIMITS.followUpHours.max, FOLLOW_UP_HOURS_MESSAGE)
    .optional(),
  /** Mailed to the visitor when staff mark the meeting a no-show (ADR 0076); empty: none. */
  noShowMessage: mailedMessage("Message to no-shows"),
  /** What /book asks for this type (ADR 0059). Absent: a new type asks none, an edit keeps its. */
  questions: bookingQuestionsField.optional(),
  /**
   * Who takes its meetings (ADR 0088), each once. Absent: the first host for a new type, kept on
   * an edit.
   */
  hostIds: z
    .array(z.uuid({ error: MEETING_TYPE_MESSAGES.unknownHost }), {
      error: MEETING_TYPE_MESSAGES.noHost,
    })
    .min(1, MEETING_TYPE_MESSAGES.noHost)
    .max(50, "At most 50 hosts")
    .refine((ids) => new Set(ids).size === ids.length, "Each host may be chosen once")
    .optional(),
  /** How its hosts share its meetings. Absent: round robin for a new type, kept on an edit. */
  assignment: meetingAssignmentSchema.optional(),
});

/** The admin's create and edit form, re-parsed by POST/PUT /api/admin/meeting-types. */
export const meetingTypeInputSchema = meetingTypeFields.superRefine(checkOfferedHours);
export type MeetingTypeInput = z.input<typeof meetingTypeInputSchema>;

export const meetingTypeUpdateSchema = meetingTypeFields
  .extend({ id: z.uuid({ error: MEETING_TYPE_MESSAGES.notFound }) })
  .superRefine(checkOfferedHours);

/** Moves a type one place up or down the list (the order visitors see). */
export const meetingTypeMoveSchema = z.object({
  id: z.uuid({ error: MEETING_TYPE_MESSAGES.notFound }),
  direction: z.enum(["up", "down"], { error: "Direction must be up or down" }),
});

/** A type as the admin list shows it. */
export interface AdminMeetingType {
  id: string;
  name: string;
  slug: string;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number | null;
  /** Most confirmed meetings of this type on one date; null: none of its own. */
  maxBookingsPerDay: number | null;
  description: string;
  active: boolean;
  listed: boolean;
  sortOrder: number;
  /** The weekdays it is offered on (0 = Sunday); null: every day the hours open. */
  days: number[] | null;
  /** The hours of the day it is offered in (HH:MM, business zone); null: the opening hours. */
  offeredFrom: string | null;
  offeredUntil: string | null;
  questions: BookingQuestion[];
  /** Who takes its meetings, in order (ADR 0088). */
  hostIds: string[];
  assignment: (typeof MEETING_ASSIGNMENTS)[number];
  /** Mailed to the visitor after the meeting; empty: none (ADR 0076). */
  followUpMessage: string;
  /** Hours after the meeting's end that the follow-up goes. */
  followUpHours: number;
  /** Mailed to the visitor when staff mark a no-show; empty: none (ADR 0076). */
  noShowMessage: string;
}

// ---- Public API

/** Hosts as the public sees them: a name and the slug of their personal link. */
const publicHostsSchema = z.array(z.object({ name: z.string(), slug: z.string() }));

/** Who a meeting is with: its host, or every host of a collective meeting. */
export const meetingHostsSchema = publicHostsSchema.meta({
  description: "Who the meeting is with: the assigned host, or all hosts of a collective meeting",
});

export const publicMeetingTypeResponseSchema = z.object({
  slug: z.string(),
  name: z.string(),
  durationMinutes: z.number().int().meta({
    description: "Length in minutes (the first type's follows each weekday's slotDuration)",
  }),
  description: z.string(),
  days: z.array(z.number().int()).nullable().meta({
    description: "The weekdays it is offered on (0 = Sunday); null: every day the hours open",
  }),
  offeredFrom: z.string().nullable().meta({
    description:
      "HH:MM in the business zone: offered from then only (with offeredUntil); null: all day",
  }),
  offeredUntil: z.string().nullable(),
  questions: z
    .array(bookingQuestionResponseSchema)
    .meta({ description: "What the booking form asks besides the contact details, in order" }),
  assignment: meetingAssignmentSchema,
  hosts: publicHostsSchema.meta({
    description: "Who takes its meetings, each with the slug for `host` (a personal link)",
  }),
});
export type PublicMeetingType = z.infer<typeof publicMeetingTypeResponseSchema>;

export const meetingTypesResponseSchema = z.object({
  meetingTypes: z
    .array(publicMeetingTypeResponseSchema)
    .meta({ description: "Active types listed on /book, in order" }),
});
export type MeetingTypesResponse = z.infer<typeof meetingTypesResponseSchema>;
