import "server-only";
import { BOOKING_MESSAGES, MAX_AVAILABILITY_RANGE_DAYS } from "@/lib/schemas/booking";
import { GUEST_CHANGES_MAX, GUEST_MESSAGES } from "@/lib/schemas/guest-list";
import {
  cancelRequestSchema,
  guestsChangeSchema,
  managedBookingSchema,
  moveDateQuerySchema,
  moveRangeQuerySchema,
  RESCHEDULE_MESSAGES,
  rescheduleRequestSchema,
} from "@/lib/schemas/manage";
import { CANCELLED_CALENDAR_FILE } from "./add-to-calendar";
import {
  errorResponse,
  jsonContent,
  queryParameters,
  TAGS,
  tokenParameter,
  toSchema,
  unknownToken,
} from "./openapi-parts";

/**
 * The manage link's operations: the owner's view of the booking, moving and cancelling it,
 * changing its guests.
 */
export const managePaths = {
  "/api/v1/manage/{token}": {
    get: {
      operationId: "getManagedBooking",
      tags: [TAGS.manage],
      summary: "The booking as its owner sees it",
      parameters: [tokenParameter],
      responses: {
        "200": { description: "The booking", content: jsonContent("ManagedBooking") },
        "404": unknownToken,
      },
    },
  },
  "/api/v1/manage/{token}/availability": {
    get: {
      operationId: "getMoveAvailability",
      tags: [TAGS.manage],
      summary: `Status of each date for moving the meeting (at most ${MAX_AVAILABILITY_RANGE_DAYS} days)`,
      description:
        "Like GET /api/v1/availability, for this booking: its own meeting type (also one no longer offered for new bookings), its own time free, a date available only if a time there fits its whole length.",
      parameters: [
        tokenParameter,
        ...queryParameters(moveRangeQuerySchema, {
          from: "First date, YYYY-MM-DD (business calendar)",
          to: "Last date, YYYY-MM-DD, included",
        }),
      ],
      responses: {
        "200": { description: "One status per date", content: jsonContent("Availability") },
        "404": unknownToken,
        "422": errorResponse("A parameter is missing or invalid, or the meeting is not upcoming", {
          error: RESCHEDULE_MESSAGES.notUpcoming,
        }),
      },
    },
  },
  "/api/v1/manage/{token}/slots": {
    get: {
      operationId: "getMoveSlots",
      tags: [TAGS.manage],
      summary: "The times of one date the meeting can move to",
      description:
        "Like GET /api/v1/slots, for this booking: the times POST …/reschedule accepts (its current time left out).",
      parameters: [tokenParameter, ...queryParameters(moveDateQuerySchema, { date: "YYYY-MM-DD" })],
      responses: {
        "200": { description: "The times offered", content: jsonContent("Slots") },
        "404": unknownToken,
        "422": errorResponse("The date is missing or invalid, or the meeting is not upcoming"),
      },
    },
  },
  "/api/v1/manage/{token}/reschedule": {
    post: {
      operationId: "rescheduleBooking",
      tags: [TAGS.manage],
      summary: "Move the meeting to another free time (same id, link and invitation)",
      parameters: [tokenParameter],
      requestBody: { required: true, content: jsonContent("RescheduleRequest") },
      responses: {
        "200": { description: "Moved", content: jsonContent("ManagedBooking") },
        "404": unknownToken,
        "409": errorResponse("The new time is no longer available", {
          error: BOOKING_MESSAGES.slotTaken,
        }),
        "422": errorResponse(
          "Invalid date or time, the meeting is not upcoming, starts within the minimum notice, or has been moved as often as allowed (RESCHEDULE_MAX_PER_BOOKING)",
          { error: RESCHEDULE_MESSAGES.tooLate("hello@agency.example") },
        ),
      },
    },
  },
  "/api/v1/manage/{token}/cancel": {
    post: {
      operationId: "cancelManagedBooking",
      tags: [TAGS.manage],
      summary: "Cancel the meeting",
      parameters: [tokenParameter],
      requestBody: { required: false, content: jsonContent("CancelRequest") },
      responses: {
        "200": { description: "Cancelled", content: jsonContent("ManagedBooking") },
        "404": unknownToken,
        "409": errorResponse("Already cancelled or completed, or already started"),
        "422": errorResponse("The reason is too long or not text"),
      },
    },
  },
  "/api/v1/manage/{token}/guests": {
    put: {
      operationId: "changeBookingGuests",
      tags: [TAGS.manage],
      summary: "Change who the visitor invited along",
      description: `The whole new list (\`[]\` invites nobody). Guests added get the invitation; guests left out are told, with an update that removes the meeting from their calendar. The visitor's own address is dropped. Visitors may change their guests ${GUEST_CHANGES_MAX} times; the same list again changes nothing.`,
      parameters: [tokenParameter],
      requestBody: { required: true, content: jsonContent("GuestsChange") },
      responses: {
        "200": { description: "Saved", content: jsonContent("ManagedBooking") },
        "404": unknownToken,
        "422": errorResponse(
          "An address is invalid, more than five guests, the meeting is not upcoming, or the guests were changed as often as allowed",
          {
            error: GUEST_MESSAGES.invalid("alan@"),
            fields: { guests: GUEST_MESSAGES.invalid("alan@") },
          },
        ),
      },
    },
  },
  "/api/v1/manage/{token}/calendar.ics": {
    get: {
      operationId: "getBookingCalendarFile",
      tags: [TAGS.manage],
      summary: "Download the meeting as a calendar file (.ics)",
      description:
        "The event the invitation mail carries (same UID and SEQUENCE), as METHOD:PUBLISH without attendees, for the visitor to add to their own calendar. It follows every move and new meeting link.",
      parameters: [tokenParameter],
      responses: {
        "200": {
          description: "The event, as a download (meeting.ics)",
          content: { "text/calendar": { schema: { type: "string" } } },
        },
        "404": unknownToken,
        "409": errorResponse("The meeting was cancelled", { error: CANCELLED_CALENDAR_FILE }),
      },
    },
  },
};

/** The schemas the manage link's operations refer to. */
export const manageComponents = () => ({
  ManagedBooking: toSchema(managedBookingSchema, "output"),
  RescheduleRequest: toSchema(rescheduleRequestSchema, "input"),
  CancelRequest: toSchema(cancelRequestSchema, "input"),
  GuestsChange: toSchema(guestsChangeSchema, "input"),
});
