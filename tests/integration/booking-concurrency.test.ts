import { and, eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { createBooking } from "@/server/bookings/create-booking";
import type { Database } from "@/server/db";
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

  it("pairs racing for each of many slots: one 201 and one 409 per slot, never a 500", async () => {
    // Two inserts of the same slot at the same instant can deadlock on the exclusion constraint;
    // the booking transaction is retried then, so the loser still gets a clean 409.
    const { db } = current();
    const deps = testDeps(NOW);
    const times = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"];
    const attempts = times.flatMap((time) =>
      ["2030-01-07", "2030-01-08", "2030-01-09"].flatMap((date) =>
        [0, 1].map(() =>
          createBooking(db, bookingRequest({ date, time }), { ip: null }, deps).then(
            () => 201,
            async (error) => (await failureOf(Promise.reject(error))).status ?? 500,
          ),
        ),
      ),
    );
    const statuses = await Promise.all(attempts);
    expect(statuses.filter((s) => s === 201)).toHaveLength(24);
    expect(statuses.filter((s) => s === 409)).toHaveLength(24);
    const overlapping = await db.execute(sql`
      SELECT count(*)::int AS n FROM bookings a JOIN bookings b
        ON a.id < b.id AND a.status = 'confirmed' AND b.status = 'confirmed'
       AND tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`);
    expect((overlapping as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it("runs the booking transaction again when PostgreSQL aborts it as a deadlock victim", async () => {
    const { db } = current();
    let deadlocks = 2;
    const deadlocking = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== "transaction") return Reflect.get(target, property, receiver);
        return (run: Parameters<Database["transaction"]>[0]) => {
          if (deadlocks-- > 0)
            return Promise.reject(
              Object.assign(new Error("Failed query"), { cause: { code: "40P01" } }),
            );
          return target.transaction(run);
        };
      },
    });
    const { body } = await createBooking(
      deadlocking,
      bookingRequest({ time: "15:00" }),
      { ip: null },
      testDeps(NOW),
    );
    expect(body.status).toBe("confirmed");
    // A third deadlock in a row is not hidden.
    deadlocks = 3;
    const error = await createBooking(
      deadlocking,
      bookingRequest({ time: "16:00" }),
      { ip: null },
      testDeps(NOW),
    ).catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe("40P01");
  });
});
