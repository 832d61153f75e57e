import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

export const adminRole = pgEnum("admin_role", ["admin", "super_admin"]);
export const adminStatus = pgEnum("admin_status", ["active", "inactive"]);
export const timeFormat = pgEnum("time_format", ["12h", "24h"]);

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull().unique(),
    role: adminRole("role").notNull().default("admin"),
    status: adminStatus("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_users_created_at_idx").on(t.createdAt)],
);

/** Exactly one row (id = 1): the database refuses a second. */
export const adminSettings = pgTable(
  "admin_settings",
  {
    id: integer("id").primaryKey().default(1),
    bookingAdvanceLimitDays: integer("booking_advance_limit_days").notNull().default(30),
    timeFormatPreference: timeFormat("time_format_preference").notNull().default("12h"),
    businessTimezone: text("business_timezone").notNull().default("UTC"),
    minimumNoticeMinutes: integer("minimum_notice_minutes").notNull().default(120),
    /** Most confirmed meetings of any type on one business date; null: no limit (ADR 0048). */
    maxBookingsPerDay: integer("max_bookings_per_day"),
    /** Most confirmed meetings in one week, Monday to Sunday; null: no limit (ADR 0048). */
    maxBookingsPerWeek: integer("max_bookings_per_week"),
    /** A second reminder this many minutes before each meeting; null: none (ADR 0058). */
    lastReminderMinutes: integer("last_reminder_minutes"),
    /** People's details are erased this many months after their meeting or enquiry; null: kept. */
    retentionMonths: integer("retention_months"),
    /**
     * SHA-256 of the bookings feed's secret address (ADR 0077), hex; null: no feed. The address
     * itself is shown once, when made.
     */
    bookingsFeedTokenHash: text("bookings_feed_token_hash"),
    bookingsFeedCreatedAt: timestamp("bookings_feed_created_at", { withTimezone: true }),
    /** Whether the MCP endpoint offers book_meeting to AI assistants (ADR 0089). */
    aiAssistantsMayBook: boolean("ai_assistants_may_book").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("admin_settings_single_row", sql`${t.id} = 1`),
    check(
      "admin_settings_advance_limit_range",
      sql`${t.bookingAdvanceLimitDays} BETWEEN 1 AND 365`,
    ),
    check(
      "admin_settings_minimum_notice_range",
      sql`${t.minimumNoticeMinutes} BETWEEN 0 AND 20160`,
    ),
    check(
      "admin_settings_max_bookings_per_day_range",
      sql`${t.maxBookingsPerDay} IS NULL OR ${t.maxBookingsPerDay} BETWEEN 1 AND 100`,
    ),
    check(
      "admin_settings_max_bookings_per_week_range",
      sql`${t.maxBookingsPerWeek} IS NULL OR ${t.maxBookingsPerWeek} BETWEEN 1 AND 500`,
    ),
    check(
      "admin_settings_last_reminder_range",
      sql`${t.lastReminderMinutes} IS NULL OR ${t.lastReminderMinutes} BETWEEN 5 AND 720`,
    ),
    check(
      "admin_settings_retention_months_range",
      sql`${t.retentionMonths} IS NULL OR ${t.retentionMonths} BETWEEN 1 AND 120`,
    ),
  ],
);

/** Who changed what, when, before → after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: text("actor_user_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt)],
);
