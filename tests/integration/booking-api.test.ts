import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { bookingFilterSchema } from "@/lib/schemas/admin";
import {
  availabilityResponseSchema,
  bookingCreatedSchema,
  slotsResponseSchema,
} from "@/lib/schemas/booking";
import { addDays } from "@/lib/time/calendar-date";
import {
  getAvailability,
  getOpeningMonth,
  getSlots,
} from "@/server/availability/public-availability";
import { bookingsToCsv } from "@/server/bookings/bookings-csv";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { countRefusedBookingRequest, createBooking } from "@/server/bookings/create-booking";
import { findBookingByToken } from "@/server/bookings/find-booking-by-token";
import { listAllBookings } from "@/server/bookings/list-bookings";
import { cancelByToken } from "@/server/bookings/manage-booking";
import { hashManageToken } from "@/server/bookings/manage-token";
import {
  adminSettings,
  availabilitySettings,
  blockedSlots,
  bookings,
  scheduledJobs,
} from "@/server/db/schema";
import { describeEachDriver } from "../support/test-database";
import { bookingRequest, failureOf, icsOf, resetBookingData, testDeps } from "./booking-helpers";

// Friday 4 January 2030, noon in London (GMT). Monday the 7th is the first bookable weekday.
const NOW = "2030-01-04T12:00:00Z";
const MONDAY = "2030-01-07";

describeEachDriver("public booking API", (current) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
  });

  it("GET availability: one status per day, nothing personal", async () => {
    const { db } = current();
    await createBooking(
      db,
      bookingRequest({ email: "secret@example.com" }),
      { ip: null },
      testDeps(NOW),
    );
    await db.insert(blockedSlots).values({ blockDate: "2030-01-08", allDay: true });
    const body = await getAvailability(db, { from: "2030-01-03", to: "2030-02-05" }, new Date(NOW));
    expect(availabilityResponseSchema.strict().parse(body)).toEqual(body);
    const status = Object.fromEntries(body.days.map((d) => [d.date, d.status]));
    expect(body.timezone).toBe("Europe/London");
    expect(body.days).toHaveLength(34);
    expect(status).toMatchObject({
      "2030-01-03": "past",
      "2030-01-04": "available",
      "2030-01-05": "closed",
      "2030-01-07": "available",
      "2030-01-08": "closed",
      "2030-02-03": "closed",
      "2030-02-04": "beyond_window",
    });
    expect(JSON.stringify(body)).not.toMatch(/secret|Lovelace|Ada/);
  });

  it("GET availability: a day whose every slot is booked is 'full'", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    for (const time of ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"])
      await createBooking(db, bookingRequest({ time }), { ip: null }, deps);
    const body = await getAvailability(db, { from: MONDAY, to: MONDAY }, new Date(NOW));
    expect(body.days).toEqual([{ date: MONDAY, status: "full" }]);
  });

  it("/book opens on today's month, or on the first month with a time left", async () => {
    const { db } = current();
    const opening = (now: string, today: string) =>
      getOpeningMonth(db, { today, lastBookableDate: addDays(today, 30) }, new Date(now));
    expect(await opening(NOW, "2030-01-04")).toMatchObject({ month: "2030-01-01" });
    // Thursday 31 January after closing: nothing left in January, so February with its days.
    const lastEvening = await opening("2030-01-31T18:00:00Z", "2030-01-31");
    expect(lastEvening.month).toBe("2030-02-01");
    expect(lastEvening.days).toHaveLength(28);
    expect(lastEvening.days.find((d) => d.date === "2030-02-01")?.status).toBe("available");
    // Nothing free in the whole window: today's month, as it is.
    await db.update(availabilitySettings).set({ isAvailable: false });
    const closed = await opening("2030-01-31T18:00:00Z", "2030-01-31");
    expect(closed.month).toBe("2030-01-01");
    expect(closed.days).toHaveLength(31);
    expect(closed.days.every((d) => d.status !== "available")).toBe(true);
  });

  it("GET slots: times, UTC starts and periods; taken and blocked times left out", async () => {
    const { db } = current();
    await createBooking(db, bookingRequest({ time: "10:00" }), { ip: null }, testDeps(NOW));
    await db
      .insert(blockedSlots)
      .values({ blockDate: MONDAY, allDay: false, startTime: "12:00", endTime: "14:00" });
    const body = await getSlots(db, MONDAY, new Date(NOW));
    expect(slotsResponseSchema.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({ date: MONDAY, timezone: "Europe/London", slotDuration: 60 });
    expect(body.slots.map((s) => s.time)).toEqual(["09:00", "11:00", "14:00", "15:00", "16:00"]);
    expect(body.slots[0]).toEqual({
      time: "09:00",
      start: "2030-01-07T09:00:00.000Z",
      period: "morning",
    });
    expect(body.slots[2]?.period).toBe("afternoon");
    expect(Object.keys(body.slots[0]!)).toEqual(["time", "start", "period"]);
  });

  it("GET slots: closed days, past days, the window and the minimum notice", async () => {
    const { db } = current();
    const now = new Date(NOW);
    expect((await getSlots(db, "2030-01-05", now)).slots).toEqual([]);
    expect((await getSlots(db, "2030-01-03", now)).slots).toEqual([]);
    expect((await getSlots(db, "2030-02-05", now)).slots).toEqual([]);
    // Today at noon with 120 minutes' notice: 14:00 is the first time offered.
    expect((await getSlots(db, "2030-01-04", now)).slots.map((s) => s.time)).toEqual([
      "14:00",
      "15:00",
      "16:00",
    ]);
    await db
      .update(adminSettings)
      .set({ minimumNoticeMinutes: 240 })
      .where(eq(adminSettings.id, 1));
    expect((await getSlots(db, "2030-01-04", now)).slots.map((s) => s.time)).toEqual(["16:00"]);
  });

  it("POST bookings: 201 body, stored row, mails with the .ics, reminder scheduled", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const { body, deliver } = await createBooking(
      db,
      bookingRequest({ email: "Ada@Example.com".toLowerCase(), time: "10:00", notes: "Hello" }),
      { ip: "203.0.113.9" },
      deps,
    );
    expect(bookingCreatedSchema.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({
      date: MONDAY,
      time: "10:00",
      start: "2030-01-07T10:00:00.000Z",
      end: "2030-01-07T11:00:00.000Z",
      status: "confirmed",
      meetingLink: `https://meet.example.com/agency-${body.id}`,
      reminderAt: "2030-01-06T10:00:00.000Z",
    });
    const token = body.manageUrl.replace("https://agency.test/booking/", "");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(row).toMatchObject({
      bookingDate: MONDAY,
      timeSlot: "10:00",
      status: "confirmed",
      timezone: "Europe/Paris",
      timezoneOffset: 60,
      meetingLink: body.meetingLink,
      manageTokenHash: hashManageToken(token),
      notes: "Hello",
    });
    expect(row?.manageTokenHash).not.toContain(token);

    await deliver();
    const [visitor, staff] = deps.sent;
    expect(visitor?.to).toBe(row?.email);
    expect(visitor?.replyTo).toBe("staff@agency.test");
    expect(visitor?.text).toContain("Monday, 7 January 2030");
    expect(visitor?.text).toContain("10:00 AM – 11:00 AM (Europe/London, GMT)");
    expect(visitor?.text).toContain("11:00 AM – 12:00 PM (Europe/Paris, CET)");
    expect(visitor?.text).toContain(body.manageUrl);
    expect(visitor?.text).toContain("reminder 24 hours before");
    expect(visitor?.html).toContain(body.meetingLink);
    const ics = icsOf(visitor!);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("DTSTART:20300107T100000Z");
    expect(ics).toContain("DTEND:20300107T110000Z");
    expect(ics).toContain(`UID:booking-${body.id}@agency.test`);
    expect(ics).toContain("SEQUENCE:0");
    expect(ics).toMatch(/ORGANIZER;CN="?Agency"?:MAILTO:hello@agency.test/);
    expect(staff?.to).toBe("staff@agency.test");
    expect(staff?.text).toContain("+44 20 7946 0958");
    expect(staff?.text).toContain("Hello");

    const jobs = await db.select().from(scheduledJobs).where(eq(scheduledJobs.bookingId, body.id));
    const byKind = Object.fromEntries(jobs.map((j) => [j.kind, j]));
    expect(byKind["booking.confirmation"]?.status).toBe("done");
    expect(byKind["booking.staff-notification"]?.status).toBe("done");
    expect(byKind["booking.reminder"]).toMatchObject({
      status: "pending",
      runAt: new Date("2030-01-06T10:00:00Z"),
    });
  });

  it("POST bookings: without a meeting-link template the link is null and the mail says it follows", async () => {
    const { db } = current();
    const deps = testDeps(NOW, { meetingUrlTemplate: undefined });
    const { body, deliver } = await createBooking(db, bookingRequest(), { ip: null }, deps);
    expect(body.meetingLink).toBeNull();
    await deliver();
    expect(deps.sent[0]?.text).toContain("The meeting link will follow");
  });

  it("POST bookings: less than 24 hours ahead → no reminder, and the mail says so", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const { body, deliver } = await createBooking(
      db,
      bookingRequest({ date: "2030-01-04", time: "16:00" }),
      { ip: null },
      deps,
    );
    await deliver();
    const kinds = (
      await db.select().from(scheduledJobs).where(eq(scheduledJobs.bookingId, body.id))
    ).map((j) => j.kind);
    expect(kinds).not.toContain("booking.reminder");
    // The answer says so too: the /book dialog follows the server's decision, not the browser clock.
    expect(body.reminderAt).toBeNull();
    expect(deps.sent[0]?.text).toContain("no separate reminder will be sent");
  });

  it("POST bookings: 409 for a taken slot, and for times no longer offered", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    await createBooking(db, bookingRequest({ time: "11:00" }), { ip: null }, deps);
    const taken = { status: 409, message: "Selected time slot is no longer available" };
    expect(
      await failureOf(createBooking(db, bookingRequest({ time: "11:00" }), { ip: null }, deps)),
    ).toMatchObject(taken);
    for (const request of [
      { date: "2030-01-05", time: "10:00" }, // Saturday: closed
      { date: "2030-01-03", time: "10:00" }, // past
      { date: "2030-02-05", time: "10:00" }, // beyond the 30-day window
      { date: "2030-01-04", time: "13:00" }, // inside the minimum notice
      { date: MONDAY, time: "10:30" }, // not on the grid
      { date: MONDAY, time: "17:00" }, // after hours
    ])
      expect(
        await failureOf(createBooking(db, bookingRequest(request), { ip: null }, deps)),
      ).toMatchObject(taken);
    await db
      .insert(blockedSlots)
      .values({ blockDate: MONDAY, allDay: false, startTime: "15:00", endTime: "16:00" });
    expect(
      await failureOf(createBooking(db, bookingRequest({ time: "15:00" }), { ip: null }, deps)),
    ).toMatchObject(taken);
  });

  it("POST bookings: 422 on email past the upcoming-bookings cap", async () => {
    const { db } = current();
    const deps = testDeps(NOW, { maxUpcomingPerEmail: 2 });
    const email = "busy@example.com";
    await createBooking(db, bookingRequest({ email, time: "09:00" }), { ip: null }, deps);
    await createBooking(db, bookingRequest({ email, time: "10:00" }), { ip: null }, deps);
    const failure = await failureOf(
      createBooking(db, bookingRequest({ email, time: "11:00" }), { ip: null }, deps),
    );
    expect(failure).toMatchObject({
      status: 422,
      fields: {
        email:
          "This email address already has 2 upcoming meetings. Please cancel one before booking another.",
      },
    });
  });

  it("POST bookings: 429 with Retry-After seconds per IP and per e-mail", async () => {
    const { db } = current();
    const deps = testDeps(NOW, { rateLimitPerIp: 2, rateLimitPerEmail: 100 });
    await createBooking(db, bookingRequest({ time: "09:00" }), { ip: "198.51.100.1" }, deps);
    await failureOf(
      createBooking(db, bookingRequest({ time: "09:00" }), { ip: "198.51.100.1" }, deps),
    );
    const limited = await failureOf(
      createBooking(db, bookingRequest({ time: "10:00" }), { ip: "198.51.100.1" }, deps),
    );
    expect(limited).toEqual({
      status: 429,
      message: "Too many booking attempts. Please try again in 60 minutes.",
      fields: undefined,
      retryAfterSeconds: 3600,
    });
    // Another address is not affected.
    await createBooking(db, bookingRequest({ time: "10:00" }), { ip: "198.51.100.2" }, deps);
    const perEmail = testDeps(NOW, { rateLimitPerEmail: 1 });
    const email = "again@example.com";
    await createBooking(
      db,
      bookingRequest({ email, time: "11:00" }),
      { ip: "198.51.100.3" },
      perEmail,
    );
    expect(
      (
        await failureOf(
          createBooking(
            db,
            bookingRequest({ email, time: "12:00" }),
            { ip: "198.51.100.4" },
            perEmail,
          ),
        )
      ).status,
    ).toBe(429);
  });

  it("POST bookings: refused bodies (413, malformed, invalid) count against the per-IP limit", async () => {
    const { db } = current();
    const deps = testDeps(NOW, { rateLimitPerIp: 3, rateLimitPerEmail: 100 });
    const ip = "198.51.100.9";
    await countRefusedBookingRequest(db, ip, deps);
    await countRefusedBookingRequest(db, ip, deps);
    await countRefusedBookingRequest(db, ip, deps);
    const junk = await failureOf(countRefusedBookingRequest(db, ip, deps));
    expect(junk.status).toBe(429);
    const real = await failureOf(
      createBooking(db, bookingRequest({ time: "09:00" }), { ip }, deps),
    );
    expect(real.status).toBe(429);
    await createBooking(db, bookingRequest({ time: "09:00" }), { ip: "198.51.100.10" }, deps);
  });

  it("POST bookings: a filled spam trap is refused and nothing is stored", async () => {
    const { db } = current();
    const failure = await failureOf(
      createBooking(db, bookingRequest({ subject: "cheap pills" }), { ip: null }, testDeps(NOW)),
    );
    expect(failure).toMatchObject({ status: 400 });
    expect(await db.$count(bookings)).toBe(0);
  });

  it("cancellation frees the slot, cancels the reminder and mails METHOD:CANCEL for the same UID", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const { body } = await createBooking(db, bookingRequest({ time: "13:00" }), { ip: null }, deps);
    expect((await getSlots(db, MONDAY, new Date(NOW))).slots.map((s) => s.time)).not.toContain(
      "13:00",
    );

    const result = await cancelBooking(db, body.id, { by: "staff", actorId: null }, deps);
    await result.deliver();
    expect(result.booking).toEqual({
      id: body.id,
      status: "cancelled",
      cancelledAt: new Date(NOW),
    });
    expect((await getSlots(db, MONDAY, new Date(NOW))).slots.map((s) => s.time)).toContain("13:00");

    const jobs = await db.select().from(scheduledJobs).where(eq(scheduledJobs.bookingId, body.id));
    expect(jobs.find((j) => j.kind === "booking.reminder")?.status).toBe("cancelled");
    const mail = deps.sent.find((m) => m.subject.startsWith("Cancelled: your meeting"));
    expect(mail?.text).toContain("we had to cancel your meeting");
    expect(mail?.replyTo).toBe("staff@agency.test");
    const ics = icsOf(mail!);
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain(`UID:booking-${body.id}@agency.test`);
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(
      deps.sent.some(
        (m) => m.to === "staff@agency.test" && m.subject.includes("Cancelled by staff"),
      ),
    ).toBe(true);

    // The freed slot can be booked again.
    const again = await createBooking(db, bookingRequest({ time: "13:00" }), { ip: null }, deps);
    expect(again.body.status).toBe("confirmed");
    expect(await failureOf(cancelBooking(db, body.id, { by: "staff" }, deps))).toMatchObject({
      status: 409,
      message: "This booking is already cancelled",
    });
    expect(
      await failureOf(
        cancelBooking(db, "00000000-0000-4000-8000-000000000000", { by: "staff" }, deps),
      ),
    ).toMatchObject({ status: 404 });
  });

  it("the manage link shows the booking and lets the visitor cancel while it is upcoming", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const { body } = await createBooking(db, bookingRequest({ time: "14:00" }), { ip: null }, deps);
    const token = body.manageUrl.split("/").at(-1)!;
    const shown = await findBookingByToken(db, token, new Date(NOW));
    expect(shown).toMatchObject({
      id: body.id,
      status: "confirmed",
      cancellable: true,
      time: "14:00",
    });
    expect(shown).not.toHaveProperty("email");
    expect(await findBookingByToken(db, "x".repeat(43), new Date(NOW))).toBeNull();

    // Once the meeting has started the visitor can no longer cancel it.
    deps.clock.now = new Date("2030-01-07T14:30:00Z");
    expect(await failureOf(cancelByToken(db, token, deps))).toMatchObject({ status: 409 });
    deps.clock.now = new Date(NOW);
    await (await cancelByToken(db, token, deps)).deliver();
    expect((await findBookingByToken(db, token, new Date(NOW)))?.status).toBe("cancelled");
    expect(deps.sent.some((m) => m.text.includes("as you asked"))).toBe(true);
    expect(await failureOf(cancelByToken(db, "y".repeat(43), deps))).toMatchObject({
      status: 404,
    });
  });

  it("keeps the visitor's reason for cancelling and tells staff; none given is none", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const reasonFor = async (id: string) =>
      (
        await db
          .select({ reason: bookings.cancellationReason })
          .from(bookings)
          .where(eq(bookings.id, id))
      )[0]?.reason;
    const tokenOf = (manageUrl: string) => manageUrl.split("/").at(-1)!;
    const given = await createBooking(db, bookingRequest({ time: "10:00" }), { ip: null }, deps);
    const silent = await createBooking(db, bookingRequest({ time: "11:00" }), { ip: null }, deps);
    deps.sent.length = 0;
    const reason = "We chose another agency.\nThanks for your time!";
    await (await cancelByToken(db, tokenOf(given.body.manageUrl), deps, reason)).deliver();
    await (await cancelByToken(db, tokenOf(silent.body.manageUrl), deps, "")).deliver();

    expect(await reasonFor(given.body.id)).toBe(reason);
    expect(await reasonFor(silent.body.id)).toBeNull();
    const staffMails = deps.sent.filter((m) => m.to === "staff@agency.test");
    expect(staffMails).toHaveLength(2);
    // Plain text indents the reason's second line under the first.
    const told = staffMails.filter((m) =>
      /Their reason: We chose another agency\.\n +Thanks for your time!/.test(m.text),
    );
    expect(told).toHaveLength(1);
    expect(staffMails.filter((m) => m.text.includes("Their reason"))).toHaveLength(1);
    // The visitor's own mail does not repeat it back to them.
    const toVisitors = deps.sent.filter((m) => m.to !== "staff@agency.test");
    expect(toVisitors.some((m) => m.text.includes("another agency"))).toBe(false);

    const listed = await listAllBookings(
      db,
      bookingFilterSchema.parse({ view: "past" }),
      new Date(NOW),
    );
    const byId = new Map(listed.map((b) => [b.id, b.cancellationReason]));
    expect([byId.get(given.body.id), byId.get(silent.body.id)]).toEqual([reason, null]);
    expect(bookingsToCsv(listed)).toContain(`"We chose another agency.\nThanks for your time!"`);
  });

  it("records the slot's instants across the spring DST change", async () => {
    const { db } = current();
    // Monday 31 March 2025 is the first weekday of British Summer Time.
    const deps = testDeps("2025-03-28T12:00:00Z");
    const { body } = await createBooking(
      db,
      bookingRequest({ date: "2025-03-31", time: "09:00" }),
      { ip: null },
      deps,
    );
    expect(body).toMatchObject({
      start: "2025-03-31T08:00:00.000Z",
      end: "2025-03-31T09:00:00.000Z",
    });
  });
});
