import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { WALL_TIME_PATTERN } from "../../../lib/time/calendar-date";
import { hosts } from "./hosts";

// Each host's opening hours: the weekly rules and breaks, date-specific hours, blocked times.

/**
 * The host a row belongs to. Rows written without one (the seed, older code paths) belong to the
 * first host, the oldest (`first_host_id()`, migration 0037).
 */
const ownedByHost = () =>
  uuid("host_id")
    .notNull()
    .default(sql`first_host_id()`)
    .references(() => hosts.id, { onDelete: "cascade" });

/** Wall-clock times are 'HH:MM' strings in the business time zone; they sort chronologically. */
const HH_MM = WALL_TIME_PATTERN;

export const availabilitySettings = pgTable(
  "availability_settings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    hostId: ownedByHost(),
    dayOfWeek: smallint("day_of_week").notNull(),
    isAvailable: boolean("is_available").notNull().default(false),
    startTime: varchar("start_time", { length: 5 }).notNull().default("09:00"),
    endTime: varchar("end_time", { length: 5 }).notNull().default("17:00"),
    slotDuration: integer("slot_duration").notNull().default(60),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("availability_settings_host_day_unique").on(t.hostId, t.dayOfWeek),
    check("availability_day_of_week_range", sql`${t.dayOfWeek} BETWEEN 0 AND 6`),
    check(
      "availability_slot_duration_step",
      sql`${t.slotDuration} >= 15 AND ${t.slotDuration} % 15 = 0`,
    ),
    check("availability_start_time_format", sql`${t.startTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check("availability_end_time_format", sql`${t.endTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check("availability_end_after_start", sql`${t.endTime} > ${t.startTime}`),
  ],
);

export const blockedSlots = pgTable(
  "blocked_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null: the whole team is away (a holiday); else only this host. */
    hostId: uuid("host_id").references(() => hosts.id, { onDelete: "cascade" }),
    blockDate: date("block_date", { mode: "string" }).notNull(),
    allDay: boolean("all_day").notNull().default(false),
    startTime: varchar("start_time", { length: 5 }),
    endTime: varchar("end_time", { length: 5 }),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("blocked_slots_block_date_idx").on(t.blockDate),
    check(
      "blocked_slots_range",
      sql`${t.allDay} OR (${t.startTime} IS NOT NULL AND ${t.endTime} IS NOT NULL AND ${t.endTime} > ${t.startTime})`,
    ),
    check(
      "blocked_slots_time_format",
      sql`(${t.startTime} IS NULL OR ${t.startTime} ~ ${sql.raw(`'${HH_MM}'`)}) AND (${t.endTime} IS NULL OR ${t.endTime} ~ ${sql.raw(`'${HH_MM}'`)})`,
    ),
  ],
);

/**
 * Weekly breaks (ADR 0049): a time range kept free every week on the chosen weekdays (0 = Sunday),
 * such as lunch. Part of the weekly hours: a date with date-specific hours keeps those whole.
 */
export const weeklyBreaks = pgTable(
  "weekly_breaks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hostId: ownedByHost(),
    days: smallint("days").array().notNull(),
    startTime: varchar("start_time", { length: 5 }).notNull(),
    endTime: varchar("end_time", { length: 5 }).notNull(),
    label: text("label").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "weekly_breaks_days",
      sql`cardinality(${t.days}) BETWEEN 1 AND 7 AND ${t.days} <@ ARRAY[0, 1, 2, 3, 4, 5, 6]::smallint[]`,
    ),
    check("weekly_breaks_start_time_format", sql`${t.startTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check("weekly_breaks_end_time_format", sql`${t.endTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check("weekly_breaks_end_after_start", sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * Date-specific hours (ADR 0047): a date's opening hours in place of its weekday's row, also on a
 * weekday that is closed. One row per date; blocked times still apply on top.
 */
export const dateSpecificHours = pgTable(
  "date_specific_hours",
  {
    hostId: ownedByHost(),
    hoursDate: date("hours_date", { mode: "string" }).notNull(),
    startTime: varchar("start_time", { length: 5 }).notNull(),
    endTime: varchar("end_time", { length: 5 }).notNull(),
    slotDuration: integer("slot_duration").notNull().default(60),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "date_specific_hours_pkey", columns: [t.hostId, t.hoursDate] }),
    check(
      "date_hours_slot_duration_step",
      sql`${t.slotDuration} BETWEEN 15 AND 480 AND ${t.slotDuration} % 15 = 0`,
    ),
    check("date_hours_start_time_format", sql`${t.startTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check("date_hours_end_time_format", sql`${t.endTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check("date_hours_end_after_start", sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * One row whose token changes in every transaction that changes a table the slot engine reads
 * (triggers in migration 0034): the public endpoints keep a schedule while it is the same (ADR 0086).
 * A random token, not a counter, so a restored backup can only repeat one with the same rows.
 */
export const scheduleVersion = pgTable(
  "schedule_version",
  {
    id: smallint("id").primaryKey().default(1),
    token: uuid("token").notNull().defaultRandom(),
  },
  (t) => [check("schedule_version_one_row", sql`${t.id} = 1`)],
);
