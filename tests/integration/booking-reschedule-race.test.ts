import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { createBooking } from "@/server/bookings/create-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { type Database, openDatabase } from "@/server/db/client";
import { bookings } from "@/server/db/schema";
import { describeEachDriver } from "../support/test-database";
import {
  bookingRequest,
  failureOf,
  overlappingConfirmedPairs,
  resetBookingData,
  testDeps,
} from "./booking-helpers";

// Friday 4 January 2030, noon in London (GMT).
const NOW = "2030-01-04T12:00:00Z";
const WEEKDAYS = ["07", "08", "09", "10", "11", "14", "15", "16"].map((d) => `2030-01-${d}`);
const TIMES = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00"];
const TARGET = { date: "2030-01-21", time: "10:00" };

const statusOf = (promise: Promise<unknown>, ok: number) =>
  promise.then(
    () => ok,
    async (error) => (await failureOf(Promise.reject(error))).status ?? 500,
  );

describeEachDriver("rescheduling under concurrency", (current, driver) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
  });

  async function fiftyBookings(db: Database, deps: ReturnType<typeof testDeps>) {
    const slots = WEEKDAYS.flatMap((date) => TIMES.map((time) => ({ date, time }))).slice(0, 50);
    const ids: string[] = [];
    for (const [i, slot] of slots.entries()) {
      const created = await createBooking(
        db,
        bookingRequest({ ...slot, email: `mover-${i}@example.com` }),
        { ip: null },
        deps,
      );
      ids.push(created.body.id);
    }
    return ids;
  }

  it("50 reschedules of different bookings onto one slot, plus new bookings for it: exactly one wins", async () => {
    const handle =
      driver === "postgres"
        ? await openDatabase({ driver: "postgres", url: current().url!, poolSize: 60 })
        : null;
    const db = handle?.db ?? current().db;
    try {
      const deps = testDeps(NOW);
      const ids = await fiftyBookings(db, deps);
      const moves = ids.map((id) =>
        statusOf(rescheduleBooking(db, id, TARGET, { by: "visitor" }, deps), 200),
      );
      const newcomers = Array.from({ length: 10 }, (_, i) =>
        statusOf(
          createBooking(
            db,
            bookingRequest({ ...TARGET, email: `newcomer-${i}@example.com` }),
            { ip: null },
            deps,
          ),
          201,
        ),
      );
      const statuses = await Promise.all([...moves, ...newcomers]);
      expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(59);
      const onTarget = await db.$count(
        bookings,
        and(
          eq(bookings.bookingDate, TARGET.date),
          eq(bookings.timeSlot, TARGET.time),
          eq(bookings.status, "confirmed"),
        ),
      );
      expect(onTarget).toBe(1);
      // The losers kept their own times: still 50 confirmed moved-or-not bookings, none overlapping.
      expect(await overlappingConfirmedPairs(db)).toBe(0);
      const unmoved = await db.$count(bookings, eq(bookings.rescheduleCount, 0));
      expect(unmoved).toBeGreaterThanOrEqual(49);
    } finally {
      await handle?.close();
    }
  });
});
