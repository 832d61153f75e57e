import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { meetingTypeInputSchema } from "@/lib/schemas/meeting-types";
import {
  createMeetingType,
  listMeetingTypes,
  updateMeetingType,
} from "@/server/availability/meeting-types";
import { getAvailability, getSlots } from "@/server/availability/public-availability";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { createBooking } from "@/server/bookings/create-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import type { Database } from "@/server/db";
import { openDatabase } from "@/server/db/client";
import { adminSettings, bookings, meetingTypes } from "@/server/db/schema";
import { describeEachDriver } from "../support/test-database";
import {
  bookingRequest,
  countStatuses,
  failureOf,
  resetBookingData,
  statusOf,
  testDeps,
} from "./booking-helpers";

// Friday 4 January 2030, noon in London. Monday the 7th and Tuesday the 8th are open 09:00–17:00.
const NOW = "2030-01-04T12:00:00Z";
const MONDAY = "2030-01-07";
const TUESDAY = "2030-01-08";

const setLimit = (db: Database, maxBookingsPerDay: number | null) =>
  db.update(adminSettings).set({ maxBookingsPerDay }).where(eq(adminSettings.id, 1));

/** Runs `race` on a pool of 8 PostgreSQL connections (PGlite has one), closed after. */
async function racing(
  database: { db: Database; url?: string },
  driver: string,
  race: (db: Database) => Promise<void>,
) {
  const handle =
    driver === "postgres"
      ? await openDatabase({ driver: "postgres", url: database.url!, poolSize: 8 })
      : null;
  try {
    await race(handle?.db ?? database.db);
  } finally {
    await handle?.close();
  }
}

const book = (db: Database, date: string, time: string) =>
  createBooking(db, bookingRequest({ date, time }), { ip: null }, testDeps(NOW));

describeEachDriver("the daily limit", (current, driver) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
  });

  it("makes a date full once it holds the limit; a cancellation opens it again", async () => {
    const { db } = current();
    await setLimit(db, 2);
    await book(db, MONDAY, "09:00");
    const second = await book(db, MONDAY, "13:00");
    const statuses = async () =>
      (await getAvailability(db, { from: MONDAY, to: TUESDAY }, new Date(NOW))).days.map(
        (d) => d.status,
      );
    expect(await statuses()).toEqual(["full", "available"]);
    expect((await getSlots(db, MONDAY, new Date(NOW))).slots).toEqual([]);
    expect(await failureOf(book(db, MONDAY, "15:00"))).toMatchObject({
      status: 409,
      message: "Selected time slot is no longer available",
    });
    await cancelBooking(db, second.body.id, { by: "staff" }, testDeps(NOW));
    expect(await statuses()).toEqual(["available", "available"]);
    await book(db, MONDAY, "15:00");
    // Lifted, the date offers its remaining times again.
    await setLimit(db, null);
    expect((await getSlots(db, MONDAY, new Date(NOW))).slots.map((s) => s.time)).toEqual([
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "16:00",
    ]);
  });

  it("lets a booking move within its own full date, never onto another full one", async () => {
    const { db } = current();
    await setLimit(db, 1);
    const monday = await book(db, MONDAY, "09:00");
    await book(db, TUESDAY, "09:00");
    const moved = await rescheduleBooking(
      db,
      monday.body.id,
      { date: MONDAY, time: "14:00" },
      { by: "visitor" },
      testDeps(NOW),
    );
    expect(moved.booking).toMatchObject({ date: MONDAY, time: "14:00" });
    const ontoFull = rescheduleBooking(
      db,
      monday.body.id,
      { date: TUESDAY, time: "14:00" },
      { by: "staff", overrideNotice: true },
      testDeps(NOW),
    );
    expect((await failureOf(ontoFull))?.status).toBe(409);
  });

  it("holds when visitors race for the last meetings of a date", async () => {
    // On PostgreSQL, a pool of 8 connections so the bookings really run at once: they queue on
    // the date's lock, and each recheck counts the ones committed before it.
    await racing(current(), driver, async (db) => {
      await setLimit(db, 3);
      const times = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"];
      const attempts = times.map((time) => statusOf(book(db, MONDAY, time)));
      expect(countStatuses(await Promise.all(attempts))).toEqual({ 201: 3, 409: 5 });
      const confirmed = await db.$count(
        bookings,
        and(eq(bookings.bookingDate, MONDAY), eq(bookings.status, "confirmed")),
      );
      expect(confirmed).toBe(3);
    });
  });
});

const setWeeklyLimit = (db: Database, maxBookingsPerWeek: number | null) =>
  db.update(adminSettings).set({ maxBookingsPerWeek }).where(eq(adminSettings.id, 1));

describeEachDriver("the weekly limit", (current, driver) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
  });

  it("makes every date of a week full once it holds the limit, not the next week", async () => {
    const { db } = current();
    await setWeeklyLimit(db, 2);
    await book(db, MONDAY, "09:00");
    const wednesday = await book(db, "2030-01-09", "10:00");
    const statuses = async () =>
      (await getAvailability(db, { from: MONDAY, to: "2030-01-14" }, new Date(NOW))).days.map(
        (d) => d.status,
      );
    // Monday to Friday full, the weekend closed, the next Monday open.
    expect(await statuses()).toEqual([
      "full",
      "full",
      "full",
      "full",
      "full",
      "closed",
      "closed",
      "available",
    ]);
    expect(await failureOf(book(db, "2030-01-10", "11:00"))).toMatchObject({
      status: 409,
      message: "Selected time slot is no longer available",
    });
    // A meeting of the full week can still move inside it; a cancellation opens the week.
    const moved = await rescheduleBooking(
      db,
      wednesday.body.id,
      { date: "2030-01-11", time: "14:00" },
      { by: "visitor" },
      testDeps(NOW),
    );
    expect(moved.booking).toMatchObject({ date: "2030-01-11", time: "14:00" });
    await cancelBooking(db, wednesday.body.id, { by: "staff" }, testDeps(NOW));
    expect((await statuses()).slice(0, 5)).toEqual(Array(5).fill("available"));
  });

  it("holds when visitors race for a week's last meetings on different dates", async () => {
    // Different dates do not share a date's lock: with a weekly limit, writers queue on the week.
    await racing(current(), driver, async (db) => {
      await setWeeklyLimit(db, 3);
      const dates = ["2030-01-07", "2030-01-08", "2030-01-09", "2030-01-10"];
      const attempts = dates.flatMap((date) =>
        ["10:00", "14:00"].map((time) => statusOf(book(db, date, time))),
      );
      expect(countStatuses(await Promise.all(attempts))).toEqual({ 201: 3, 409: 5 });
      expect(await db.$count(bookings, eq(bookings.status, "confirmed"))).toBe(3);
    });
  });
});

// A meeting type's own daily limit (ADR 0048): the seeded Consultation limited to
// two a day, beside a Workshop with no limit of its own.
const setTypeLimit = (db: Database, maxBookingsPerDay: number | null) =>
  db.update(meetingTypes).set({ maxBookingsPerDay }).where(eq(meetingTypes.slug, "consultation"));
const staff = { userId: null, email: "owner@agency.test" };

describeEachDriver("a meeting type's daily limit", (current, driver) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
  });

  const workshop = (db: Database) =>
    createMeetingType(
      db,
      staff,
      meetingTypeInputSchema.parse({
        name: "Workshop",
        slug: "workshop",
        durationMinutes: 60,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeMinutes: null,
        description: "",
        active: true,
      }),
    );

  it("makes a date full for that type only, and the type's edit keeps it when left out", async () => {
    const { db } = current();
    await workshop(db);
    await setTypeLimit(db, 2);
    await book(db, MONDAY, "09:00");
    await book(db, MONDAY, "10:00");
    const statuses = async (type?: string) =>
      (await getAvailability(db, { from: MONDAY, to: TUESDAY, type }, new Date(NOW))).days.map(
        (d) => d.status,
      );
    expect(await statuses()).toEqual(["full", "available"]);
    expect(await failureOf(book(db, MONDAY, "15:00"))).toMatchObject({ status: 409 });
    // The Workshop still has Monday's free hours: the limit is the Consultation's own.
    expect(await statuses("workshop")).toEqual(["available", "available"]);
    expect((await getSlots(db, MONDAY, new Date(NOW), "workshop")).slots).toHaveLength(6);

    // Edited without the field (a script from before), the limit stays; null lifts it.
    const [consultation] = (await listMeetingTypes(db)).filter((t) => t.slug === "consultation");
    const { id, sortOrder: _s, maxBookingsPerDay, ...fields } = consultation!;
    expect(maxBookingsPerDay).toBe(2);
    await updateMeetingType(db, staff, { ...fields, id, name: "Consultation call" });
    expect(await statuses()).toEqual(["full", "available"]);
    await updateMeetingType(db, staff, { ...fields, id, maxBookingsPerDay: null });
    expect(await statuses()).toEqual(["available", "available"]);
  });

  it("holds when visitors race for the type's last meetings of a date", async () => {
    await racing(current(), driver, async (db) => {
      await setTypeLimit(db, 2);
      const times = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"];
      const attempts = times.map((time) => statusOf(book(db, MONDAY, time)));
      expect(countStatuses(await Promise.all(attempts))).toEqual({ 201: 2, 409: 6 });
    });
  });
});
