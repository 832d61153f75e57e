import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { STAFF_TIME_MESSAGES, staffBookingSchema } from "@/lib/schemas/manage";
import { MEETING_TYPE_MESSAGES } from "@/lib/schemas/meeting-types";
import { createMeetingType } from "@/server/availability/meeting-types";
import { checkTypedTime } from "@/server/bookings/check-typed-time";
import { createBookingAsStaff } from "@/server/bookings/create-booking-as-staff";
import {
  adminSettings,
  blockedSlots,
  calendarBusyPeriods,
  calendarConnections,
  weeklyBreaks,
} from "@/server/db/schema";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { auditTypeInput, failureOf, resetBookingData, testDeps } from "./booking-helpers";

// What a time staff type with *Any time* falls on (ADR 0068), on both databases: read from the
// saved rules, the bookings (buffers as the exclusion constraint compares them), the connected
// calendars' busy periods and the daily and weekly limits — the moved meeting never counted against itself.

// A Friday at noon in London (UTC in January); Monday 7 January opens 09:00–17:00.
const NOW = new Date("2030-01-04T12:00:00Z");
const MONDAY = "2030-01-07";

describeEachDriver("typed time check", (current) => {
  let graceAtTen: string;

  beforeEach(async () => {
    const { db } = current();
    await resetBookingData(db);
    await db.delete(calendarConnections);
    await db
      .insert(weeklyBreaks)
      .values({ days: [1, 2, 3, 4, 5], startTime: "12:00", endTime: "13:00", label: "Lunch" });
    await db
      .insert(blockedSlots)
      .values({ blockDate: MONDAY, allDay: false, startTime: "14:00", endTime: "16:00" });
    const [work] = await db
      .insert(calendarConnections)
      .values({ kind: "ics", name: "Work", secret: "sealed", displayUrl: "calendar.example.org" })
      .returning();
    await db.insert(calendarBusyPeriods).values({
      connectionId: work!.id,
      startsAt: new Date(`${MONDAY}T19:00:00Z`),
      endsAt: new Date(`${MONDAY}T20:00:00Z`),
    });
    const booked = await createBookingAsStaff(
      db,
      staffActor,
      staffBookingSchema.parse({
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@example.com",
        contactNumber: "+44 20 7946 0958",
        date: MONDAY,
        time: "10:00",
      }),
      testDeps(NOW.toISOString()),
    );
    graceAtTen = booked.body.id;
  });

  it("says what a new booking's typed time falls on, and refuses only another booking", async () => {
    const { db } = current();
    const check = (time: string, date = MONDAY) => checkTypedTime(db, { date, time }, NOW);
    // The default type is an hour long.
    expect(await check("08:00")).toEqual({
      start: `${MONDAY}T08:00:00.000Z`,
      end: `${MONDAY}T09:00:00.000Z`,
      refusal: null,
      notes: ["Outside Monday's hours (9:00 AM–5:00 PM)"],
    });
    expect(await check("11:00")).toMatchObject({ refusal: null, notes: [] });
    expect((await check("12:30")).notes).toEqual(["Inside the break 12:00 PM–1:00 PM (Lunch)"]);
    expect((await check("13:30")).notes).toEqual(["Inside the block 2:00 PM–4:00 PM"]);
    expect((await check("19:30")).notes).toEqual([
      "Outside Monday's hours (9:00 AM–5:00 PM)",
      "Busy in the calendar Work (7:00 PM–8:00 PM)",
    ]);
    expect(await check("10:30")).toMatchObject({
      refusal: STAFF_TIME_MESSAGES.overlaps,
      notes: ["Overlaps the meeting with Grace Hopper (10:00 AM–11:00 AM)"],
    });
    // A Saturday, closed.
    expect((await check("10:00", "2030-01-05")).notes).toEqual(["Saturday is unavailable"]);
    // Booking it (anyTime) is refused where the check said so, and only there.
    const overlapping = staffBookingSchema.parse({
      firstName: "Alan",
      lastName: "Turing",
      email: "alan@example.com",
      contactNumber: "+44 20 7946 0959",
      date: MONDAY,
      time: "10:30",
      anyTime: true,
    });
    expect(
      await failureOf(
        createBookingAsStaff(db, staffActor, overlapping, testDeps(NOW.toISOString())),
      ),
    ).toMatchObject({ status: 409, fields: { time: STAFF_TIME_MESSAGES.overlaps } });
  });

  it("compares buffers as the exclusion constraint does, and names the daily limit", async () => {
    const { db } = current();
    // A type with 30 minutes after each meeting: 09:00 + 60 + 30 runs into Grace's 10:00.
    await createMeetingType(
      db,
      staffActor,
      auditTypeInput({ slug: "workshop", bufferAfterMinutes: 30, days: [2, 3] }),
    );
    expect(
      await checkTypedTime(db, { date: MONDAY, time: "09:00", type: "workshop" }, NOW),
    ).toMatchObject({
      refusal: STAFF_TIME_MESSAGES.overlaps,
      notes: [
        "Overlaps the meeting with Grace Hopper (10:00 AM–11:00 AM)",
        "AI audit is not offered on Monday",
      ],
    });
    await db.update(adminSettings).set({ maxBookingsPerDay: 1 }).where(eq(adminSettings.id, 1));
    expect((await checkTypedTime(db, { date: MONDAY, time: "11:00" }, NOW)).notes).toEqual([
      "This date already has 1 meeting (the daily limit is 1)",
    ]);
    // The weekly limit counts Monday to Sunday: Monday's meeting fills a week of one on Thursday,
    // not the week after.
    await db
      .update(adminSettings)
      .set({ maxBookingsPerDay: null, maxBookingsPerWeek: 1 })
      .where(eq(adminSettings.id, 1));
    expect((await checkTypedTime(db, { date: "2030-01-10", time: "11:00" }, NOW)).notes).toEqual([
      "This week already has 1 meeting (the weekly limit is 1)",
    ]);
    expect((await checkTypedTime(db, { date: "2030-01-14", time: "11:00" }, NOW)).notes).toEqual(
      [],
    );
  });

  it("checks a move with the meeting's own length, itself not counted", async () => {
    const { db } = current();
    await db.update(adminSettings).set({ maxBookingsPerDay: 1 }).where(eq(adminSettings.id, 1));
    // Half an hour later overlaps only Grace's own meeting, and she is the day's one meeting.
    expect(
      await checkTypedTime(db, { date: MONDAY, time: "10:30", bookingId: graceAtTen }, NOW),
    ).toEqual({
      start: `${MONDAY}T10:30:00.000Z`,
      end: `${MONDAY}T11:30:00.000Z`,
      refusal: null,
      notes: [],
    });
    expect(
      (await checkTypedTime(db, { date: MONDAY, time: "16:30", bookingId: graceAtTen }, NOW)).notes,
    ).toEqual(["Outside Monday's hours (9:00 AM–5:00 PM)"]);
  });

  it("refuses a time that has passed or that the clocks skip, as booking it would", async () => {
    const { db } = current();
    expect(
      await failureOf(checkTypedTime(db, { date: "2030-01-04", time: "11:00" }, NOW)),
    ).toMatchObject({ status: 422, fields: { time: STAFF_TIME_MESSAGES.passed } });
    expect(
      await failureOf(checkTypedTime(db, { date: "2030-03-31", time: "01:30" }, NOW)),
    ).toMatchObject({ status: 422, fields: { time: STAFF_TIME_MESSAGES.doesNotExist } });
    expect(
      await failureOf(checkTypedTime(db, { date: MONDAY, time: "10:00", type: "nope" }, NOW)),
    ).toMatchObject({ status: 422, fields: { type: MEETING_TYPE_MESSAGES.unknownType } });
    expect(
      await failureOf(
        checkTypedTime(
          db,
          { date: MONDAY, time: "10:00", bookingId: "00000000-0000-4000-8000-000000000000" },
          NOW,
        ),
      ),
    ).toMatchObject({ status: 404, message: "Booking not found" });
  });
});
