import * as z from "zod";
import { queryFlag } from "./admin";
import {
  addToCalendarSchema,
  CANCELLATION_REASON_MAX_LENGTH,
  calendarDateField,
  checkDateRange,
  contactDetailsSchema,
  guestsChangeField,
  manageTokenSchema,
  wallTimeField,
} from "./booking";
import { cancellationReasonField, timeZoneField } from "./fields";
import { GUEST_CHANGES_MAX } from "./guest-list";
import { meetingHostsSchema, meetingTypeSlugField } from "./meeting-types";

/**
 * The manage link's API (`/api/v1/manage/{token}`): the booking as its owner sees it, and moving
 * it. Shared by the routes, the OpenAPI document and the manage page.
 */

/** Any string: a malformed token is answered like an unknown one (404, no hint). */
export const manageTokenParamSchema = z.object({ token: z.string().max(200) });

export const rescheduleRequestSchema = z.object({
  date: calendarDateField,
  time: wallTimeField,
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

/** POST /api/v1/manage/{token}/cancel's optional JSON body. */
export const cancelRequestSchema = z.object({
  reason: cancellationReasonField.meta({
    description: `Why the visitor cancels, for the staff (at most ${CANCELLATION_REASON_MAX_LENGTH} characters)`,
  }),
});
export const manageTokenCancelSchema = manageTokenParamSchema.extend(cancelRequestSchema.shape);
/** The manage page's cancel (a server action): the same, with the token's own format. */
export const cancelMyBookingSchema = manageTokenSchema.extend({ reason: cancellationReasonField });

/** PUT /api/v1/manage/{token}/guests {guests}: the visitor's guests from now on (ADR 0064). */
export const guestsChangeSchema = z.object({ guests: guestsChangeField });
export const manageTokenGuestsSchema = manageTokenParamSchema.extend(guestsChangeSchema.shape);
/** The manage page's *Change guests* (a server action). */
export const changeMyGuestsSchema = manageTokenSchema.extend(guestsChangeSchema.shape);
/** Staff change a booking's guests from the Bookings tab. */
export const adminGuestsSchema = guestsChangeSchema.extend({
  id: z.uuid({ error: "Booking not found" }),
});
export type AdminGuestsInput = z.input<typeof adminGuestsSchema>;

export const manageTokenRescheduleSchema = manageTokenParamSchema.extend(
  rescheduleRequestSchema.shape,
);

/**
 * The times a booking can move to (GET /api/v1/manage/{token}/availability and …/slots): those of
 * its own meeting type — even one no longer offered for new bookings — with its own time free.
 */
export const moveRangeQuerySchema = z.object({ from: calendarDateField, to: calendarDateField });
export const moveDateQuerySchema = z.object({ date: calendarDateField });
export const manageAvailabilityQuerySchema = manageTokenParamSchema
  .extend(moveRangeQuerySchema.shape)
  .superRefine(checkDateRange);
export const manageSlotsQuerySchema = manageTokenParamSchema.extend(moveDateQuerySchema.shape);

export const managedBookingSchema = z.object({
  id: z.uuid(),
  type: z.string().meta({ description: "The meeting type's slug (GET /api/v1/meeting-types)" }),
  date: calendarDateField,
  time: wallTimeField,
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  timezone: z.string().meta({ description: "The visitor's IANA zone, as given when booking" }),
  status: z.enum(["confirmed", "cancelled", "completed"]),
  meetingLink: z.url().nullable(),
  canReschedule: z.boolean().meta({
    description: "Upcoming, outside the minimum notice and under the move limit",
  }),
  canCancel: z.boolean().meta({ description: "Upcoming and confirmed" }),
  guests: z.array(z.string()).meta({ description: "Who the visitor invited along" }),
  hosts: meetingHostsSchema,
  canChangeGuests: z.boolean().meta({
    description: `Upcoming, confirmed, and the guests changed fewer than ${GUEST_CHANGES_MAX} times online`,
  }),
  addToCalendar: addToCalendarSchema
    .nullable()
    .meta({ description: "Ways to add it to a calendar; null once it is cancelled or over" }),
});
export type ManagedBookingView = z.infer<typeof managedBookingSchema>;

/** Why a visitor cannot move their meeting online (the page and the 422 say so). */
export const RESCHEDULE_MESSAGES = {
  tooLate: (contact: string) =>
    `This meeting starts too soon to be moved online. Please contact us at ${contact}.`,
  overLimit: (contact: string) =>
    `This meeting has been moved as often as it can be online. Please contact us at ${contact}.`,
  notUpcoming: "Only an upcoming confirmed meeting can be moved",
  sameTime: "Pick a time other than the current one",
} as const;

/**
 * Any time of the day, outside the opening hours (ADR 0068): the time is then any wall time on the
 * business clock, and only the other bookings stand in its way. Staff only.
 */
const anyTimeField = z.boolean({ error: "anyTime must be true or false" }).default(false);

/**
 * Staff move a booking from the Bookings tab; they may override the minimum notice, or move it to
 * any time of day.
 */
export const adminRescheduleSchema = rescheduleRequestSchema.extend({
  id: z.uuid({ error: "Booking not found" }),
  overrideNotice: z.boolean().default(false),
  anyTime: anyTimeField,
});
export type AdminRescheduleInput = z.input<typeof adminRescheduleSchema>;

/**
 * GET /api/admin/bookings/{id}/slots?date=…[&overrideNotice=true]: the times staff can move a
 * booking to; with the override, times inside the minimum notice too.
 */
export const adminMoveSlotsQuerySchema = z.object({
  id: z.uuid({ error: "Booking not found" }),
  date: calendarDateField,
  overrideNotice: queryFlag("overrideNotice must be true or false"),
});

/**
 * POST /api/admin/bookings: staff book a meeting for someone (a lead on the phone): the contact
 * step's fields and guests, a type (absent: the default), a date and time, the person's zone
 * (absent: the business's), and optionally inside the minimum notice or at any time of day. The type's questions are not asked: staff write what they learnt in Notes.
 */
export const staffBookingSchema = contactDetailsSchema.extend({
  date: calendarDateField,
  time: wallTimeField,
  type: meetingTypeSlugField.optional(),
  overrideNotice: z.boolean({ error: "overrideNotice must be true or false" }).default(false),
  anyTime: anyTimeField,
  /** The person's IANA zone, for their mails; absent: the business's. */
  timezone: timeZoneField.optional(),
  /** The enquiry this booking answers: the booking takes its lead source (ADR 0069). */
  enquiryId: z.uuid({ error: "Enquiry not found" }).optional(),
});

/** Why a time staff typed (`anyTime`) cannot be booked; said beside the Time field. */
export const STAFF_TIME_MESSAGES = {
  passed: "That time has already passed",
  doesNotExist: "That time does not exist on that date (the clocks change)",
  overlaps: "That time overlaps another booking",
  noHostFree: "None of the hosts is free then",
} as const;
export type StaffBookingInput = z.input<typeof staffBookingSchema>;
export type StaffBookingRequest = z.output<typeof staffBookingSchema>;

/** GET /api/admin/slots?date=…[&type=…][&overrideNotice=true]: the free times staff can book. */
export const staffSlotsQuerySchema = z.object({
  date: calendarDateField,
  type: meetingTypeSlugField.optional(),
  overrideNotice: queryFlag("overrideNotice must be true or false"),
});

/**
 * GET /api/admin/time-check?date&time[&type]: what a time typed with *Any time* falls on, for a
 * new booking of that type (ADR 0068).
 */
export const staffTimeCheckQuerySchema = z.object({
  date: calendarDateField,
  time: wallTimeField,
  type: meetingTypeSlugField.optional(),
});

/** GET /api/admin/bookings/{id}/time-check?date&time: the same, for moving that booking there. */
export const adminMoveTimeCheckQuerySchema = z.object({
  id: z.uuid({ error: "Booking not found" }),
  date: calendarDateField,
  time: wallTimeField,
});

/** The answer of both time checks. */
export interface TypedTimeCheck {
  /** The meeting's instants (ISO 8601). */
  start: string;
  end: string;
  /** Why booking it will be refused (another booking is there), or null. */
  refusal: string | null;
  /** What it falls on, in words (hours, breaks, blocks, calendars' busy time…); empty: nothing. */
  notes: string[];
  /**
   * Only for a new booking of a round-robin type with several hosts: the host it would go to (the
   * first free one in round robin's order, else the first another booking leaves it to), or null
   * when another booking holds every host then.
   */
  host?: { name: string; slug: string } | null;
}
