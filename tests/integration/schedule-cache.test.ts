// The public endpoints keep the schedule between requests while schedule_version's token is the
// same, and triggers renew the token with every committed change to what the query reads
// (ADR 0086).
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { SCHEDULE_QUERY } from "@/server/availability/load-schedule";
import { loadPublicSchedule } from "@/server/availability/schedule-cache";
import { soleSchedule } from "@/server/availability/team-slots";
import type { Database } from "@/server/db";
import { openDatabase } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { bookingAt, insertBooking } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";

const DATE = "2030-01-07"; // a Monday
const read = (db: Database) => loadPublicSchedule(db, DATE, DATE);
type Loaded = Awaited<ReturnType<typeof read>>;
/** The one host's schedule: a site before a second host joins. */
const sole = (loaded: Loaded) => soleSchedule(loaded.team);
/** Whether the one host is busy from the given hour of DATE (UTC). */
const busyAt = (loaded: Loaded, hour: string) =>
  sole(loaded).busy.some((b) => b.start.toISOString() === `${DATE}T${hour}:00:00.000Z`);

/**
 * One committed change per table the schedule query reads (after what it needs to exist, if
 * anything), and what it changes in the read.
 */
const CHANGES: {
  table: string;
  setup?: (db: Database) => Promise<unknown>;
  change: (db: Database) => Promise<unknown>;
  shows: (loaded: Loaded) => unknown;
}[] = [
  {
    table: "admin_settings",
    change: (db) => db.execute(sql`UPDATE admin_settings SET minimum_notice_minutes = 77`),
    shows: (l) => sole(l).policy.minimumNoticeMinutes === 77,
  },
  {
    table: "availability_settings",
    change: (db) =>
      db.execute(sql`UPDATE availability_settings SET slot_duration = 45 WHERE day_of_week = 1`),
    shows: (l) => sole(l).rules.find((r) => r.dayOfWeek === 1)?.slotDuration === 45,
  },
  {
    table: "blocked_slots",
    change: (db) =>
      db.execute(sql`INSERT INTO blocked_slots (block_date, all_day) VALUES (${DATE}, true)`),
    shows: (l) => sole(l).blocks.length === 1,
  },
  {
    table: "date_specific_hours",
    change: (db) =>
      db.execute(sql`INSERT INTO date_specific_hours (hours_date, start_time, end_time)
                     VALUES (${DATE}, '10:00', '12:00')`),
    shows: (l) => sole(l).dateHours.length === 1,
  },
  {
    table: "weekly_breaks",
    change: (db) =>
      db.execute(sql`INSERT INTO weekly_breaks (days, start_time, end_time)
                     VALUES ('{1}', '12:00', '13:00')`),
    shows: (l) => sole(l).breaks.length === 1,
  },
  {
    table: "bookings",
    change: (db) => insertBooking(db, bookingAt(`${DATE}T09:00:00Z`)),
    shows: (l) => sole(l).busy.length === 1,
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
    shows: (l) => sole(l).busy.length === 2,
  },
  {
    table: "hosts",
    change: (db) => db.execute(sql`UPDATE hosts SET name = 'Ada Lovelace'`),
    shows: (l) => l.team.members[0]?.host.name === "Ada Lovelace",
  },
  {
    table: "booking_hosts",
    // A second host's meeting, which then holds the first host as well (a collective meeting).
    setup: async (db) => {
      const [grace] = await queryRows<{ id: string }>(
        db,
        sql`INSERT INTO hosts (name, slug) VALUES ('Grace', 'grace') RETURNING id`,
      );
      await insertBooking(db, { ...bookingAt(`${DATE}T11:00:00Z`), hostId: grace!.id });
    },
    change: (db) =>
      db.execute(sql`
        INSERT INTO booking_hosts (booking_id, host_id, host_number, busy_range, status)
        SELECT booking_hosts.booking_id, hosts.id, hosts.number, busy_range, status
        FROM booking_hosts, hosts
        WHERE hosts.id = first_host_id()
          AND booking_hosts.host_id = (SELECT id FROM hosts WHERE slug = 'grace')`),
    shows: (l) => busyAt(l, "11"),
  },
  {
    table: "calendar_connections",
    // A calendar's busy time, then the calendar given to another host.
    setup: (db) =>
      db.execute(sql`
        WITH calendar AS (
          INSERT INTO calendar_connections (kind, name, secret, display_url)
          VALUES ('ics', 'Team calendar', 'v1.x.x.x', 'calendar.invalid') RETURNING id),
        second AS (INSERT INTO hosts (name, slug) VALUES ('Linus', 'linus'))
        INSERT INTO calendar_busy_periods (connection_id, starts_at, ends_at)
        SELECT id, ${`${DATE}T14:00:00Z`}::timestamptz, ${`${DATE}T15:00:00Z`}::timestamptz
          FROM calendar`),
    change: (db) =>
      db.execute(sql`
        UPDATE calendar_connections SET host_id = (SELECT id FROM hosts WHERE slug = 'linus')`),
    shows: (l) => !busyAt(l, "14"),
  },
  {
    table: "meeting_types",
    change: (db) => db.execute(sql`UPDATE meeting_types SET name = 'Renamed'`),
    shows: (l) => l.meetingType.name === "Renamed",
  },
  {
    table: "admin_users",
    // Last: the first host claimed by an admin, whose deactivation stops their meetings.
    setup: (db) =>
      db.execute(sql`
        WITH identity AS (
          INSERT INTO "user" (id, name, email) VALUES ('u1', 'Ada', 'ada@example.com') RETURNING id),
        admin AS (
          INSERT INTO admin_users (user_id, email, role)
          SELECT id, 'ada@example.com', 'super_admin' FROM identity RETURNING id)
        UPDATE hosts SET admin_user_id = (SELECT id FROM admin) WHERE id = first_host_id()`),
    change: (db) => db.execute(sql`UPDATE admin_users SET status = 'inactive'`),
    shows: (l) => l.team.members.length === 0,
  },
];

describeEachDriver("the public schedule", (current, driver) => {
  it("is kept while nothing changes, and cannot be changed by a reader", async () => {
    const first = await read(current().db);
    expect(await read(current().db)).toBe(first);
    expect(() => (sole(first).rules as unknown[]).push({})).toThrow(TypeError);
    // Other dates and types are kept apart.
    expect(await loadPublicSchedule(current().db, DATE, "2030-01-31")).not.toBe(first);
  });

  for (const { table, setup, change, shows } of CHANGES)
    it(`is read again after a change to ${table}`, async () => {
      const { db } = current();
      await setup?.(db);
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
    expect(sole(after).blocks).toEqual([]);
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
    // Read inside host_takes_meetings(hosts) (migration 0040), which the query calls.
    readTables.add("admin_users");
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
      expect(sole(after).policy.minimumNoticeMinutes).toBe(5);
    });
});
