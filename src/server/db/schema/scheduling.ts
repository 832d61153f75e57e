import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { WALL_TIME_PATTERN } from "../../../lib/time/calendar-date";
import { calendarConnections } from "./calendars";
import { webhookEndpoints } from "./webhooks";

export const bookingStatus = pgEnum("booking_status", ["confirmed", "cancelled", "completed"]);
export const contactType = pgEnum("contact_type", ["phone", "whatsapp"]);

/** Wall-clock times are 'HH:MM' strings in the business time zone; they sort chronologically. */
const HH_MM = WALL_TIME_PATTERN;

export const availabilitySettings = pgTable(
  "availability_settings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    dayOfWeek: smallint("day_of_week").notNull().unique(),
    isAvailable: boolean("is_available").notNull().default(false),
    startTime: varchar("start_time", { length: 5 }).notNull().default("09:00"),
    endTime: varchar("end_time", { length: 5 }).notNull().default("17:00"),
    slotDuration: integer("slot_duration").notNull().default(60),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
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
 * A meeting. booking_date/time_slot are the business-local wall clock; starts_at/ends_at are the
 * instants. The exclusion constraint `bookings_no_overlap` (hand-written migration) makes two
 * overlapping confirmed bookings impossible.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    website: text("website").notNull().default(""),
    contactType: contactType("contact_type").notNull().default("phone"),
    contactNumber: text("contact_number").notNull(),
    bookingDate: date("booking_date", { mode: "string" }).notNull(),
    timeSlot: varchar("time_slot", { length: 5 }).notNull(),
    notes: text("notes").notNull().default(""),
    timezone: text("timezone").notNull().default("UTC"),
    timezoneOffset: integer("timezone_offset").notNull().default(0),
    status: bookingStatus("status").notNull().default("confirmed"),
    meetingLink: text("meeting_link"),
    /** The iCalendar SEQUENCE of the visitor's invitation: raised each time staff change the link. */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /** Moves the visitor made from the manage link (RESCHEDULE_MAX_PER_BOOKING caps them). */
    rescheduleCount: integer("reschedule_count").notNull().default(0),
    /** The time before the last move, for the "Meeting moved" mails (null: never moved). */
    previousStartsAt: timestamp("previous_starts_at", { withTimezone: true }),
    previousEndsAt: timestamp("previous_ends_at", { withTimezone: true }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    manageTokenHash: text("manage_token_hash").unique(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bookings_date_idx").on(t.bookingDate, t.timeSlot),
    index("bookings_email_idx").on(t.email),
    index("bookings_starts_at_idx").on(t.startsAt),
    check("bookings_ends_after_starts", sql`${t.endsAt} > ${t.startsAt}`),
    check("bookings_time_slot_format", sql`${t.timeSlot} ~ ${sql.raw(`'${HH_MM}'`)}`),
  ],
);

export const jobStatus = pgEnum("job_status", [
  "pending",
  "running",
  "done",
  "failed",
  "cancelled",
]);

/**
 * Durable jobs (booking mails and reminders, enquiry notifications). Workers claim due rows with
 * FOR UPDATE SKIP LOCKED; the unique (kind, booking_id) and (kind, enquiry_id) keys mean a mail
 * can only ever be scheduled once per booking or enquiry.
 */
export const scheduledJobs = pgTable(
  "scheduled_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    enquiryId: uuid("enquiry_id").references(() => enquiries.id, { onDelete: "cascade" }),
    /** A calendar connection's refresh job (calendar.refresh). */
    calendarId: uuid("calendar_id").references((): AnyPgColumn => calendarConnections.id, {
      onDelete: "cascade",
    }),
    /** A webhook endpoint's delivery job (webhook.deliver): sends its deliveries in order. */
    webhookEndpointId: uuid("webhook_endpoint_id").references(() => webhookEndpoints.id, {
      onDelete: "cascade",
    }),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    status: jobStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("scheduled_jobs_due_idx").on(t.status, t.runAt),
    uniqueIndex("scheduled_jobs_kind_booking_unique").on(t.kind, t.bookingId),
    uniqueIndex("scheduled_jobs_kind_enquiry_unique").on(t.kind, t.enquiryId),
    uniqueIndex("scheduled_jobs_kind_calendar_unique").on(t.kind, t.calendarId),
    uniqueIndex("scheduled_jobs_kind_webhook_unique").on(t.kind, t.webhookEndpointId),
  ],
);

/** Fixed-window counters for rate limits that must hold across instances. */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

/** Contact-form enquiries; staff mark one handled on the Enquiries tab (audited). */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("enquiries_created_at_idx").on(t.createdAt)],
);
