import { and, eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { createBooking } from "@/server/bookings/create-booking";
import { openDatabase } from "@/server/db/client";
import { bookings } from "@/server/db/schema";
import { describeEachDriver } from "../support/test-database";
import { bookingRequest, failureOf, resetBookingData, testDeps } from "./booking-helpers";

const NOW = "2030-01-04T12:00:00Z";

describeEachDriver("booking under concurrency", (current, driver) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
  });

  it("50 parallel bookings of one slot: exactly one succeeds, 49 get the 409", async () => {
    // On PostgreSQL, a dedicated pool of 50 connections so every request really runs at once.
    const handle =
      driver === "postgres"
        ? await openDatabase({ driver: "postgres", url: current().url!, poolSize: 50 })
        : null;
    const db = handle?.db ?? current().db;
    try {
      const deps = testDeps(NOW);
      const attempts = Array.from({ length: 50 }, (_, i) =>
        createBooking(
          db,
          bookingRequest({ email: `racer-${i}@example.com`, time: "10:00" }),
          { ip: `192.0.2.${i}` },
          deps,
        ).then(
          () => 201,
          async (error) => (await failureOf(Promise.reject(error))).status,
        ),
      );
      const statuses = await Promise.all(attempts);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      const confirmed = await db.$count(
        bookings,
        and(eq(bookings.bookingDate, "2030-01-07"), eq(bookings.status, "confirmed")),
      );
      expect(confirmed).toBe(1);
    } finally {
      await handle?.close();
    }
  });

  it("parallel bookings of different slots all succeed and never overlap", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const times = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"];
    const results = await Promise.all(
      times.flatMap((time) =>
        ["2030-01-07", "2030-01-08"].map((date) =>
          createBooking(db, bookingRequest({ date, time }), { ip: null }, deps),
        ),
      ),
    );
    expect(results).toHaveLength(16);
    const overlapping = await db.execute(sql`
      SELECT count(*)::int AS n FROM bookings a JOIN bookings b
        ON a.id < b.id AND a.status = 'confirmed' AND b.status = 'confirmed'
       AND tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`);
    expect((overlapping as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
