// The query behind every slot and availability answer is prepared on PostgreSQL and keeps one
// generic plan: parsed and planned once per connection, not on every request (ADR 0080).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/time/calendar-date";
import { loadSchedule } from "@/server/availability/load-schedule";
import { soleSchedule } from "@/server/availability/team-slots";
import { openDatabase } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { bookingAt, insertBooking } from "../support/admin-fixtures";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

describe("the schedule query [postgres]", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    // Confirmed bookings spread over a month.
    for (let day = 0; day < 30; day++)
      for (const hour of ["09", "11", "14"])
        await insertBooking(
          database.db,
          bookingAt(`${addDays("2030-01-01", day)}T${hour}:00:00Z`, {
            email: `busy-${day}-${hour}@example.com`,
          }),
        );
    // A connected calendar's year of busy periods, as bench:booking has.
    await database.db.execute(sql`
      WITH calendar AS (
        INSERT INTO calendar_connections (kind, name, secret, display_url)
        VALUES ('ics', 'Team calendar', 'v1.x.x.x', 'calendar.invalid') RETURNING id)
      INSERT INTO calendar_busy_periods (connection_id, starts_at, ends_at)
      SELECT calendar.id, start, start + interval '45 minutes'
        FROM calendar, generate_series(
          timestamptz '2030-01-01', timestamptz '2030-12-31', interval '263 minutes') start`);
    await database.db.execute(sql`ANALYZE`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("is planned once: every read after the first few reuses the generic plan", async () => {
    // One connection, so every call below runs in the session whose statements are listed.
    const session = await openDatabase({ driver: "postgres", url: database.url!, poolSize: 1 });
    try {
      const reads = 20;
      for (let i = 0; i < reads; i++) {
        // One day (slots) and 31 days (availability), as the public endpoints ask.
        const from = addDays("2030-01-01", i);
        const { team } = await loadSchedule(session.db, from, addDays(from, i % 2 ? 0 : 30));
        expect(soleSchedule(team).busy.length).toBeGreaterThan(0);
      }
      const [plans] = await queryRows<{ generic: number; custom: number }>(
        session.db,
        sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom
              FROM pg_prepared_statements WHERE name = 'load_schedule'`,
      );
      // PostgreSQL plans the first five executions for their values, then keeps the generic plan
      // when it costs no more; a custom plan on every read would be a full planning each time.
      expect(plans).toBeDefined();
      expect(plans!.generic + plans!.custom).toBe(reads);
      expect(plans!.custom).toBeLessThanOrEqual(5);
    } finally {
      await session.close();
    }
  });
});
