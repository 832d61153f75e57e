import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
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
import { CANCELLATION_REASON_MAX_LENGTH } from "../../../lib/schemas/booking-messages";
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
 * Date-specific hours (ADR 0047): a date's opening hours in place of its weekday's row, also on a
 * weekday that is closed. One row per date; blocked times still apply on top.
 */
export const dateSpecificHours = pgTable(
  "date_specific_hours",
  {
    hoursDate: date("hours_date", { mode: "string" }).primaryKey(),
    startTime: varchar("start_time", { length: 5 }).notNull(),
    endTime: varchar("end_time", { length: 5 }).notNull(),
    slotDuration: integer("slot_duration").notNull().default(60),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "date_hours_slot_duration_step",
      sql`${t.slotDuration} BETWEEN 15 AND 480 AND ${t.slotDuration} % 15 = 0`,
    ),
    check("date_hours_start_time_format", sql`${t.startTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check("date_hours_end_time_format", sql`${t.endTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check("date_hours_end_after_start", sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** A PostgreSQL range of instants, read as its text form (only the database compares them). */
const tstzrange = customType<{ data: string }>({ dataType: () => "tstzrange" });

/**
 * The kinds of meeting visitors can book (ADR 0056). The first active listed one in sort order is
 * the default: what /book and the API offer without a `type`, stepped by each weekday's
 * slot_duration.
 */
export const meetingTypes = pgTable(
  "meeting_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    durationMinutes: integer("duration_minutes").notNull(),
    bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
    bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
    /** Overrides admin_settings.minimum_notice_minutes when present. */
    minimumNoticeMinutes: integer("minimum_notice_minutes"),
    description: text("description").notNull().default(""),
    active: boolean("active").notNull().default(true),
    /** Off: offered only through its own link, /book?type=<slug> (ADR 0056). */
    listed: boolean("listed").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "meeting_types_duration_range",
      sql`${t.durationMinutes} BETWEEN 15 AND 480 AND ${t.durationMinutes} % 5 = 0`,
    ),
    check(
      "meeting_types_buffers_range",
      sql`${t.bufferBeforeMinutes} BETWEEN 0 AND 120 AND ${t.bufferAfterMinutes} BETWEEN 0 AND 120`,
    ),
    check(
      "meeting_types_notice_range",
      sql`${t.minimumNoticeMinutes} IS NULL OR ${t.minimumNoticeMinutes} BETWEEN 0 AND 20160`,
    ),
    check("meeting_types_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("meeting_types_description_length", sql`char_length(${t.description}) <= 300`),
  ],
);

/**
 * A meeting. booking_date/time_slot are the business-local wall clock; starts_at/ends_at are the
 * instants of the meeting itself. `busy_range` is [starts_at − buffer before, ends_at + buffer
 * after), generated by the database from the booking's own buffers (copied from its type when
 * booked); the exclusion constraint `bookings_no_overlap` (hand-written migration) checks it, so
 * two confirmed bookings can never sit closer than their buffers allow (ADR 0056).
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
    /** The first active listed type (a database function) for rows written without one. */
    meetingTypeId: uuid("meeting_type_id")
      .notNull()
      .default(sql`default_meeting_type_id()`)
      .references(() => meetingTypes.id, { onDelete: "restrict" }),
    bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
    bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
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
    busyRange: tstzrange("busy_range").generatedAlwaysAs(
      sql`booking_busy_range(starts_at, ends_at, buffer_before_minutes, buffer_after_minutes)`,
    ),
    manageTokenHash: text("manage_token_hash").unique(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Why it was cancelled, when the visitor or staff said (null: not cancelled, or no reason). */
    cancellationReason: text("cancellation_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bookings_date_idx").on(t.bookingDate, t.timeSlot),
    index("bookings_email_idx").on(t.email),
    index("bookings_starts_at_idx").on(t.startsAt),
    check("bookings_ends_after_starts", sql`${t.endsAt} > ${t.startsAt}`),
    check("bookings_time_slot_format", sql`${t.timeSlot} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check(
      "bookings_buffers_range",
      sql`${t.bufferBeforeMinutes} BETWEEN 0 AND 120 AND ${t.bufferAfterMinutes} BETWEEN 0 AND 120`,
    ),
    index("bookings_meeting_type_idx").on(t.meetingTypeId),
    check(
      "bookings_cancellation_reason_length",
      sql`char_length(${t.cancellationReason}) <= ${sql.raw(String(CANCELLATION_REASON_MAX_LENGTH))}`,
    ),
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
