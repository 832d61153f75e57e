import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { bookingFilterSchema } from "@/lib/schemas/admin";
import {
  STAFF_TIME_MESSAGES,
  staffBookingSchema,
  staffSlotsQuerySchema,
} from "@/lib/schemas/manage";
import { createMeetingType } from "@/server/availability/meeting-types";
import { getSlots } from "@/server/availability/public-availability";
import { createBookingAsStaff } from "@/server/bookings/create-booking-as-staff";
import { listAllBookings } from "@/server/bookings/list-bookings";
import { auditLog, bookings, enquiries } from "@/server/db/schema";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { auditTypeInput, failureOf, resetBookingData, testDeps } from "./booking-helpers";

// Staff book a meeting for someone (ADR 0063) on both databases: the visitor's transaction and
// mails, without the visitor's limits; inside the notice only when staff say so; audited.

// A Friday at noon in London: 13:00 today is inside the 120-minute notice, Monday is not.
const NOW = "2030-01-04T12:00:00Z";
const lead = (overrides: Record<string, unknown> = {}) =>
  staffBookingSchema.parse({
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com",
    contactNumber: "+44 20 7946 0958",
    notes: "Called about WhatsApp automation",
    date: "2030-01-07",
    time: "10:00",
    ...overrides,
  });

describeEachDriver("staff bookings", (current) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
    await current().db.delete(auditLog);
  });

  it("books for someone: the visitor's confirmation and manage link, staff's mail, the audit", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const { body, deliver } = await createBookingAsStaff(db, staffActor, lead(), deps);
    expect(body).toMatchObject({ date: "2030-01-07", time: "10:00", status: "confirmed" });
    await deliver();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, body.id));
    // No zone given: the business's.
    expect(row).toMatchObject({
      email: "grace@example.com",
      notes: "Called about WhatsApp automation",
      timezone: "Europe/London",
      timezoneOffset: 0,
      answers: [],
    });
    const confirmation = deps.sent.find((mail) => mail.to === "grace@example.com");
    expect(confirmation?.subject).toMatch(/^Your meeting is booked/);
    expect(confirmation?.text).toContain(body.manageUrl);
    expect(deps.sent.some((mail) => mail.to === "staff@agency.test")).toBe(true);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(audit).toMatchObject({ action: "booking.created", actorEmail: staffActor.email });
    // What staff wrote in the notes finds it in the Bookings search.
    const found = await listAllBookings(
      db,
      bookingFilterSchema.parse({ view: "upcoming", q: "whatsapp AUTOMATION" }),
      new Date(NOW),
    );
    expect(found.map((booking) => booking.id)).toEqual([body.id]);
    // The time is taken now: a second booking of it is refused like a visitor's.
    const again = await failureOf(
      createBookingAsStaff(db, staffActor, lead({ email: "alan@example.com" }), deps),
    );
    expect(again).toMatchObject({
      status: 409,
      message: "Selected time slot is no longer available",
    });
  });

  it("books someone in another zone: their mails read their clock", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const input = lead({ timezone: "america/new_york" });
    expect(input.timezone).toBe("America/New_York");
    const { body, deliver } = await createBookingAsStaff(db, staffActor, input, deps);
    await deliver();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, body.id));
    // 10:00 in London on 7 January is 05:00 in New York (UTC−5).
    expect(row).toMatchObject({ timezone: "America/New_York", timezoneOffset: -300 });
    const confirmation = deps.sent.find((mail) => mail.to === "grace@example.com");
    expect(confirmation?.subject).toContain("5:00 AM (America/New_York)");
    const refused = staffBookingSchema.safeParse({ ...input, timezone: "Mars/Olympus" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(["timezone"]);
  });

  it("books inside the minimum notice only with the override, and lists those times then", async () => {
    const { db } = current();
    const soon = lead({ date: "2030-01-04", time: "13:00" });
    expect(
      await failureOf(createBookingAsStaff(db, staffActor, soon, testDeps(NOW))),
    ).toMatchObject({ status: 409 });
    const times = async (overrideNotice: string | undefined) =>
      (
        await getSlots(
          db,
          "2030-01-04",
          new Date(NOW),
          undefined,
          staffSlotsQuerySchema.parse({ date: "2030-01-04", overrideNotice }),
        )
      ).slots.map((slot) => slot.time);
    expect(await times(undefined)).not.toContain("13:00");
    expect(await times("true")).toContain("13:00");
    // Never in the past, override or not.
    expect(await times("true")).not.toContain("11:00");
    const { body } = await createBookingAsStaff(
      db,
      staffActor,
      { ...soon, overrideNotice: true },
      testDeps(NOW),
    );
    expect(body.time).toBe("13:00");
  });

  it("books any time of day with anyTime: outside the hours, but ahead and clear of bookings", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    // Monday 19:30 in London is after closing: not offered, refused without anyTime.
    const evening = lead({ time: "19:30" });
    expect(await failureOf(createBookingAsStaff(db, staffActor, evening, deps))).toMatchObject({
      status: 409,
    });
    const { body } = await createBookingAsStaff(
      db,
      staffActor,
      lead({ time: "19:30", anyTime: true }),
      deps,
    );
    expect(body).toMatchObject({
      date: "2030-01-07",
      time: "19:30",
      start: "2030-01-07T19:30:00.000Z",
      end: "2030-01-07T20:30:00.000Z",
    });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(audit?.after).toMatchObject({ time: "19:30", anyTime: true });
    // Saturday, a closed day, at an odd minute.
    const saturday = await createBookingAsStaff(
      db,
      staffActor,
      lead({ date: "2030-01-05", time: "08:05", email: "alan@example.com", anyTime: true }),
      deps,
    );
    expect(saturday.body.start).toBe("2030-01-05T08:05:00.000Z");
    // Overlapping the evening meeting: named beside the time.
    const overlap = await failureOf(
      createBookingAsStaff(
        db,
        staffActor,
        lead({ time: "20:00", email: "ada@example.com", anyTime: true }),
        deps,
      ),
    );
    expect(overlap).toMatchObject({
      status: 409,
      fields: { time: STAFF_TIME_MESSAGES.overlaps },
    });
    // Already past (today 11:00, now is noon), and a time the spring change skips.
    const past = await failureOf(
      createBookingAsStaff(
        db,
        staffActor,
        lead({ date: "2030-01-04", time: "11:00", anyTime: true }),
        deps,
      ),
    );
    expect(past).toMatchObject({ status: 422, fields: { time: STAFF_TIME_MESSAGES.passed } });
    const skipped = await failureOf(
      createBookingAsStaff(
        db,
        staffActor,
        lead({ date: "2030-03-31", time: "01:30", anyTime: true }),
        deps,
      ),
    );
    expect(skipped).toMatchObject({
      status: 422,
      fields: { time: STAFF_TIME_MESSAGES.doesNotExist },
    });
    expect(await db.$count(bookings)).toBe(2);
  });

  it("takes the lead source of the enquiry it answers, and names an unknown enquiry", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const [enquiry] = await db
      .insert(enquiries)
      .values({
        name: "Grace Hopper",
        email: "grace@example.com",
        message: "Can we talk about WhatsApp automation?",
        leadSource: { referrer: "www.linkedin.com", landingPage: "/services" },
      })
      .returning();
    const { body } = await createBookingAsStaff(
      db,
      staffActor,
      lead({ enquiryId: enquiry!.id }),
      deps,
    );
    const [row] = await db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(row?.leadSource).toEqual({ referrer: "www.linkedin.com", landingPage: "/services" });
    // Without an enquiry, staff's booking records none.
    const plain = await createBookingAsStaff(db, staffActor, lead({ time: "11:00" }), deps);
    const [plainRow] = await db.select().from(bookings).where(eq(bookings.id, plain.body.id));
    expect(plainRow?.leadSource).toBeNull();
    const unknown = await failureOf(
      createBookingAsStaff(
        db,
        staffActor,
        lead({ time: "13:00", enquiryId: "7d3c9a52-5c1e-4c3e-9f5e-2f6d1b0a8e11" }),
        deps,
      ),
    );
    expect(unknown).toMatchObject({ status: 422, fields: { enquiryId: "Enquiry not found" } });
  });

  it("is not held to the per-address cap nor to the type's required questions", async () => {
    const { db } = current();
    await createMeetingType(
      db,
      staffActor,
      auditTypeInput({
        listed: false,
        questions: [{ label: "Company size", kind: "short", required: true }],
      }),
    );
    const deps = testDeps(NOW, { maxUpcomingPerEmail: 1 });
    for (const time of ["09:00", "11:00"])
      await createBookingAsStaff(db, staffActor, lead({ time, type: "audit" }), deps);
    const booked = await db.select().from(bookings).where(eq(bookings.email, "grace@example.com"));
    expect(booked).toHaveLength(2);
    expect(
      await failureOf(createBookingAsStaff(db, staffActor, lead({ type: "nope" }), deps)),
    ).toMatchObject({ status: 422, fields: { type: "Unknown or inactive meeting type" } });
  });
});
