import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { RESCHEDULE_MESSAGES } from "@/lib/schemas/manage";
import { MEETING_TYPE_MESSAGES, meetingTypeInputSchema } from "@/lib/schemas/meeting-types";
import { findCurrentConflicts } from "@/server/availability/booking-conflicts";
import {
  createMeetingType,
  findLinkedMeetingType,
  listMeetingTypes,
  listPublicMeetingTypes,
  moveMeetingType,
  updateMeetingType,
} from "@/server/availability/meeting-types";
import { getAvailability, getSlots } from "@/server/availability/public-availability";
import { createBooking } from "@/server/bookings/create-booking";
import { managedBookingByToken, rescheduleByToken } from "@/server/bookings/manage-booking";
import { moveAvailability, moveSlots } from "@/server/bookings/move-options";
import type { Database } from "@/server/db";
import { openDatabase } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { auditLog, bookings, meetingTypes } from "@/server/db/schema";
import { bookingAt } from "../support/admin-fixtures";
import { describeEachDriver, pgErrorCode } from "../support/test-database";
import {
  bookingRequest,
  countStatuses,
  failureOf,
  resetBookingData,
  statusOf,
  testDeps,
} from "./booking-helpers";

// Meeting types (issue 15, ADR 0056) on both databases: the admin's list, the public API with
// `type`, bookings that carry their type's buffers, and the exclusion constraint comparing the
// buffered ranges — so two meetings never sit closer than their buffers allow, even in a race.

const NOW = "2030-01-04T12:00:00Z"; // Friday noon, London
const MONDAY = "2030-01-07";
const actor = { userId: null, email: "owner@agency.test" };
const times = (body: { slots: { time: string }[] }) => body.slots.map((s) => s.time);

const intro = (overrides: Partial<Parameters<typeof meetingTypeInputSchema.parse>[0]> = {}) =>
  meetingTypeInputSchema.parse({
    name: "Intro call",
    slug: "intro",
    durationMinutes: 30,
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 15,
    minimumNoticeMinutes: null,
    description: "Twenty minutes to see whether we fit.",
    active: true,
    ...overrides,
  });

/** Books an intro call on MONDAY at `time`; answers its manage token. */
async function bookIntro(db: Database, time: string, deps: ReturnType<typeof testDeps>) {
  const { body } = await createBooking(
    db,
    bookingRequest({ type: "intro", time }),
    { ip: null },
    deps,
  );
  return body.manageUrl.split("/").at(-1)!;
}

describeEachDriver("meeting types", (current, driver) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
  });

  it("starts with the seeded Consultation, and one type behaves as before", async () => {
    const { db } = current();
    expect(await listPublicMeetingTypes(db)).toEqual({
      meetingTypes: [
        {
          slug: "consultation",
          name: "Consultation",
          durationMinutes: 60,
          description: expect.any(String),
          days: null,
          offeredFrom: null,
          offeredUntil: null,
          questions: [],
          assignment: "round_robin",
          hosts: [{ name: "Host", slug: "host" }],
        },
      ],
    });
    const plain = await getSlots(db, MONDAY, new Date(NOW));
    expect(await getSlots(db, MONDAY, new Date(NOW), "consultation")).toEqual(plain);
    expect(times(plain)).toHaveLength(8);
    expect([times(plain)[0], times(plain).at(-1)]).toEqual(["09:00", "16:00"]);
    const { body } = await createBooking(db, bookingRequest(), { ip: null }, testDeps(NOW));
    const [row] = await db.select().from(bookings).where(eq(bookings.id, body.id));
    const [consultation] = await db
      .select()
      .from(meetingTypes)
      .where(eq(meetingTypes.slug, "consultation"));
    expect(row?.meetingTypeId).toBe(consultation?.id);
    expect([row?.bufferBeforeMinutes, row?.bufferAfterMinutes]).toEqual([0, 0]);
  });

  it("offers a type's own slots and refuses an unknown or inactive type with a 422 naming type", async () => {
    const { db } = current();
    await createMeetingType(db, actor, intro({ bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }));
    const slots = await getSlots(db, MONDAY, new Date(NOW), "intro");
    expect(slots.slotDuration).toBe(30);
    expect(times(slots)).toHaveLength(16);
    expect(times(slots).slice(0, 3)).toEqual(["09:00", "09:30", "10:00"]);
    // Without a type: the first active one, Consultation.
    expect((await getSlots(db, MONDAY, new Date(NOW))).slotDuration).toBe(60);

    for (const slug of ["nope", "Intro"]) {
      const failure = await failureOf(getSlots(db, MONDAY, new Date(NOW), slug));
      expect(failure).toMatchObject({
        status: 422,
        fields: { type: MEETING_TYPE_MESSAGES.unknownType },
      });
    }
    const [row] = await db.select().from(meetingTypes).where(eq(meetingTypes.slug, "intro"));
    await updateMeetingType(db, actor, { ...intro(), id: row!.id, active: false });
    const off = await failureOf(
      getAvailability(db, { from: MONDAY, to: MONDAY, type: "intro" }, new Date(NOW)),
    );
    expect(off).toMatchObject({ status: 422, fields: { type: MEETING_TYPE_MESSAGES.unknownType } });
    const booking = await failureOf(
      createBooking(db, bookingRequest({ type: "intro" }), { ip: null }, testDeps(NOW)),
    );
    expect(booking).toMatchObject({
      status: 422,
      fields: { type: MEETING_TYPE_MESSAGES.unknownType },
    });
  });

  it("keeps a new meeting plus its buffers clear of bookings with their own buffers", async () => {
    const { db } = current();
    await createMeetingType(db, actor, intro());
    const deps = testDeps(NOW);
    // Consultation 10:00–11:00 (no buffers); an intro at 11:00 would need 10:45–11:45.
    await createBooking(db, bookingRequest({ time: "10:00" }), { ip: null }, deps);
    const offered = times(await getSlots(db, MONDAY, new Date(NOW), "intro"));
    expect(offered).not.toContain("09:30");
    expect(offered).not.toContain("11:00");
    expect(offered).toContain("11:30");
    const taken = await failureOf(
      createBooking(db, bookingRequest({ type: "intro", time: "11:00" }), { ip: null }, deps),
    );
    expect(taken.status).toBe(409);

    const { body } = await createBooking(
      db,
      bookingRequest({ type: "intro", time: "11:30" }),
      { ip: null },
      deps,
    );
    const [row] = await db
      .select({ range: bookings.busyRange, before: bookings.bufferBeforeMinutes })
      .from(bookings)
      .where(eq(bookings.id, body.id));
    expect(row?.before).toBe(15);
    const [bounds] = await queryRows<{ lo: string; hi: string }>(
      db,
      sql`SELECT lower(busy_range) AS lo, upper(busy_range) AS hi FROM bookings WHERE id = ${body.id}`,
    );
    expect(new Date(bounds!.lo).toISOString()).toBe("2030-01-07T11:15:00.000Z");
    expect(new Date(bounds!.hi).toISOString()).toBe("2030-01-07T12:15:00.000Z");
    // The Consultation at 12:00 now collides with the intro's after-buffer; 13:00 is clear.
    const consultation = times(await getSlots(db, MONDAY, new Date(NOW)));
    expect(consultation).not.toContain("12:00");
    expect(consultation).toContain("13:00");
  });

  it("the exclusion constraint compares buffered ranges (rows written straight to the table)", async () => {
    const { db } = current();
    const base = {
      firstName: "A",
      lastName: "B",
      email: "constraint@example.com",
      contactNumber: "+44 20 7946 0958",
      bookingDate: MONDAY,
    };
    await db.insert(bookings).values({
      ...base,
      timeSlot: "10:00",
      startsAt: new Date("2030-01-07T10:00:00Z"),
      endsAt: new Date("2030-01-07T11:00:00Z"),
      bufferAfterMinutes: 10,
    });
    const tooClose = db.insert(bookings).values({
      ...base,
      timeSlot: "11:05",
      startsAt: new Date("2030-01-07T11:05:00Z"),
      endsAt: new Date("2030-01-07T11:35:00Z"),
    });
    expect(await tooClose.then(() => "inserted", pgErrorCode)).toBe("23P01");
    const beforeBuffer = db.insert(bookings).values({
      ...base,
      timeSlot: "11:10",
      startsAt: new Date("2030-01-07T11:10:00Z"),
      endsAt: new Date("2030-01-07T11:40:00Z"),
      bufferBeforeMinutes: 5,
    });
    expect(await beforeBuffer.then(() => "inserted", pgErrorCode)).toBe("23P01");
    await db.insert(bookings).values({
      ...base,
      timeSlot: "11:15",
      startsAt: new Date("2030-01-07T11:15:00Z"),
      endsAt: new Date("2030-01-07T11:45:00Z"),
      bufferBeforeMinutes: 5,
    });
    expect(await db.$count(bookings, eq(bookings.status, "confirmed"))).toBe(2);
  });

  it("parallel bookings of two types whose buffers collide: exactly one wins", async () => {
    const handle =
      driver === "postgres"
        ? await openDatabase({ driver: "postgres", url: current().url!, poolSize: 40 })
        : null;
    const db: Database = handle?.db ?? current().db;
    try {
      await createMeetingType(db, actor, intro());
      const deps = testDeps(NOW);
      // Consultations at 10:00 (10:00–11:00) and intros at 11:00 (10:45–11:45 with buffers):
      // each passes the recheck alone, but no two of them may both be confirmed.
      const racers = Array.from({ length: 30 }, (_, i) =>
        bookingRequest({
          email: `race-${i}@example.com`,
          ...(i % 2 === 0 ? { time: "10:00" } : { time: "11:00", type: "intro" }),
        }),
      );
      const statuses = await Promise.all(
        racers.map((request) => statusOf(createBooking(db, request, { ip: null }, deps))),
      );
      expect(countStatuses(statuses)).toEqual({ 201: 1, 409: 29 });
      const rows = await db
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.bookingDate, MONDAY));
      expect(rows).toEqual([{ status: "confirmed" }]);
    } finally {
      await handle?.close();
    }
  });

  it("moves a booking within its own type, and the manage view names the type", async () => {
    const { db } = current();
    await createMeetingType(db, actor, intro({ bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }));
    const deps = testDeps(NOW);
    const token = await bookIntro(db, "09:30", deps);
    expect(await managedBookingByToken(db, token, deps)).toMatchObject({ type: "intro" });
    // 10:30 exists for the intro's 30-minute steps, not for Consultation's hours.
    const { booking } = await rescheduleByToken(db, token, { date: MONDAY, time: "10:30" }, deps);
    expect(booking).toMatchObject({
      type: "intro",
      time: "10:30",
      start: "2030-01-07T10:30:00.000Z",
      end: "2030-01-07T11:00:00.000Z",
    });
  });

  it("a type switched off still moves its own bookings: the move options read its times", async () => {
    const { db } = current();
    const created = await createMeetingType(db, actor, intro());
    const deps = testDeps(NOW);
    const now = new Date(NOW);
    const token = await bookIntro(db, "10:00", deps);
    const { id: _id, sortOrder: _s, ...fields } = created;
    await updateMeetingType(db, actor, { ...fields, id: created.id, active: false });
    // No longer offered to new bookings…
    expect((await failureOf(getSlots(db, MONDAY, now, "intro"))).status).toBe(422);
    // …but its booking reads where it can move: its own time (09:45–10:45 with its buffers) is
    // free for it, so 09:30 and 10:30 are offered; its current 10:00 is not a move.
    const offered = times(await moveSlots(db, { booking: { manageToken: token }, now }, MONDAY));
    expect(offered).toContain("10:30");
    expect(offered).toContain("09:30");
    expect(offered).not.toContain("10:00");
    const month = await moveAvailability(
      db,
      { booking: { manageToken: token }, now },
      { from: MONDAY, to: "2030-01-13" },
    );
    expect(month.days.map((d) => d.status)).toEqual([
      "available",
      "available",
      "available",
      "available",
      "available",
      "closed",
      "closed",
    ]);
    const { booking } = await rescheduleByToken(db, token, { date: MONDAY, time: "10:30" }, deps);
    expect(booking).toMatchObject({ type: "intro", time: "10:30" });
    // Staff read the same times by id; with the override, inside the minimum notice too.
    const id = booking.id;
    const staffNow = new Date("2030-01-07T09:10:00Z");
    const withNotice = times(await moveSlots(db, { booking: { id }, now: staffNow }, MONDAY));
    expect(withNotice[0]).toBe("11:30"); // the settings' 120 minutes; its own 10:30 left out
    const overridden = await moveSlots(
      db,
      { booking: { id }, now: staffNow, overrideNotice: true },
      MONDAY,
    );
    expect(times(overridden)[0]).toBe("09:30");
    // Unknown links and bookings that cannot move are refused, naming why.
    const unknown = await failureOf(
      moveSlots(db, { booking: { manageToken: "x".repeat(43) }, now }, MONDAY),
    );
    expect(unknown).toMatchObject({ status: 404, message: "This link is not valid" });
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, id));
    const cancelled = await failureOf(
      moveSlots(db, { booking: { manageToken: token }, now }, MONDAY),
    );
    expect(cancelled).toMatchObject({ status: 422, message: RESCHEDULE_MESSAGES.notUpcoming });
  });

  it("a type's own minimum notice replaces the setting, for booking and for moving", async () => {
    const { db } = current();
    // Monday 10:00 is 70 hours after NOW: inside a 4,500-minute notice, outside 4,000.
    const created = await createMeetingType(db, actor, intro({ minimumNoticeMinutes: 4_500 }));
    const deps = testDeps(NOW);
    expect(times(await getSlots(db, MONDAY, new Date(NOW), "intro"))).not.toContain("10:00");
    expect(times(await getSlots(db, MONDAY, new Date(NOW), "intro"))).toContain("15:00");
    const { id: _id, sortOrder: _s, ...fields } = created;
    await updateMeetingType(db, actor, { ...fields, id: created.id, minimumNoticeMinutes: 4_000 });
    const token = await bookIntro(db, "10:00", deps);
    expect((await managedBookingByToken(db, token, deps)).canReschedule).toBe(true);
    await updateMeetingType(db, actor, { ...fields, id: created.id, minimumNoticeMinutes: 4_500 });
    expect((await managedBookingByToken(db, token, deps)).canReschedule).toBe(false);
    const late = await failureOf(
      rescheduleByToken(db, token, { date: "2030-01-08", time: "10:00" }, deps),
    );
    expect(late.status).toBe(422);
  });

  it("admin: create, edit, order and switch off, audited; slugs unique; one type stays on", async () => {
    const { db } = current();
    const created = await createMeetingType(db, actor, intro());
    expect(created.sortOrder).toBe(1);
    const again = await failureOf(createMeetingType(db, actor, intro({ name: "Other" })));
    expect(again).toMatchObject({ status: 422, fields: { slug: MEETING_TYPE_MESSAGES.slugTaken } });

    await moveMeetingType(db, actor, { id: created.id, direction: "up" });
    expect((await listMeetingTypes(db)).map((t) => t.slug)).toEqual(["intro", "consultation"]);
    // The first active type is now the default: no `type` gives the intro, which as the default
    // follows the weekday's slot_duration (60) for step and length (ADR 0056).
    expect((await getSlots(db, MONDAY, new Date(NOW))).slotDuration).toBe(60);
    expect(times(await getSlots(db, MONDAY, new Date(NOW))).slice(0, 2)).toEqual([
      "09:00",
      "10:00",
    ]);

    const [consultation] = await db
      .select()
      .from(meetingTypes)
      .where(eq(meetingTypes.slug, "consultation"));
    const { id: _id, createdAt: _c, updatedAt: _u, sortOrder: _s, ...fields } = consultation!;
    await updateMeetingType(db, actor, { ...fields, id: consultation!.id, active: false });
    const last = await failureOf(
      updateMeetingType(db, actor, { ...intro(), id: created.id, active: false }),
    );
    expect(last).toMatchObject({
      status: 422,
      fields: { active: MEETING_TYPE_MESSAGES.lastActive },
    });
    expect((await listPublicMeetingTypes(db)).meetingTypes.map((t) => t.slug)).toEqual(["intro"]);

    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, "meeting_types"));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["meeting_type.create", "meeting_type.move", "meeting_type.update"]),
    );
  });

  it("an unlisted type is booked only through its link, and never becomes the default", async () => {
    const { db } = current();
    const secret = await createMeetingType(
      db,
      actor,
      intro({ slug: "strategy", name: "Strategy session", listed: false }),
    );
    expect((await listPublicMeetingTypes(db)).meetingTypes.map((t) => t.slug)).toEqual([
      "consultation",
    ]);
    expect(await findLinkedMeetingType(db, "strategy")).toEqual({
      type: {
        slug: "strategy",
        name: "Strategy session",
        durationMinutes: 30,
        description: "Twenty minutes to see whether we fit.",
        days: null,
        offeredFrom: null,
        offeredUntil: null,
        questions: [],
        assignment: "round_robin",
        hosts: [{ name: "Host", slug: "host" }],
      },
      listed: false,
    });
    expect((await findLinkedMeetingType(db, "consultation"))?.listed).toBe(true);
    expect(await findLinkedMeetingType(db, "nope")).toBeNull();
    // Its link books it.
    expect((await getSlots(db, MONDAY, new Date(NOW), "strategy")).slotDuration).toBe(30);
    const { body } = await createBooking(
      db,
      bookingRequest({ type: "strategy", time: "09:30" }),
      { ip: null },
      testDeps(NOW),
    );
    const [row] = await db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(row?.meetingTypeId).toBe(secret.id);
    // First in the order, it is still not what /book and the API use without a type.
    await moveMeetingType(db, actor, { id: secret.id, direction: "up" });
    expect((await listMeetingTypes(db)).map((t) => t.slug)).toEqual(["strategy", "consultation"]);
    expect((await getSlots(db, MONDAY, new Date(NOW))).slotDuration).toBe(60);
    // Nor is it the database's default for a row written without a type.
    const [written] = await db
      .insert(bookings)
      .values(bookingAt("2030-01-08T10:00:00Z"))
      .returning({ type: bookings.meetingTypeId });
    expect(written?.type).not.toBe(secret.id);
  });

  it("keeps one active type listed on /book", async () => {
    const { db } = current();
    await createMeetingType(db, actor, intro({ listed: false }));
    const [consultation] = await listMeetingTypes(db);
    const edit = (changes: { active?: boolean; listed?: boolean }) => {
      const { sortOrder: _, ...input } = { ...consultation!, ...changes };
      return updateMeetingType(db, actor, input);
    };
    expect(await failureOf(edit({ listed: false }))).toMatchObject({
      status: 422,
      fields: { listed: MEETING_TYPE_MESSAGES.lastListed },
    });
    // Switched off, another type would still be active, but none listed.
    expect(await failureOf(edit({ active: false }))).toMatchObject({
      status: 422,
      fields: { active: MEETING_TYPE_MESSAGES.lastListed },
    });
    const [, introRow] = await listMeetingTypes(db);
    const { sortOrder: _, ...introInput } = { ...introRow!, listed: true };
    await updateMeetingType(db, actor, introInput);
    await edit({ listed: false });
    expect((await listPublicMeetingTypes(db)).meetingTypes.map((t) => t.slug)).toEqual(["intro"]);
    // Without a type, a booking takes the first listed one: intro.
    const { body } = await createBooking(db, bookingRequest(), { ip: null }, testDeps(NOW));
    const [row] = await db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(row?.meetingTypeId).toBe(introRow?.id);
  });

  it("a type offered on some weekdays only: the others read closed, for booking and moving", async () => {
    const { db } = current();
    const now = new Date(NOW);
    // Monday 7 and Tuesday 8 January.
    const created = await createMeetingType(db, actor, intro({ days: [0, 1, 2, 3, 4, 5, 6] }));
    // All seven days are stored as every day.
    expect(created.days).toBeNull();
    const deps = testDeps(NOW);
    const token = await bookIntro(db, "09:30", deps);
    const mondaysOnly = await updateMeetingType(db, actor, {
      ...intro(),
      id: created.id,
      days: [1],
    });
    expect(mondaysOnly.days).toEqual([1]);
    const week = await getAvailability(db, { from: MONDAY, to: "2030-01-08", type: "intro" }, now);
    expect(week.days).toEqual([
      { date: MONDAY, status: "available" },
      { date: "2030-01-08", status: "closed" },
    ]);
    expect(times(await getSlots(db, "2030-01-08", now, "intro"))).toEqual([]);
    const refused = await failureOf(
      createBooking(
        db,
        bookingRequest({ type: "intro", date: "2030-01-08", time: "10:00" }),
        { ip: null },
        deps,
      ),
    );
    expect(refused.status).toBe(409);
    // Its bookings move only to its days.
    const moves = await moveAvailability(
      db,
      { booking: { manageToken: token }, now },
      { from: MONDAY, to: "2030-01-08" },
    );
    expect(moves.days.map((d) => d.status)).toEqual(["available", "closed"]);
    // An edit without days keeps them; the default type is not touched.
    const { days: _omitted, ...withoutDays } = intro({ name: "Intro" });
    expect((await updateMeetingType(db, actor, { ...withoutDays, id: created.id })).days).toEqual([
      1,
    ]);
    expect((await getSlots(db, "2030-01-08", now)).slots).not.toHaveLength(0);

    // Offered on Tuesdays only: the Monday intro already booked is listed, with why.
    await updateMeetingType(db, actor, { ...intro(), id: created.id, days: [2] });
    const conflicts = await findCurrentConflicts(db, now);
    expect(conflicts.map((c) => [c.date, c.start, c.reasons])).toEqual([
      [MONDAY, "09:30", ["Intro call is not offered on Monday"]],
    ]);
    // The database keeps the days a set of weekdays.
    const refusedDays = (days: number[]) =>
      db
        .update(meetingTypes)
        .set({ days })
        .where(eq(meetingTypes.id, created.id))
        .then(() => "written", pgErrorCode);
    expect(await refusedDays([])).toBe("23514");
    expect(await refusedDays([7])).toBe("23514");
  });

  it("a type offered in some hours only: its times stay inside them, and bookings outside are listed", async () => {
    const { db } = current();
    const now = new Date(NOW);
    const created = await createMeetingType(
      db,
      actor,
      intro({ bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }),
    );
    const deps = testDeps(NOW);
    await bookIntro(db, "10:00", deps);
    const afternoons = { offeredFrom: "13:00", offeredUntil: "16:00" };
    const saved = await updateMeetingType(db, actor, {
      ...intro({ bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }),
      ...afternoons,
      id: created.id,
    });
    expect(saved).toMatchObject(afternoons);
    expect(times(await getSlots(db, MONDAY, now, "intro"))).toEqual([
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
    ]);
    const refused = await failureOf(
      createBooking(db, bookingRequest({ type: "intro", time: "11:00" }), { ip: null }, deps),
    );
    expect(refused.status).toBe(409);
    // The morning intro already booked stays booked, and is listed with why.
    expect((await findCurrentConflicts(db, now)).map((c) => [c.start, c.reasons])).toEqual([
      ["10:00", ["Outside Intro call's hours (1:00 PM–4:00 PM)"]],
    ]);
    // Kept by an edit that does not send them; cleared by null.
    const { offeredFrom: _f, offeredUntil: _u, ...withoutHours } = intro({ name: "Intro" });
    expect(await updateMeetingType(db, actor, { ...withoutHours, id: created.id })).toMatchObject(
      afternoons,
    );
    const cleared = await updateMeetingType(db, actor, {
      ...intro(),
      offeredFrom: null,
      offeredUntil: null,
      id: created.id,
    });
    expect([cleared.offeredFrom, cleared.offeredUntil]).toEqual([null, null]);
    expect(await findCurrentConflicts(db, now)).toEqual([]);
    // The database keeps both or neither, the end after the start.
    const refusedHours = (offeredFrom: string | null, offeredUntil: string | null) =>
      db
        .update(meetingTypes)
        .set({ offeredFrom, offeredUntil })
        .where(eq(meetingTypes.id, created.id))
        .then(() => "written", pgErrorCode);
    expect(await refusedHours("13:00", null)).toBe("23514");
    expect(await refusedHours("13:00", "12:00")).toBe("23514");
    expect(await refusedHours("1 pm", "16:00")).toBe("23514");
  });
});
