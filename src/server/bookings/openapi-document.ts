import "server-only";
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
import { enquirySchema } from "@/lib/schemas/enquiry";
import { HOST_MESSAGES } from "@/lib/schemas/host-terms";
import { MEETING_TYPE_MESSAGES, meetingTypesResponseSchema } from "@/lib/schemas/meeting-types";
import { manageComponents, managePaths } from "./openapi-manage";
import { errorResponse, jsonContent, queryParameters, TAGS, toSchema } from "./openapi-parts";

/**
 * The OpenAPI 3.1 document of the public booking API, generated from the same zod schemas the
 * routes parse with and answer in (OpenAPI 3.1 uses JSON Schema 2020-12, zod's default target).
 */

const TYPE_PARAMETER =
  "A meeting type's slug (GET /api/v1/meeting-types); absent: the first active listed type. Unknown or inactive: 422 naming `type`";

const HOST_PARAMETER =
  "A host's slug (a personal link; GET /api/v1/meeting-types lists each type's hosts): only the times this host is free (with a collective type's other hosts). Unknown, inactive or not a host of the type: 422 naming `host`";

const tagList = [
  { name: TAGS.times, description: "Which dates and times can be booked. Nothing personal." },
  { name: TAGS.booking, description: "Book a meeting on a free time." },
  {
    name: TAGS.enquiry,
    description: "A message to the agency: the contact page's form, or another site's server.",
  },
  {
    name: TAGS.manage,
    description:
      "The owner's link (manageUrl in the booking answer): see, move or cancel it, change its guests.",
  },
];

export function openApiDocument(serverUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Booking API",
      version: "1.0.0",
      description:
        "Free meeting times, booking, and messages to the agency. Times are wall-clock in the business time zone; instants are ISO 8601 UTC. No personal data of any booking is ever returned.",
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
            host: HOST_PARAMETER,
          }),
          responses: {
            "200": { description: "One status per date", content: jsonContent("Availability") },
            "422": errorResponse("A parameter is missing or invalid, or the type or host unknown", {
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
            host: HOST_PARAMETER,
          }),
          responses: {
            "200": { description: "The times offered", content: jsonContent("Slots") },
            "422": errorResponse("The date is missing or invalid, or the type or host unknown", {
              error: HOST_MESSAGES.unknownHost,
              fields: { host: HOST_MESSAGES.unknownHost },
            }),
          },
        },
      },
      "/api/v1/bookings": {
        post: {
          operationId: "createBooking",
          tags: [TAGS.booking],
          summary: "Book a meeting",
          description:
            "A round-robin type's meeting goes to one of its hosts free at the time (the one with the fewest upcoming meetings of the type, then the one booked least recently); a collective type's holds all its hosts. `host` books that host. The answer's `hosts` says who it is with.",
          requestBody: { required: true, content: jsonContent("BookingRequest") },
          responses: {
            "201": { description: "Booked", content: jsonContent("BookingCreated") },
            "400": errorResponse(
              "The body is not a JSON object, or the hidden `subject` spam trap was filled",
            ),
            "409": errorResponse("The time is no longer available", {
              error: BOOKING_MESSAGES.slotTaken,
            }),
            "422": errorResponse(
              "Fields are missing or invalid (an unknown `type` or `host` too)",
              {
                error: BOOKING_MESSAGES.firstNameRequired,
                fields: { firstName: BOOKING_MESSAGES.firstNameRequired },
              },
            ),
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
      "/api/v1/enquiries": {
        post: {
          operationId: "sendEnquiry",
          tags: [TAGS.enquiry],
          summary: "Send a message to the agency",
          description:
            "Saved for staff (Admin → Enquiries) and mailed to them. `source` says where the sender came from. Rate-limited per IP and per e-mail address.",
          requestBody: { required: true, content: jsonContent("EnquiryRequest") },
          responses: {
            "201": {
              description: "Received (a filled `website` spam trap gets the same answer)",
              content: jsonContent("EnquiryReceived"),
            },
            "400": errorResponse("The body is not a JSON object"),
            "422": errorResponse("Fields are missing or invalid", {
              error: "Name is required",
              fields: { name: "Name is required" },
            }),
            "429": {
              ...errorResponse("Too many messages in the last hour"),
              headers: {
                "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } },
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
        EnquiryRequest: toSchema(enquirySchema, "input"),
        EnquiryReceived: {
          type: "object",
          properties: { received: { const: true } },
          required: ["received"],
        },
        ...manageComponents(),
        Error: toSchema(errorResponseSchema, "output"),
      },
    },
  };
}
