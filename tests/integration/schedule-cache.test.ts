// The public endpoints keep the schedule between requests while schedule_version's token is the
// same, and triggers renew the token with every committed change to what the query reads
// (ADR 0086).
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { SCHEDULE_QUERY } from "@/server/availability/load-schedule";
import { loadPublicSchedule } from "@/server/availability/schedule-cache";
import type { Database } from "@/server/db";
import { openDatabase } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { bookingAt, insertBooking } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";

const DATE = "2030-01-07"; // a Monday
const read = (db: Database) => loadPublicSchedule(db, DATE, DATE);

/** One committed change per table the schedule query reads, and what it changes in the read. */
const CHANGES: {
  table: string;
  change: (db: Database) => Promise<unknown>;
  shows: (loaded: Awaited<ReturnType<typeof read>>) => unknown;
}[] = [
  {
    table: "admin_settings",
    change: (db) => db.execute(sql`UPDATE admin_settings SET minimum_notice_minutes = 77`),
    shows: (l) => l.schedule.policy.minimumNoticeMinutes === 77,
  },
  {
    table: "availability_settings",
    change: (db) =>
      db.execute(sql`UPDATE availability_settings SET slot_duration = 45 WHERE day_of_week = 1`),
    shows: (l) => l.schedule.rules.find((r) => r.dayOfWeek === 1)?.slotDuration === 45,
  },
  {
    table: "blocked_slots",
    change: (db) =>
      db.execute(sql`INSERT INTO blocked_slots (block_date, all_day) VALUES (${DATE}, true)`),
    shows: (l) => l.schedule.blocks.length === 1,
  },
  {
    table: "date_specific_hours",
    change: (db) =>
      db.execute(sql`INSERT INTO date_specific_hours (hours_date, start_time, end_time)
                     VALUES (${DATE}, '10:00', '12:00')`),
    shows: (l) => l.schedule.dateHours.length === 1,
  },
  {
    table: "weekly_breaks",
    change: (db) =>
      db.execute(sql`INSERT INTO weekly_breaks (days, start_time, end_time)
                     VALUES ('{1}', '12:00', '13:00')`),
    shows: (l) => l.schedule.breaks.length === 1,
  },
  {
    table: "bookings",
    change: (db) => insertBooking(db, bookingAt(`${DATE}T09:00:00Z`)),
    shows: (l) => l.schedule.busy.length === 1,
  },
  {
    table: "calendar_busy_periods",
    change: (db) =>
      db.execute(sql`
        WITH calendar AS (
          INSERT INTO calendar_connections (kind, name, secret, display_url)
          VALUES ('ics', 'Team calendar', 'v1.x.x.x', 'calendar.invalid') RETURNING id)
        INSERT INTO calendar_busy_periods (connection_id, starts_at, ends_at)
        SELECT id, ${`${DATE}T14:00:00Z`}::timestamptz, ${`${DATE}T15:00:00Z`}::timestamptz
          FROM calendar`),
    shows: (l) => l.schedule.busy.length === 2,
  },
  {
    table: "meeting_types",
    change: (db) => db.execute(sql`UPDATE meeting_types SET name = 'Renamed'`),
    shows: (l) => l.meetingType.name === "Renamed",
  },
];

describeEachDriver("the public schedule", (current, driver) => {
  it("is kept while nothing changes, and cannot be changed by a reader", async () => {
    const first = await read(current().db);
    expect(await read(current().db)).toBe(first);
    expect(() => (first.schedule.rules as unknown[]).push({})).toThrow(TypeError);
    // Other dates and types are kept apart.
    expect(await loadPublicSchedule(current().db, DATE, "2030-01-31")).not.toBe(first);
  });

  for (const { table, change, shows } of CHANGES)
    it(`is read again after a change to ${table}`, async () => {
      const { db } = current();
      const before = await read(db);
      expect(shows(before)).toBe(false);
      await change(db);
      const after = await read(db);
      expect(after).not.toBe(before);
      expect(shows(after)).toBe(true);
      expect(await read(db)).toBe(after);
    });

  it("is kept after a change that was rolled back, and read again after a TRUNCATE", async () => {
    const { db } = current();
    const before = await read(db);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM blocked_slots`);
        tx.rollback();
      })
      .catch(() => {});
    expect(await read(db)).toBe(before);
    await db.execute(sql`TRUNCATE blocked_slots`);
    const after = await read(db);
    expect(after).not.toBe(before);
    expect(after.schedule.blocks).toEqual([]);
  });

  it("is read every time while the token is missing", async () => {
    const { db } = current();
    await db.execute(sql`DELETE FROM schedule_version`);
    const first = await read(db);
    expect(first.token).toBeNull();
    expect(await read(db)).not.toBe(first);
    // The next change writes the row again.
    await db.execute(sql`UPDATE admin_settings SET minimum_notice_minutes = 0`);
    const kept = await read(db);
    expect(kept.token).not.toBeNull();
    expect(await read(db)).toBe(kept);
  });

  it("renews the token on every table the schedule query reads, and only those", async () => {
    const readTables = new Set(
      [...SCHEDULE_QUERY.sql.matchAll(/\b(?:FROM|JOIN)\s+([a-z_]+)/gi)].map((m) => m[1]),
    );
    readTables.delete("schedule_version");
    const watched = await queryRows<{ table: string }>(
      current().db,
      sql`SELECT DISTINCT tgrelid::regclass::text AS table FROM pg_trigger
            WHERE tgname IN ('schedule_changed', 'schedule_truncated')`,
    );
    expect(new Set(watched.map((w) => w.table))).toEqual(readTables);
    expect(new Set(CHANGES.map((c) => c.table))).toEqual(readTables);
  });

  if (driver === "postgres")
    it("sees another instance's change at once", async () => {
      const { db, url } = current();
      const before = await read(db);
      const other = await openDatabase({ driver: "postgres", url: url!, poolSize: 1 });
      try {
        await other.db.execute(sql`UPDATE admin_settings SET minimum_notice_minutes = 5`);
      } finally {
        await other.close();
      }
      const after = await read(db);
      expect(after).not.toBe(before);
      expect(after.schedule.policy.minimumNoticeMinutes).toBe(5);
    });
});
