import "server-only";
import { z } from "zod";
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  BOOKING_MESSAGES,
  bookingCreatedSchema,
  bookingRequestSchema,
  errorResponseSchema,
  MAX_AVAILABILITY_RANGE_DAYS,
  slotsQuerySchema,
  slotsResponseSchema,
} from "@/lib/schemas/booking";
import {
  cancelRequestSchema,
  managedBookingSchema,
  moveDateQuerySchema,
  moveRangeQuerySchema,
  RESCHEDULE_MESSAGES,
  rescheduleRequestSchema,
} from "@/lib/schemas/manage";
import { MEETING_TYPE_MESSAGES, meetingTypesResponseSchema } from "@/lib/schemas/meeting-types";
import { CANCELLED_CALENDAR_FILE } from "./add-to-calendar";

/**
 * The OpenAPI 3.1 document of the public booking API, generated from the same zod schemas the
 * routes parse with and answer in (OpenAPI 3.1 uses JSON Schema 2020-12, zod's default target).
 */

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest as JsonSchema;
};

/** Query parameters from an object schema: one parameter per property. */
function queryParameters(schema: z.ZodType, descriptions: Record<string, string>) {
  const json = toSchema(schema, "input") as {
    properties: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties).map(([name, property]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    description: descriptions[name],
    schema: property,
  }));
}

const jsonContent = (ref: string) => ({
  "application/json": { schema: { $ref: `#/components/schemas/${ref}` } },
});
const errorResponse = (description: string, example?: unknown) => ({
  description,
  content: {
    "application/json": {
      schema: { $ref: "#/components/schemas/Error" },
      ...(example ? { example } : {}),
    },
  },
});

const TYPE_PARAMETER =
  "A meeting type's slug (GET /api/v1/meeting-types); absent: the first active listed type. Unknown or inactive: 422 naming `type`";

const tokenParameter = {
  name: "token",
  in: "path",
  required: true,
  description: "The last segment of the booking's manageUrl",
  schema: { type: "string" },
};
const unknownToken = errorResponse("No booking has this link", { error: "This link is not valid" });

/** The groups of operations (the API reference's sections, /api/docs). */
const TAGS = { times: "Free times", booking: "Booking", manage: "Manage a booking" } as const;
const tagList = [
  { name: TAGS.times, description: "Which dates and times can be booked. Nothing personal." },
  { name: TAGS.booking, description: "Book a meeting on a free time." },
  {
    name: TAGS.manage,
    description: "The owner's link (manageUrl in the booking answer): see, move or cancel.",
  },
];

/** The manage link's operations: the owner's view of the booking, moving and cancelling it. */
const managePaths = {
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

export function openApiDocument(serverUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Booking API",
      version: "1.0.0",
      description:
        "Free meeting times and booking. Times are wall-clock in the business time zone; instants are ISO 8601 UTC. No personal data of any booking is ever returned.",
    },
    servers: [{ url: serverUrl }],
    tags: tagList,
    paths: {
      "/api/v1/meeting-types": {
        get: {
          operationId: "getMeetingTypes",
          tags: [TAGS.times],
          summary:
            "The kinds of meeting on offer (active ones, in order; the first is the default)",
          responses: {
            "200": { description: "The meeting types", content: jsonContent("MeetingTypes") },
          },
        },
      },
      "/api/v1/availability": {
        get: {
          operationId: "getAvailability",
          tags: [TAGS.times],
          summary: `Status of each date in a range (at most ${MAX_AVAILABILITY_RANGE_DAYS} days)`,
          parameters: queryParameters(availabilityQuerySchema, {
            from: "First date, YYYY-MM-DD (business calendar)",
            to: "Last date, YYYY-MM-DD, included",
            type: TYPE_PARAMETER,
          }),
          responses: {
            "200": { description: "One status per date", content: jsonContent("Availability") },
            "422": errorResponse("A parameter is missing or invalid, or the type is unknown", {
              error: MEETING_TYPE_MESSAGES.unknownType,
              fields: { type: MEETING_TYPE_MESSAGES.unknownType },
            }),
          },
        },
      },
      "/api/v1/slots": {
        get: {
          operationId: "getSlots",
          tags: [TAGS.times],
          summary: "Free meeting times of one date",
          parameters: queryParameters(slotsQuerySchema, {
            date: "YYYY-MM-DD",
            type: TYPE_PARAMETER,
          }),
          responses: {
            "200": { description: "The times offered", content: jsonContent("Slots") },
            "422": errorResponse("The date is missing or invalid, or the type is unknown"),
          },
        },
      },
      "/api/v1/bookings": {
        post: {
          operationId: "createBooking",
          tags: [TAGS.booking],
          summary: "Book a meeting",
          requestBody: { required: true, content: jsonContent("BookingRequest") },
          responses: {
            "201": { description: "Booked", content: jsonContent("BookingCreated") },
            "400": errorResponse(
              "The body is not a JSON object, or the hidden `subject` spam trap was filled",
            ),
            "409": errorResponse("The time is no longer available", {
              error: BOOKING_MESSAGES.slotTaken,
            }),
            "422": errorResponse("Fields are missing or invalid (an unknown `type` too)", {
              error: BOOKING_MESSAGES.firstNameRequired,
              fields: { firstName: BOOKING_MESSAGES.firstNameRequired },
            }),
            "429": {
              ...errorResponse("Too many attempts"),
              headers: {
                "Retry-After": {
                  description: "Seconds to wait",
                  schema: { type: "integer" },
                },
              },
            },
          },
        },
      },
      ...managePaths,
    },
    components: {
      schemas: {
        MeetingTypes: toSchema(meetingTypesResponseSchema, "output"),
        Availability: toSchema(availabilityResponseSchema, "output"),
        Slots: toSchema(slotsResponseSchema, "output"),
        BookingRequest: toSchema(bookingRequestSchema, "input"),
        BookingCreated: toSchema(bookingCreatedSchema, "output"),
        ManagedBooking: toSchema(managedBookingSchema, "output"),
        RescheduleRequest: toSchema(rescheduleRequestSchema, "input"),
        CancelRequest: toSchema(cancelRequestSchema, "input"),
        Error: toSchema(errorResponseSchema, "output"),
      },
    },
  };
}
