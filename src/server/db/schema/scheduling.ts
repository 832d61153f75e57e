import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { LeadSource } from "../../../lib/lead-source";
import {
  CANCELLATION_REASON_MAX_LENGTH,
  STAFF_NOTES_MAX_LENGTH,
} from "../../../lib/schemas/booking-messages";
import type { BookingAnswer, BookingQuestion } from "../../../lib/schemas/booking-question-terms";
import { GUESTS_MAX } from "../../../lib/schemas/guest-list";
import { WALL_TIME_PATTERN } from "../../../lib/time/calendar-date";
import { calendarConnections } from "./calendars";
import { hosts } from "./hosts";
import { webhookEndpoints } from "./webhooks";

export const bookingStatus = pgEnum("booking_status", ["confirmed", "cancelled", "completed"]);
export const contactType = pgEnum("contact_type", ["phone", "whatsapp"]);
/** How a type's hosts share its meetings: round robin gives each to one, collective to all. */
export const meetingAssignment = pgEnum("meeting_assignment", ["round_robin", "collective"]);

/** Staff notes within their limit (bookings and enquiries alike). */
const staffNotesFit = (column: AnyPgColumn) =>
  sql`char_length(${column}) <= ${sql.raw(String(STAFF_NOTES_MAX_LENGTH))}`;

/** A PostgreSQL range of instants, read as its text form (only the database compares them). */
export const tstzrange = customType<{ data: string }>({ dataType: () => "tstzrange" });

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
    /** Most confirmed meetings of this type on one business date; null: no limit of its own. */
    maxBookingsPerDay: integer("max_bookings_per_day"),
    description: text("description").notNull().default(""),
    active: boolean("active").notNull().default(true),
    /** Off: offered only through its own link, /book?type=<slug> (ADR 0056). */
    listed: boolean("listed").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    /** The weekdays it is offered on (0 = Sunday), inside the opening hours; null: every day. */
    days: smallint("days").array(),
    /** The hours of the day it is offered in, inside the opening hours; null: all of them. */
    offeredFrom: varchar("offered_from", { length: 5 }),
    offeredUntil: varchar("offered_until", { length: 5 }),
    /** What /book asks for this type besides the contact details, in order (ADR 0059). */
    questions: jsonb("questions").$type<BookingQuestion[]>().notNull().default([]),
    /** Mailed to the visitor after the meeting (ADR 0076); empty: no follow-up for this type. */
    followUpMessage: text("follow_up_message").notNull().default(""),
    /** Hours after the meeting's end that the follow-up goes. */
    followUpHours: integer("follow_up_hours").notNull().default(2),
    /** Mailed to the visitor when staff mark the meeting a no-show (ADR 0076); empty: none. */
    noShowMessage: text("no_show_message").notNull().default(""),
    /** Who takes its meetings (hosts are never deleted, only stopped); rows without: the first. */
    hostIds: uuid("host_ids").array().notNull().default(sql`ARRAY[first_host_id()]`),
    assignment: meetingAssignment("assignment").notNull().default("round_robin"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "meeting_types_days",
      sql`${t.days} IS NULL OR (cardinality(${t.days}) BETWEEN 1 AND 7 AND ${t.days} <@ ARRAY[0, 1, 2, 3, 4, 5, 6]::smallint[])`,
    ),
    check(
      "meeting_types_offered_hours",
      sql`(${t.offeredFrom} IS NULL) = (${t.offeredUntil} IS NULL) AND (${t.offeredFrom} IS NULL OR (${t.offeredFrom} ~ ${sql.raw(`'${WALL_TIME_PATTERN}'`)} AND ${t.offeredUntil} ~ ${sql.raw(`'${WALL_TIME_PATTERN}'`)} AND ${t.offeredUntil} > ${t.offeredFrom}))`,
    ),
    check(
      "meeting_types_questions_list",
      sql`jsonb_typeof(${t.questions}) = 'array' AND jsonb_array_length(${t.questions}) <= 5`,
    ),
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
    check(
      "meeting_types_max_bookings_per_day_range",
      sql`${t.maxBookingsPerDay} IS NULL OR ${t.maxBookingsPerDay} BETWEEN 1 AND 100`,
    ),
    check("meeting_types_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("meeting_types_description_length", sql`char_length(${t.description}) <= 300`),
    check("meeting_types_follow_up_length", sql`char_length(${t.followUpMessage}) <= 2000`),
    check("meeting_types_no_show_message_length", sql`char_length(${t.noShowMessage}) <= 2000`),
    check("meeting_types_follow_up_hours_range", sql`${t.followUpHours} BETWEEN 1 AND 168`),
    check(
      "meeting_types_host_ids",
      sql`cardinality(${t.hostIds}) BETWEEN 1 AND 50 AND array_position(${t.hostIds}, NULL) IS NULL`,
    ),
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
    /**
     * Who holds the meeting: round robin's choice, or a collective meeting's first host (rows
     * written without one: the first host). booking_hosts holds every host it keeps busy.
     */
    hostId: uuid("host_id")
      .notNull()
      .default(sql`first_host_id()`)
      .references(() => hosts.id, { onDelete: "restrict" }),
    /** The first active listed type (a database function) for rows written without one. */
    meetingTypeId: uuid("meeting_type_id")
      .notNull()
      .default(sql`default_meeting_type_id()`)
      .references(() => meetingTypes.id, { onDelete: "restrict" }),
    bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
    bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
    notes: text("notes").notNull().default(""),
    /** The answers to its type's questions, each with the question as it was asked (ADR 0059). */
    answers: jsonb("answers").$type<BookingAnswer[]>().notNull().default([]),
    /** Who the visitor invited along: each gets the invitation and every change (ADR 0062). */
    guests: text("guests").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The guests holding the invitation: the guests' job sends the invitation to those added and
     * withdraws it from those removed, then records them here (ADR 0064).
     */
    guestsInvited: text("guests_invited").array().notNull().default(sql`'{}'::text[]`),
    /** Changes of the guests the visitor made from the manage link (GUEST_CHANGES_MAX caps them). */
    guestChanges: integer("guest_changes").notNull().default(0),
    /** When staff marked that the visitor did not turn up (ADR 0065); null: not marked. */
    noShowAt: timestamp("no_show_at", { withTimezone: true }),
    /** Where the visitor came from (ADR 0069); null: not recorded (staff's, older bookings). */
    leadSource: jsonb("lead_source").$type<LeadSource>(),
    /** What staff keep for themselves (ADR 0072): never shown or sent to the visitor. */
    staffNotes: text("staff_notes").notNull().default(""),
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
    check("bookings_time_slot_format", sql`${t.timeSlot} ~ ${sql.raw(`'${WALL_TIME_PATTERN}'`)}`),
    check(
      "bookings_buffers_range",
      sql`${t.bufferBeforeMinutes} BETWEEN 0 AND 120 AND ${t.bufferAfterMinutes} BETWEEN 0 AND 120`,
    ),
    index("bookings_meeting_type_idx").on(t.meetingTypeId),
    check("bookings_answers_list", sql`jsonb_typeof(${t.answers}) = 'array'`),
    check("bookings_lead_source_object", sql`jsonb_typeof(${t.leadSource}) = 'object'`),
    check("bookings_guests_count", sql`cardinality(${t.guests}) <= ${sql.raw(String(GUESTS_MAX))}`),
    check(
      "bookings_cancellation_reason_length",
      sql`char_length(${t.cancellationReason}) <= ${sql.raw(String(CANCELLATION_REASON_MAX_LENGTH))}`,
    ),
    check("bookings_staff_notes_length", staffNotesFit(t.staffNotes)),
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
    /** Where the sender came from (ADR 0069); null: not recorded (older enquiries). */
    leadSource: jsonb("lead_source").$type<LeadSource>(),
    /** What staff keep for themselves (ADR 0072): never sent to the sender. */
    staffNotes: text("staff_notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    index("enquiries_created_at_idx").on(t.createdAt),
    check("enquiries_lead_source_object", sql`jsonb_typeof(${t.leadSource}) = 'object'`),
    check("enquiries_staff_notes_length", staffNotesFit(t.staffNotes)),
  ],
);
