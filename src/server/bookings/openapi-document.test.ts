import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi-document";

describe("openApiDocument", () => {
  const doc = openApiDocument("https://agency.test");
  const schemas = doc.components.schemas as Record<string, Record<string, unknown>>;

  it("is OpenAPI 3.1 with the public operations", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual([
      "/api/v1/meeting-types",
      "/api/v1/availability",
      "/api/v1/slots",
      "/api/v1/bookings",
      "/api/v1/enquiries",
      "/api/v1/manage/{token}",
      "/api/v1/manage/{token}/availability",
      "/api/v1/manage/{token}/slots",
      "/api/v1/manage/{token}/reschedule",
      "/api/v1/manage/{token}/cancel",
      "/api/v1/manage/{token}/guests",
      "/api/v1/manage/{token}/calendar.ics",
    ]);
    expect(doc.servers).toEqual([{ url: "https://agency.test" }]);
  });

  it("derives the request body from the booking schema: required fields and formats", () => {
    const body = schemas.BookingRequest as {
      required: string[];
      properties: Record<string, { format?: string; enum?: string[]; pattern?: string }>;
    };
    expect(body.required.sort()).toEqual(
      ["contactNumber", "date", "email", "firstName", "lastName", "time"].sort(),
    );
    expect(body.properties.date?.format).toBe("date");
    expect(body.properties.time?.pattern).toBeDefined();
    expect(body.properties.contactType?.enum).toEqual(["phone", "whatsapp"]);
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(["website", "notes", "timezone", "timezoneOffset", "type", "answers"]),
    );
    // Answers are text by question id; which ids a type asks is in GET /api/v1/meeting-types.
    const answers = body.properties.answers as {
      type: string;
      additionalProperties: { type: string };
      description: string;
    };
    expect(answers.type).toBe("object");
    expect(answers.additionalProperties.type).toBe("string");
    expect(answers.description).toContain("/api/v1/meeting-types");
  });

  it("takes the guests' whole new list, required, and answers the owner's view with them", () => {
    const change = schemas.GuestsChange as {
      required: string[];
      properties: { guests: { type: string; items: { format?: string } } };
    };
    expect(change.required).toEqual(["guests"]);
    expect(change.properties.guests.type).toBe("array");
    expect(change.properties.guests.items.format).toBe("email");
    const view = schemas.ManagedBooking as { required: string[] };
    expect(view.required).toEqual(expect.arrayContaining(["guests", "canChangeGuests"]));
    const put = doc.paths["/api/v1/manage/{token}/guests"].put;
    expect(Object.keys(put.responses)).toEqual(["200", "404", "422"]);
  });

  it("lists the meeting types and takes a type on availability, slots and manage", () => {
    const types = schemas.MeetingTypes as {
      properties: {
        meetingTypes: {
          items: {
            required: string[];
            properties: { questions: { items: { required: string[] } } };
          };
        };
      };
    };
    const type = types.properties.meetingTypes.items;
    expect(type.required).toEqual([
      "slug",
      "name",
      "durationMinutes",
      "description",
      "days",
      "offeredFrom",
      "offeredUntil",
      "questions",
      "assignment",
      "hosts",
    ]);
    expect(type.properties.questions.items.required).toEqual([
      "id",
      "label",
      "kind",
      "required",
      "choices",
    ]);
    for (const path of ["/api/v1/availability", "/api/v1/slots"] as const) {
      const type = doc.paths[path].get.parameters.find((p) => p.name === "type");
      expect(type?.required).toBe(false);
      expect(type?.description).toContain("422");
    }
    expect((schemas.ManagedBooking as { required: string[] }).required).toContain("type");
  });

  it("documents a booking's move options: the token in the path, the dates in the query", () => {
    const range = doc.paths["/api/v1/manage/{token}/availability"].get;
    expect(range.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ["token", "path", true],
      ["from", "query", true],
      ["to", "query", true],
    ]);
    const slots = doc.paths["/api/v1/manage/{token}/slots"].get;
    expect(slots.parameters.map((p) => [p.name, p.in])).toEqual([
      ["token", "path"],
      ["date", "query"],
    ]);
    expect(Object.keys(slots.responses)).toEqual(["200", "404", "422"]);
    expect(slots.responses["200"].content["application/json"].schema.$ref).toBe(
      "#/components/schemas/Slots",
    );
  });

  it("derives the query parameters and the response shapes", () => {
    const params = doc.paths["/api/v1/availability"].get.parameters;
    expect(
      params.map((p) => [p.name, p.required, (p.schema as { format?: string }).format]),
    ).toEqual([
      ["from", true, "date"],
      ["to", true, "date"],
      ["type", false, undefined],
      ["host", false, undefined],
    ]);
    for (const path of ["/api/v1/availability", "/api/v1/slots"] as const) {
      const host = doc.paths[path].get.parameters.find((p) => p.name === "host");
      expect(host?.description).toContain("host");
    }
    const created = schemas.BookingCreated as { required: string[] };
    expect(created.required).toEqual([
      "id",
      "date",
      "time",
      "start",
      "end",
      "status",
      "meetingLink",
      "manageUrl",
      "addToCalendar",
      "guests",
      "reminderAt",
      "hosts",
    ]);
    const responses = doc.paths["/api/v1/bookings"].post.responses;
    expect(Object.keys(responses)).toEqual(["201", "400", "409", "422", "429"]);
    expect(JSON.stringify(responses["409"])).toContain("Selected time slot is no longer available");
  });

  it("documents the calendar download and the links every booking answer carries", () => {
    const file = doc.paths["/api/v1/manage/{token}/calendar.ics"].get;
    expect(Object.keys(file.responses)).toEqual(["200", "404", "409"]);
    expect(Object.keys(file.responses["200"].content)).toEqual(["text/calendar"]);
    type Links = { properties: { addToCalendar: { required?: string[]; anyOf?: unknown[] } } };
    const created = (schemas.BookingCreated as Links).properties.addToCalendar;
    expect(created.required).toEqual(["ics", "google", "outlook"]);
    const managed = (schemas.ManagedBooking as Links).properties.addToCalendar;
    expect(JSON.stringify(managed.anyOf)).toContain('"type":"null"');
  });

  it("documents the optional reason a visitor may give when cancelling", () => {
    const cancel = doc.paths["/api/v1/manage/{token}/cancel"].post;
    expect(cancel.requestBody).toEqual({
      required: false,
      content: { "application/json": { schema: { $ref: "#/components/schemas/CancelRequest" } } },
    });
    expect(Object.keys(cancel.responses)).toEqual(["200", "404", "409", "422"]);
    const body = schemas.CancelRequest as {
      required?: string[];
      properties: { reason: { maxLength: number } };
    };
    expect(body.required ?? []).toEqual([]);
    expect(body.properties.reason.maxLength).toBe(500);
  });
});
