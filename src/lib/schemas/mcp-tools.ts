import * as z from "zod";
import {
  calendarDateField,
  contactDetailsSchema,
  dateRangeCheck,
  manageTokenSchema,
} from "./booking";
import { answersRequestField } from "./booking-questions";
import { cancellationReasonField, timeZoneField } from "./fields";
import { meetingTypeSlugField } from "./meeting-types";

/**
 * The inputs of the MCP endpoint's tools (ADR 0089), built from the public API's own fields, so an
 * assistant is told exactly what a visitor of /book or a caller of /api/v1 would be.
 */

/** How many days one find_available_times call may cover, both ends included. */
export const FIND_TIMES_MAX_DAYS = 14;
/** Without `to`, a week from `from`. */
export const FIND_TIMES_DEFAULT_DAYS = 7;

const checkFindRange = dateRangeCheck(FIND_TIMES_MAX_DAYS);
const IANA_EXAMPLE = "an IANA time zone, e.g. Europe/Paris";

/** An instant with its offset: `2030-01-07T09:00:00Z` or `2030-01-07T10:00:00+01:00`. */
export const startInstantField = z.iso
  .datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined
        ? "Start is required"
        : "Start must be an ISO 8601 instant, like 2030-01-07T09:00:00Z",
  })
  .meta({
    description: "The meeting's start as an ISO 8601 instant, as find_available_times gives it",
  });

/**
 * A manage link as the booking's answer and its mails give it (…/booking/<token>), or the token
 * alone: either way the token, refused with the manage page's words when it cannot be one.
 */
export const manageUrlField = z
  .string({ error: "The manage link is required" })
  .trim()
  .max(2000, "This link is not valid")
  .transform(
    (value) =>
      value
        .replace(/[?#].*$/, "")
        .replace(/\/+$/, "")
        .split("/")
        .at(-1) ?? "",
  )
  .pipe(manageTokenSchema.shape.token)
  .meta({ description: "The booking's manageUrl (…/booking/<token>), or its token alone" });

export const findTimesSchema = z
  .object({
    type: meetingTypeSlugField.optional(),
    from: calendarDateField.meta({ description: "The first day, YYYY-MM-DD" }),
    to: calendarDateField.optional().meta({
      description: `The last day, YYYY-MM-DD, at most ${FIND_TIMES_MAX_DAYS - 1} days after from; absent: ${FIND_TIMES_DEFAULT_DAYS} days from from`,
    }),
    timezone: timeZoneField.optional().meta({
      description: `The zone of each time's local form, ${IANA_EXAMPLE}; absent: the business's`,
    }),
  })
  .superRefine((q, ctx) => {
    if (q.to) checkFindRange({ from: q.from, to: q.to }, ctx);
  });
export type FindTimesInput = z.output<typeof findTimesSchema>;

/** book_meeting: the contact step of /book without guests, a start, the visitor's zone. */
export const bookMeetingSchema = contactDetailsSchema.omit({ guests: true }).extend({
  type: meetingTypeSlugField.optional(),
  start: startInstantField,
  timezone: timeZoneField.meta({
    description: `The visitor's zone, ${IANA_EXAMPLE}: their mails show times on it`,
  }),
  answers: answersRequestField,
});
export type BookMeetingInput = z.output<typeof bookMeetingSchema>;

export const manageBookingSchema = z.object({ manageUrl: manageUrlField });

export const rescheduleMeetingSchema = manageBookingSchema.extend({ start: startInstantField });

export const cancelMeetingSchema = manageBookingSchema.extend({
  reason: cancellationReasonField.meta({ description: "Why the visitor cancels, for the staff" }),
});
