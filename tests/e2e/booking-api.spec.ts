import { addDays, dayOfWeek } from "@/lib/time/calendar-date";
import { resetBooking, weekdayAhead } from "./booking-helpers";
import { expect, test, uniqueEmail } from "./fixtures";

const visitor = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Alan",
  lastName: "Turing",
  email: uniqueEmail("api"),
  contactType: "phone",
  contactNumber: "+44 20 7946 0958",
  ...overrides,
});

test.describe("Public booking API (v1)", () => {
  test("availability and slots answer the documented shapes", async ({ request, db }) => {
    const date = weekdayAhead(10);
    await resetBooking(db, [date]);
    const availability = await request.get(`/api/v1/availability?from=${date}&to=${date}`);
    expect(availability.status()).toBe(200);
    expect(await availability.json()).toEqual({
      timezone: "Europe/London",
      days: [{ date, status: "available" }],
    });
    const slots = await (await request.get(`/api/v1/slots?date=${date}`)).json();
    expect(Object.keys(slots)).toEqual(["date", "timezone", "slotDuration", "slots"]);
    expect(slots.slotDuration).toBe(60);
    expect(slots.slots[0]).toEqual({
      time: "09:00",
      start: expect.stringMatching(/^\d{4}-\d\d-\d\dT0[89]:00:00\.000Z$/),
      period: "morning",
    });

    const tooLong = await request.get("/api/v1/availability?from=2030-01-01&to=2030-03-31");
    expect(tooLong.status()).toBe(422);
    expect(await tooLong.json()).toEqual({
      error: "The range may cover at most 62 days",
      fields: { to: "The range may cover at most 62 days" },
    });
    expect((await request.get("/api/v1/slots?date=2030-02-30")).status()).toBe(422);
  });

  test("input no booking could have is a 4xx naming the field, never a 5xx", async ({
    request,
  }) => {
    const get = async (path: string) => {
      const response = await request.get(path);
      return { status: response.status(), body: await response.json() };
    };
    expect(await get("/api/v1/availability?from=abc&to=2031-1-1")).toEqual({
      status: 422,
      body: {
        error: "Date must be a real date in YYYY-MM-DD form",
        fields: {
          from: "Date must be a real date in YYYY-MM-DD form",
          to: "Date must be a real date in YYYY-MM-DD form",
        },
      },
    });
    for (const date of ["0000-01-01", "9999-12-31"])
      expect(await get(`/api/v1/slots?date=${date}`)).toEqual({
        status: 422,
        body: {
          error: "Date must be between 1970 and 2999",
          fields: { date: "Date must be between 1970 and 2999" },
        },
      });
    // A parameter given twice is not silently read as its last value.
    expect(await get("/api/v1/slots?date=garbage&date=2031-01-15")).toEqual({
      status: 422,
      body: { error: "Give date only once", fields: { date: "Give date only once" } },
    });
    const post = async (data: Record<string, unknown>) => {
      const response = await request.post("/api/v1/bookings", { data });
      return { status: response.status(), fields: (await response.json()).fields };
    };
    const date = weekdayAhead(10);
    expect(
      await post(visitor({ date, time: "10:00", email: `${"a".repeat(300)}@example.com` })),
    ).toEqual({ status: 422, fields: { email: "Email must be at most 254 characters" } });
    expect(await post(visitor({ date: "0000-01-01", time: "10:00", notes: "a\u0000b" }))).toEqual({
      status: 422,
      fields: {
        date: "Date must be between 1970 and 2999",
        notes: "Contains a character that is not allowed",
      },
    });
  });

  test("POST bookings: 201, 409, 422 with the spec's messages, 400 for malformed JSON", async ({
    request,
    db,
  }) => {
    const date = weekdayAhead(11);
    await resetBooking(db, [date]);
    const created = await request.post("/api/v1/bookings", {
      data: visitor({ date, time: "12:00" }),
    });
    expect(created.status()).toBe(201);
    const body = await created.json();
    expect(Object.keys(body)).toEqual([
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
    expect(body).toMatchObject({ date, time: "12:00", status: "confirmed", meetingLink: null });
    // One host: the site's first (the owner), named with their personal link's slug.
    expect(body.hosts).toEqual([{ name: expect.any(String), slug: expect.any(String) }]);

    const taken = await request.post("/api/v1/bookings", {
      data: visitor({ date, time: "12:00" }),
    });
    expect(taken.status()).toBe(409);
    expect(await taken.json()).toEqual({ error: "Selected time slot is no longer available" });

    const invalid = await request.post("/api/v1/bookings", {
      data: { email: "not an email", contactNumber: "abc", date, time: "13:00" },
    });
    expect(invalid.status()).toBe(422);
    expect((await invalid.json()).fields).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email format",
      contactNumber: "Invalid phone number format",
    });

    const malformed = await request.post("/api/v1/bookings", {
      headers: { "content-type": "application/json" },
      data: "{not json",
    });
    expect(malformed.status()).toBe(400);

    // Nothing personal comes back from the public reads.
    const reads = [
      await (await request.get(`/api/v1/slots?date=${date}`)).text(),
      await (await request.get(`/api/v1/availability?from=${date}&to=${date}`)).text(),
    ].join();
    expect(reads).not.toContain("Turing");
    expect(reads).not.toContain("@agency.test");
  });

  test("POST bookings: 429 with Retry-After once the hourly attempts are used up", async ({
    request,
    db,
  }) => {
    await resetBooking(db);
    // BOOKING_RATE_LIMIT_PER_IP defaults to 20 attempts an hour; a closed Sunday costs no slot.
    let sunday = weekdayAhead(12);
    while (dayOfWeek(sunday) !== 0) sunday = addDays(sunday, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await request.post("/api/v1/bookings", {
        data: visitor({ date: sunday, time: "10:00" }),
      });
      statuses.push(response.status());
      if (response.status() === 429) {
        expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
        // The window opened with this test's first attempt: about an hour to wait.
        expect(await response.json()).toEqual({
          error: expect.stringMatching(
            /^Too many booking attempts\. Please try again in (59|60) minutes\.$/,
          ),
        });
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
    await resetBooking(db);
  });

  test("the OpenAPI document describes the booking, enquiry and manage operations", async ({
    request,
  }) => {
    const doc = await (await request.get("/api/v1/openapi.json")).json();
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
    expect(doc.components.schemas.BookingRequest.required).toContain("contactNumber");
  });
});
