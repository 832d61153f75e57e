import { z } from "zod";
import { queryFlag } from "./admin";
import {
  addToCalendarSchema,
  CANCELLATION_REASON_MAX_LENGTH,
  calendarDateField,
  checkDateRange,
  contactDetailsSchema,
  manageTokenSchema,
  wallTimeField,
} from "./booking";
import { cancellationReasonField } from "./fields";
import { meetingTypeSlugField } from "./meeting-types";

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

/** Staff move a booking from the Bookings tab; they may override the minimum notice. */
export const adminRescheduleSchema = rescheduleRequestSchema.extend({
  id: z.uuid({ error: "Booking not found" }),
  overrideNotice: z.boolean().default(false),
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
 * step's fields and guests, a type (absent: the default), a date and time, and optionally inside
 * the minimum notice. The type's questions are not asked: staff write what they learnt in Notes.
 */
export const staffBookingSchema = contactDetailsSchema.extend({
  date: calendarDateField,
  time: wallTimeField,
  type: meetingTypeSlugField.optional(),
  overrideNotice: z.boolean({ error: "overrideNotice must be true or false" }).default(false),
});
export type StaffBookingInput = z.input<typeof staffBookingSchema>;
export type StaffBookingRequest = z.output<typeof staffBookingSchema>;

/** GET /api/admin/slots?date=…[&type=…][&overrideNotice=true]: the free times staff can book. */
export const staffSlotsQuerySchema = z.object({
  date: calendarDateField,
  type: meetingTypeSlugField.optional(),
  overrideNotice: queryFlag("overrideNotice must be true or false"),
});
