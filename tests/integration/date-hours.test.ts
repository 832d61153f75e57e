import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { dateHoursSchema } from "@/lib/schemas/availability";
import { findCurrentConflicts } from "@/server/availability/booking-conflicts";
import { listDateHours, removeDateHours, setDateHours } from "@/server/availability/date-hours";
import { getAvailability, getSlots } from "@/server/availability/public-availability";
import { createBooking } from "@/server/bookings/create-booking";
import { auditLog, blockedSlots, bookings, dateSpecificHours } from "@/server/db/schema";
import { bookingAt, insertBooking, staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { bookingRequest, failureOf, resetBookingData, testDeps } from "./booking-helpers";

// Friday 4 January 2030, noon in London (GMT, the business zone here). Saturday the 5th and
// Sunday the 6th are closed by the weekly hours; Monday the 7th is open 09:00–17:00.
const NOW = "2030-01-04T12:00:00Z";
const SATURDAY = "2030-01-05";
const MONDAY = "2030-01-07";
const saturdayMorning = dateHoursSchema.parse({
  date: SATURDAY,
  startTime: "10:00",
  endTime: "13:00",
  slotDuration: 30,
});

describeEachDriver("date-specific hours", (current) => {
  beforeEach(async () => {
    const { db } = current();
    await resetBookingData(db);
    await db.delete(auditLog);
  });

  it("sets, replaces, lists and removes a date's hours, each change audited", async () => {
    const { db } = current();
    const now = new Date(NOW);
    const first = await setDateHours(db, staffActor, saturdayMorning, now);
    expect(first).toEqual({
      hours: { date: SATURDAY, startTime: "10:00", endTime: "13:00", slotDuration: 30 },
      conflicts: [],
    });
    await setDateHours(db, staffActor, { ...saturdayMorning, endTime: "15:00" }, now);
    await setDateHours(
      db,
      staffActor,
      { date: MONDAY, startTime: "13:00", endTime: "15:00", slotDuration: 60 },
      now,
    );
    // An earlier date already over: not listed (it no longer matters), still stored.
    await db
      .insert(dateSpecificHours)
      .values({ hoursDate: "2030-01-03", startTime: "09:00", endTime: "10:00" });
    expect((await listDateHours(db, now)).map((h) => [h.date, h.endTime])).toEqual([
      [SATURDAY, "15:00"],
      [MONDAY, "15:00"],
    ]);
    const removed = await removeDateHours(db, staffActor, MONDAY, now);
    expect(removed.hours.date).toBe(MONDAY);
    expect((await listDateHours(db, now)).map((h) => h.date)).toEqual([SATURDAY]);

    const entries = await db.select().from(auditLog).orderBy(auditLog.createdAt, auditLog.id);
    expect(entries.map((e) => [e.action, e.entity, e.entityId])).toEqual([
      ["date_hours.set", "date_specific_hours", SATURDAY],
      ["date_hours.set", "date_specific_hours", SATURDAY],
      ["date_hours.set", "date_specific_hours", MONDAY],
      ["date_hours.remove", "date_specific_hours", MONDAY],
    ]);
    expect(entries[0]).toMatchObject({ actorEmail: "staff@example.com", before: null });
    expect(entries[1]).toMatchObject({
      before: { endTime: "13:00" },
      after: { endTime: "15:00", slotDuration: 30 },
    });
    expect(entries[3]).toMatchObject({ before: { date: MONDAY }, after: null });
  });

  it("refuses a date before today, and removing hours that are not there", async () => {
    const { db } = current();
    const past = { ...saturdayMorning, date: "2030-01-03" };
    expect(await failureOf(setDateHours(db, staffActor, past, new Date(NOW)))).toMatchObject({
      status: 422,
      fields: { date: "Date must be today or later" },
    });
    expect(await failureOf(removeDateHours(db, staffActor, SATURDAY, new Date(NOW)))).toMatchObject(
      { status: 404, message: "Those date-specific hours no longer exist" },
    );
    // The database holds the same rules as the form.
    await expect(
      db
        .insert(dateSpecificHours)
        .values({ hoursDate: SATURDAY, startTime: "13:00", endTime: "10:00" }),
    ).rejects.toThrow();
    await expect(
      db
        .insert(dateSpecificHours)
        .values({ hoursDate: SATURDAY, startTime: "10:00", endTime: "13:00", slotDuration: 20 }),
    ).rejects.toThrow();
  });

  it("opens a closed weekday to visitors, who can book it", async () => {
    const { db } = current();
    const now = new Date(NOW);
    const before = await getAvailability(db, { from: SATURDAY, to: "2030-01-06" }, now);
    expect(before.days.map((d) => d.status)).toEqual(["closed", "closed"]);
    await setDateHours(db, staffActor, saturdayMorning, now);
    const after = await getAvailability(db, { from: SATURDAY, to: "2030-01-06" }, now);
    expect(after.days.map((d) => d.status)).toEqual(["available", "closed"]);
    const slots = await getSlots(db, SATURDAY, now);
    expect(slots.slotDuration).toBe(30);
    expect(slots.slots.map((s) => s.time)).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
    ]);
    const booked = await createBooking(
      db,
      bookingRequest({ date: SATURDAY, time: "11:30" }),
      { ip: null },
      testDeps(NOW),
    );
    expect(booked.body).toMatchObject({ date: SATURDAY, time: "11:30" });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booked.body.id));
    expect(row?.endsAt.toISOString()).toBe("2030-01-05T12:00:00.000Z");
    // A time outside the date's hours is refused as any unoffered time is.
    const outside = createBooking(
      db,
      bookingRequest({ date: SATURDAY, time: "14:00" }),
      { ip: null },
      testDeps(NOW),
    );
    expect((await failureOf(outside))?.status).toBe(409);
  });

  it("narrows an open weekday on one date, and an all-day block still closes it", async () => {
    const { db } = current();
    const now = new Date(NOW);
    await setDateHours(
      db,
      staffActor,
      { date: MONDAY, startTime: "14:00", endTime: "16:00", slotDuration: 60 },
      now,
    );
    expect((await getSlots(db, MONDAY, now)).slots.map((s) => s.time)).toEqual(["14:00", "15:00"]);
    expect((await getSlots(db, "2030-01-14", now)).slots).toHaveLength(8);
    await db.insert(blockedSlots).values({ blockDate: MONDAY, allDay: true });
    expect((await getSlots(db, MONDAY, now)).slots).toEqual([]);
  });

  it("answers each change with that date's bookings left outside, which stay booked", async () => {
    const { db } = current();
    const now = new Date(NOW);
    await setDateHours(db, staffActor, saturdayMorning, now);
    const booked = await insertBooking(
      db,
      bookingAt("2030-01-05T11:00:00Z", { firstName: "Saturday" }),
    );
    await insertBooking(db, bookingAt("2030-01-07T09:00:00Z", { firstName: "Monday" }));
    expect(await findCurrentConflicts(db, now)).toEqual([]);

    const narrowed = await setDateHours(
      db,
      staffActor,
      { ...saturdayMorning, startTime: "11:30" },
      now,
    );
    expect(narrowed.conflicts.map((c) => [c.name, c.reasons])).toEqual([
      ["Saturday Lovelace", ["Outside this date's hours (11:30 AM–1:00 PM)"]],
    ]);
    // Given back to its weekday's hours, the Saturday is closed again: the answer says so.
    const removed = await removeDateHours(db, staffActor, SATURDAY, now);
    expect(removed.conflicts.map((c) => [c.name, c.reasons])).toEqual([
      ["Saturday Lovelace", ["Saturday is unavailable"]],
    ]);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row?.status).toBe("confirmed");
  });
});
