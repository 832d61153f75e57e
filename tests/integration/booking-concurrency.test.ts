import { and, eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { BOOKING_MESSAGES } from "@/lib/schemas/booking";
import { lockBookingAddress, lockBookingDate } from "@/server/bookings/booking-locks";
import { createBooking } from "@/server/bookings/create-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import type { Database } from "@/server/db";
import { openDatabase } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { bookings } from "@/server/db/schema";
import { bookingAt, insertBooking } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import {
  bookingRequest,
  countStatuses,
  failureOf,
  overlappingConfirmedPairs,
  resetBookingData,
  statusOf,
  testDeps,
} from "./booking-helpers";

const NOW = "2030-01-04T12:00:00Z";

/** Deadlocks PostgreSQL has detected in this database since the server started. */
async function deadlocksSoFar(db: Database) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT deadlocks::int AS n FROM pg_stat_database WHERE datname = current_database()`,
  );
  return row?.n ?? 0;
}

/**
 * What the first session to wait on a lock waits for ('advisory', 'transactionid', …), or "none"
 * when `writer` settles without any session having waited.
 */
async function firstLockWait(db: Database, writer: Promise<unknown>) {
  let settled = false;
  writer.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (;;) {
    const [waiting] = await queryRows<{ wait_event: string }>(
      db,
      sql`SELECT wait_event FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (waiting) return waiting.wait_event;
    if (settled) return "none";
  }
}

/**
 * Another writer: runs `write` in a transaction on a PostgreSQL session of its own (one session
 * holds one transaction) and keeps it open, its locks held and its rows uncommitted, until
 * `commit()`. `close()` commits if still open and ends the session.
 */
async function holdOpenTransaction(url: string, write: (tx: Database) => Promise<void>) {
  const holder = await openDatabase({ driver: "postgres", url, poolSize: 1 });
  let commit!: () => void;
  const committing = new Promise<void>((resolve) => (commit = resolve));
  let written!: () => void;
  const ready = new Promise<void>((resolve) => (written = resolve));
  const transaction = holder.db.transaction(async (tx) => {
    await write(tx);
    written();
    await committing;
  });
  // A failed write ends the transaction before `ready`: the test fails with its error.
  await Promise.race([ready, transaction]).catch(async (error: unknown) => {
    await holder.close();
    throw error;
  });
  return {
    commit: async () => {
      commit();
      await transaction;
    },
    close: async () => {
      commit();
      await transaction.catch(() => {});
      await holder.close();
    },
  };
}

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
      const deadlocksBefore = driver === "postgres" ? await deadlocksSoFar(db) : 0;
      const deps = testDeps(NOW);
      const attempts = Array.from({ length: 50 }, (_, i) =>
        statusOf(
          createBooking(
            db,
            bookingRequest({ email: `racer-${i}@example.com`, time: "10:00" }),
            { ip: `192.0.2.${i}` },
            deps,
          ),
        ),
      );
      expect(countStatuses(await Promise.all(attempts))).toEqual({ 201: 1, 409: 49 });
      const confirmed = await db.$count(
        bookings,
        and(eq(bookings.bookingDate, "2030-01-07"), eq(bookings.status, "confirmed")),
      );
      expect(confirmed).toBe(1);
      // The losers queued on the date's lock and were refused by the recheck: none of them met
      // the winner at the exclusion constraint, where PostgreSQL takes 1 s to break each deadlock.
      if (driver === "postgres") expect(await deadlocksSoFar(db)).toBe(deadlocksBefore);
    } finally {
      await handle?.close();
    }
  });

  it("pairs racing for each of many slots: one 201 and one 409 per slot, never a 500", async () => {
    // Each pair queues on its date's lock; the loser's recheck sees the winner's booking.
    const { db } = current();
    const deps = testDeps(NOW);
    const times = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"];
    const attempts = times.flatMap((time) =>
      ["2030-01-07", "2030-01-08", "2030-01-09"].flatMap((date) =>
        [0, 1].map(() =>
          statusOf(createBooking(db, bookingRequest({ date, time }), { ip: null }, deps)),
        ),
      ),
    );
    expect(countStatuses(await Promise.all(attempts))).toEqual({ 201: 24, 409: 24 });
    expect(await overlappingConfirmedPairs(db)).toBe(0);
  });

  if (driver === "postgres")
    it.each(["a new booking", "a move"])(
      "%s waits while another transaction writes its date, then its recheck answers 409",
      async (writer) => {
        const { db, url } = current();
        // Another writer of 2030-01-07 holds its lock and has booked 10:00 (London, = UTC in
        // January) without committing yet.
        const holder = await holdOpenTransaction(url!, async (tx) => {
          await lockBookingDate(tx, "2030-01-07");
          await insertBooking(tx, bookingAt("2030-01-07T10:00:00Z"));
        });
        try {
          const deps = testDeps(NOW);
          // Another date is not held up (this completes while the lock is held)...
          const otherDate = bookingRequest({ date: "2030-01-08", time: "10:00" });
          const { body: elsewhere } = await createBooking(db, otherDate, { ip: null }, deps);
          // ...the same date waits on the lock, not at the constraint behind the holder's row.
          const sameSlot =
            writer === "a new booking"
              ? createBooking(db, bookingRequest({ time: "10:00" }), { ip: null }, deps)
              : rescheduleBooking(
                  db,
                  elsewhere.id,
                  { date: "2030-01-07", time: "10:00" },
                  { by: "visitor" },
                  deps,
                );
          const outcome = failureOf(sameSlot);
          expect(await firstLockWait(db, outcome)).toBe("advisory");

          await holder.commit();
          expect(await outcome).toMatchObject({ status: 409, message: BOOKING_MESSAGES.slotTaken });
        } finally {
          await holder.close();
        }
      },
    );

  if (driver === "postgres")
    it("a second booking by one address waits for the first, then meets the upcoming cap", async () => {
      const { db, url } = current();
      const email = "one-at-a-time@example.com";
      // A booking by this address is being written (another date, uncommitted) and reaches the
      // cap of one upcoming meeting.
      const holder = await holdOpenTransaction(url!, async (tx) => {
        await lockBookingAddress(tx, email);
        await insertBooking(tx, bookingAt("2030-01-08T10:00:00Z", { email }));
      });
      try {
        const deps = testDeps(NOW, { maxUpcomingPerEmail: 1 });
        const second = failureOf(createBooking(db, bookingRequest({ email }), { ip: null }, deps));
        // Its date and slot are free: without the address's lock nothing would hold it up, and it
        // would count the address's bookings before the first commits.
        expect(await firstLockWait(db, second)).toBe("advisory");

        await holder.commit();
        expect(await second).toMatchObject({
          status: 422,
          fields: { email: expect.stringContaining("already has 1 upcoming meeting.") },
        });
      } finally {
        await holder.close();
      }
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
