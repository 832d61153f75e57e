import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { type BookingFilter, bookingFilterSchema } from "@/lib/schemas/admin";
import { BOOKING_CSV_HEADER, bookingsToCsv } from "@/server/bookings/bookings-csv";
import { cancelBookingAsStaff } from "@/server/bookings/cancel-booking-as-staff";
import { completeEndedBookings } from "@/server/bookings/complete-ended-bookings";
import { listAllBookings, listBookings } from "@/server/bookings/list-bookings";
import { auditLog, bookings, meetingTypes } from "@/server/db/schema";
import { bookingAt, insertBooking, staffActor } from "../support/admin-fixtures";
import { csvRecords, NOTHING_MORE_RECORDED } from "../support/csv";
import { describeEachDriver } from "../support/test-database";
import { testDeps } from "./booking-helpers";

const NOW = new Date("2031-01-15T12:00:00Z");
const filter = (query: Record<string, string> = {}): BookingFilter =>
  bookingFilterSchema.parse(query);

describeEachDriver("admin bookings", (current) => {
  beforeEach(async () => {
    await current().db.delete(bookings);
  });

  it("marks a confirmed booking completed once its meeting has ended, and nothing else", async () => {
    const { db } = current();
    const ended = await insertBooking(db, bookingAt("2031-01-15T10:00:00Z"));
    const running = await insertBooking(db, bookingAt("2031-01-15T11:30:00Z"));
    const cancelled = await insertBooking(
      db,
      bookingAt("2031-01-14T10:00:00Z", { status: "cancelled" }),
    );
    expect(await completeEndedBookings(db, NOW)).toBe(1);
    expect(await completeEndedBookings(db, NOW)).toBe(0);
    const statuses = Object.fromEntries(
      (await db.select({ id: bookings.id, status: bookings.status }).from(bookings)).map((b) => [
        b.id,
        b.status,
      ]),
    );
    expect(statuses).toEqual({
      [ended.id]: "completed",
      [running.id]: "confirmed",
      [cancelled.id]: "cancelled",
    });
  });

  it("splits Upcoming (confirmed, not over, soonest first) from Past/Cancelled (newest first)", async () => {
    const { db } = current();
    await insertBooking(db, bookingAt("2031-01-20T09:00:00Z", { firstName: "Later" }));
    await insertBooking(db, bookingAt("2031-01-16T09:00:00Z", { firstName: "Sooner" }));
    await insertBooking(
      db,
      bookingAt("2031-01-18T09:00:00Z", { firstName: "Cancelled", status: "cancelled" }),
    );
    await insertBooking(db, bookingAt("2031-01-10T09:00:00Z", { firstName: "Old" }));
    await insertBooking(db, bookingAt("2031-01-12T09:00:00Z", { firstName: "Older-but-newer" }));

    const upcoming = await listBookings(db, filter({ view: "upcoming" }), NOW);
    expect(upcoming.rows.map((b) => b.firstName)).toEqual(["Sooner", "Later"]);
    expect(upcoming.total).toBe(2);

    const past = await listBookings(db, filter({ view: "past" }), NOW);
    expect(past.rows.map((b) => [b.firstName, b.status])).toEqual([
      ["Cancelled", "cancelled"],
      ["Older-but-newer", "completed"],
      ["Old", "completed"],
    ]);
  });

  it("tells an empty view from no bookings at all", async () => {
    const { db } = current();
    const none = await listBookings(db, filter({ view: "upcoming" }), NOW);
    expect([none.total, none.anyBookings]).toEqual([0, false]);
    await insertBooking(db, bookingAt("2031-01-10T09:00:00Z", { status: "cancelled" }));
    const upcoming = await listBookings(db, filter({ view: "upcoming" }), NOW);
    expect([upcoming.total, upcoming.anyBookings]).toEqual([0, true]);
    const past = await listBookings(db, filter({ view: "past" }), NOW);
    expect([past.total, past.anyBookings]).toEqual([1, true]);
  });

  it("searches first name, last name, full name and e-mail, case-insensitively and literally", async () => {
    const { db } = current();
    await insertBooking(
      db,
      bookingAt("2031-01-16T09:00:00Z", {
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@navy.example",
      }),
    );
    await insertBooking(
      db,
      bookingAt("2031-01-16T11:00:00Z", {
        firstName: "Alan",
        lastName: "Turing",
        email: "alan@bletchley.example",
      }),
    );
    await insertBooking(
      db,
      bookingAt("2031-01-16T13:00:00Z", {
        firstName: "100%",
        lastName: "Real",
        email: "percent@example.com",
      }),
    );
    const names = async (q: string) =>
      (await listBookings(db, filter({ q }), NOW)).rows.map((b) => b.firstName);
    expect(await names("HOPPER")).toEqual(["Grace"]);
    expect(await names("grace hop")).toEqual(["Grace"]);
    expect(await names("bletchley")).toEqual(["Alan"]);
    expect(await names("%")).toEqual(["100%"]);
    expect(await names("a_a")).toEqual([]);
  });

  it("filters by status and by booking-date range (inclusive)", async () => {
    const { db } = current();
    await insertBooking(db, bookingAt("2031-01-05T09:00:00Z", { status: "cancelled" }));
    await insertBooking(db, bookingAt("2031-01-06T09:00:00Z"));
    await insertBooking(db, bookingAt("2031-01-07T09:00:00Z", { status: "cancelled" }));
    const cancelled = await listBookings(db, filter({ view: "past", status: "cancelled" }), NOW);
    expect(cancelled.rows.map((b) => b.bookingDate)).toEqual(["2031-01-07", "2031-01-05"]);
    const ranged = await listBookings(
      db,
      filter({ view: "past", from: "2031-01-06", to: "2031-01-07" }),
      NOW,
    );
    expect(ranged.rows.map((b) => b.bookingDate)).toEqual(["2031-01-07", "2031-01-06"]);
    expect(ranged.rows.map((b) => b.status)).toEqual(["cancelled", "completed"]);
  });

  it("filters by meeting type, switched-off types included, in the list, the count and the CSV", async () => {
    const { db } = current();
    const [strategy] = await db
      .insert(meetingTypes)
      .values({ name: "Strategy", slug: `strategy-${Date.now()}`, durationMinutes: 45 })
      .returning();
    try {
      await insertBooking(db, bookingAt("2031-01-16T09:00:00Z", { firstName: "Plain" }));
      await insertBooking(
        db,
        bookingAt("2031-01-17T09:00:00Z", { firstName: "Chosen", meetingTypeId: strategy!.id }),
      );
      await db.update(meetingTypes).set({ active: false }).where(eq(meetingTypes.id, strategy!.id));
      const only = await listBookings(db, filter({ type: strategy!.slug }), NOW);
      expect(only.rows.map((b) => [b.firstName, b.meetingTypeName])).toEqual([
        ["Chosen", "Strategy"],
      ]);
      expect(only.total).toBe(1);
      const exported = await listAllBookings(db, filter({ type: strategy!.slug }), NOW);
      expect(exported.map((b) => b.firstName)).toEqual(["Chosen"]);
      // Any slug is a filter: one that names no type matches nothing; text that is no slug is refused.
      expect((await listBookings(db, filter({ type: "no-such-type" }), NOW)).total).toBe(0);
      expect((await listBookings(db, filter({}), NOW)).total).toBe(2);
      expect(bookingFilterSchema.safeParse({ type: "Not a slug!" }).error?.issues[0]).toMatchObject(
        { path: ["type"], message: "Meeting type must be a meeting type's slug" },
      );
    } finally {
      await db.delete(bookings);
      await db.delete(meetingTypes).where(eq(meetingTypes.id, strategy!.id));
    }
  });

  it("pages through a long list, 20 at a time", async () => {
    const { db } = current();
    for (let i = 0; i < 25; i++) {
      const start = new Date(Date.UTC(2031, 1, 1, 0, 0) + i * 60 * 60_000).toISOString();
      await insertBooking(db, bookingAt(start, { firstName: `Visitor ${i}` }));
    }
    const first = await listBookings(db, filter(), NOW);
    const second = await listBookings(db, filter({ page: "2" }), NOW);
    expect([first.total, first.pageCount, first.rows.length]).toEqual([25, 2, 20]);
    expect(second.rows.map((b) => b.firstName)).toEqual(
      [20, 21, 22, 23, 24].map((i) => `Visitor ${i}`),
    );
    const beyond = await listBookings(db, filter({ page: "3" }), NOW);
    expect(beyond.rows).toEqual([]);
  });

  it("exports the filtered list as CSV for Excel: BOM, spec columns, UTC, formula-safe", async () => {
    const { db } = current();
    await insertBooking(
      db,
      bookingAt("2031-01-16T09:00:00Z", {
        firstName: '=HYPERLINK("http://evil","x")',
        lastName: "Smith",
        notes: "Line one\nline two, with comma",
        contactType: "whatsapp",
      }),
    );
    await insertBooking(
      db,
      bookingAt("2031-01-17T09:00:00Z", { firstName: "Other", email: "other@example.com" }),
    );
    const rows = await listAllBookings(db, filter({ q: "smith" }), NOW);
    const csv = bookingsToCsv(rows);
    // A UTF-8 BOM first, so Excel reads the file as UTF-8.
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, line, end] = csv.slice(1).split("\r\n");
    expect(header).toBe(BOOKING_CSV_HEADER);
    // The spec's columns in its order, then start and end in UTC (ISO 8601).
    expect(header).toBe(
      "id,first_name,last_name,email,website,contact_type,contact_number,booking_date,time_slot,notes,timezone,timezone_offset,status,google_meet_link,starts_at_utc,ends_at_utc,cancellation_reason,meeting_type,meeting_type_name,answers,guests,no_show,utm_source,utm_medium,utm_campaign,referrer,landing_page,staff_notes,ai_assistant,hosts",
    );
    expect(line).toContain(
      `"'=HYPERLINK(""http://evil"",""x"")",Smith,ada@example.com,,whatsapp,'+441234567890,2031-01-16,09:00,"Line one\nline two, with comma",Europe/Paris,60,confirmed,,2031-01-16T09:00:00.000Z,2031-01-16T10:00:00.000Z`,
    );
    // Not cancelled (no reason), the meeting type, its slug then its name, no answers, no guests,
    // not a no-show, no source recorded, no staff notes.
    expect(csvRecords(csv)).toEqual([
      expect.objectContaining({
        first_name: '\'=HYPERLINK("http://evil","x")',
        notes: "Line one\nline two, with comma",
        cancellation_reason: "",
        meeting_type: "consultation",
        meeting_type_name: "Consultation",
        ...NOTHING_MORE_RECORDED,
      }),
    ]);
    expect(end).toBe("");
    expect(csv).not.toContain("other@example.com");
  });

  it("never returns the manage-token hash", async () => {
    const { db } = current();
    const created = await insertBooking(
      db,
      bookingAt("2031-01-16T09:00:00Z", { manageTokenHash: "secret-hash" }),
    );
    const [row] = (await listBookings(db, filter(), NOW)).rows;
    expect(row?.id).toBe(created.id);
    expect(JSON.stringify(row)).not.toContain("secret-hash");
    expect(await db.$count(bookings, eq(bookings.manageTokenHash, "secret-hash"))).toBe(1);
  });
});

describeEachDriver("admin booking cancellation", (current) => {
  beforeEach(async () => {
    await current().db.delete(bookings);
    await current().db.delete(auditLog);
  });

  it("cancels through the booking service, mails the visitor, frees the slot and audits it", async () => {
    const { db } = current();
    const deps = testDeps("2031-01-15T08:00:00Z");
    const booking = await insertBooking(
      db,
      bookingAt("2031-01-16T10:00:00Z", { email: "visitor@example.com" }),
    );
    const result = await cancelBookingAsStaff(db, staffActor, booking.id, deps);
    await result.deliver();
    expect(result.booking.status).toBe("cancelled");
    const [stored] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored?.status).toBe("cancelled");
    expect(deps.sent.map((m) => m.to)).toContain("visitor@example.com");
    // The slot is free again: the same time can be booked by someone else.
    await insertBooking(db, bookingAt("2031-01-16T10:00:00Z", { email: "next@example.com" }));
    const [entry] = await db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorEmail: "staff@example.com",
      action: "booking.cancel",
      entityId: booking.id,
      before: { status: "confirmed", email: "visitor@example.com" },
      after: { status: "cancelled", email: "visitor@example.com" },
    });
  });

  it("tells the visitor staff's reason, keeps it on the booking and in the audit row", async () => {
    const { db } = current();
    const deps = testDeps("2031-01-15T08:00:00Z");
    const booking = await insertBooking(
      db,
      bookingAt("2031-01-16T10:00:00Z", { email: "visitor@example.com" }),
    );
    const reason = "Our consultant is ill; we will call you to find a new time.";
    await (await cancelBookingAsStaff(db, staffActor, booking.id, deps, reason)).deliver();
    const [stored] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored?.cancellationReason).toBe(reason);
    const toVisitor = deps.sent.filter((m) => m.to === "visitor@example.com");
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]?.text).toMatch(/\nReason: +Our consultant is ill; we will call you/);
    const [entry] = await db.select().from(auditLog);
    expect(entry?.after).toMatchObject({ status: "cancelled", cancellationReason: reason });
  });

  it("cancels nothing and mails nobody when its audit row cannot be written (one transaction)", async () => {
    const { db } = current();
    const deps = testDeps("2031-01-15T08:00:00Z");
    const booking = await insertBooking(db, bookingAt("2031-01-16T10:00:00Z"));
    // actor_email is NOT NULL: this audit insert fails inside the cancellation's transaction.
    const brokenActor = { userId: null, email: null as unknown as string };
    await expect(cancelBookingAsStaff(db, brokenActor, booking.id, deps)).rejects.toThrow();
    const [stored] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored?.status).toBe("confirmed");
    expect(await db.$count(auditLog)).toBe(0);
    expect(deps.sent).toEqual([]);
  });

  it("answers 404 for an unknown booking and 409 for one that is not confirmed, without an audit row", async () => {
    const { db } = current();
    const deps = testDeps("2031-01-15T08:00:00Z");
    const cancelled = await insertBooking(
      db,
      bookingAt("2031-01-16T10:00:00Z", { status: "cancelled" }),
    );
    await expect(
      cancelBookingAsStaff(db, staffActor, "00000000-0000-4000-8000-000000000000", deps),
    ).rejects.toMatchObject({ status: 404 });
    await expect(cancelBookingAsStaff(db, staffActor, cancelled.id, deps)).rejects.toMatchObject({
      status: 409,
      message: "This booking is already cancelled",
    });
    expect(await db.$count(auditLog)).toBe(0);
    expect(deps.sent).toEqual([]);
  });
});
