import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { hosts } from "./hosts";
import { bookings } from "./scheduling";

export const calendarKind = pgEnum("calendar_kind", ["ics", "caldav"]);

/**
 * A connected calendar: an ICS feed, or a CalDAV account whose sub-calendars are in
 * calendar_sources. The feed address (often a secret link) and the app password are stored
 * encrypted with a key derived from AUTH_SECRET; neither is ever sent back to the browser.
 */
export const calendarConnections = pgTable(
  "calendar_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Whose calendar it is: its busy times keep that host busy (ADR 0088). */
    hostId: uuid("host_id")
      .notNull()
      .default(sql`first_host_id()`)
      .references(() => hosts.id, { onDelete: "cascade" }),
    kind: calendarKind("kind").notNull(),
    name: text("name").notNull(),
    /** ICS: the encrypted feed URL. CalDAV: the encrypted app password. */
    secret: text("secret").notNull(),
    /** What the tab may show: the feed's host, or the CalDAV server URL. */
    displayUrl: text("display_url").notNull(),
    username: text("username"),
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** When staff were mailed that it has not synced for 24 h; cleared by the next success. */
    staleNoticeSentAt: timestamp("stale_notice_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // What a destination's host is checked against (calendar_sources_destination_host_fk).
  (t) => [unique("calendar_connections_id_host_unique").on(t.id, t.hostId)],
);

/**
 * A calendar inside a CalDAV account: whether it counts as busy, and whether it is its host's
 * destination (at most one per host, ADR 0088).
 */
export const calendarSources = pgTable(
  "calendar_sources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    connectionId: uuid("connection_id")
      .notNull()
      .references(() => calendarConnections.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    displayName: text("display_name").notNull(),
    canWrite: boolean("can_write").notNull().default(true),
    isBusy: boolean("is_busy").notNull().default(true),
    isDestination: boolean("is_destination").notNull().default(false),
    /**
     * The host whose destination this is, set with `is_destination` and null without: the
     * connection's host (a foreign key on both columns holds it to the connection's), so a
     * partial unique index can allow one destination per host.
     */
    destinationHostId: uuid("destination_host_id"),
  },
  (t) => [
    uniqueIndex("calendar_sources_url_unique").on(t.connectionId, t.url),
    uniqueIndex("calendar_sources_one_destination_per_host")
      .on(t.destinationHostId)
      .where(sql`${t.isDestination}`),
    foreignKey({
      name: "calendar_sources_destination_host_fk",
      columns: [t.connectionId, t.destinationHostId],
      foreignColumns: [calendarConnections.id, calendarConnections.hostId],
    })
      .onDelete("cascade")
      .onUpdate("cascade"),
    check(
      "calendar_sources_destination_host",
      sql`(${t.destinationHostId} IS NOT NULL) = ${t.isDestination}`,
    ),
  ],
);

/**
 * A busy period as a range, `[starts_at, ends_at)`: the expression calendar_busy_periods_span_idx
 * indexes. A query must test overlap on this same expression for that index to serve it.
 */
export const busyPeriodSpan = (startsAt: AnyPgColumn, endsAt: AnyPgColumn) =>
  sql`tstzrange(${startsAt}, ${endsAt})`;

/** Start and end of busy times inside the booking window: nothing else of an event is kept. */
export const calendarBusyPeriods = pgTable(
  "calendar_busy_periods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    connectionId: uuid("connection_id")
      .notNull()
      .references(() => calendarConnections.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // Every read of busy periods by time is an overlap with this expression (`busyPeriodSpan`):
    // the slot query's and the admin's count.
    index("calendar_busy_periods_span_idx").using("gist", busyPeriodSpan(t.startsAt, t.endsAt)),
    index("calendar_busy_periods_connection_idx").on(t.connectionId),
    check("calendar_busy_periods_span", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Where a booking's event was written for each of its hosts (their CalDAV destination): the
 * calendar and the object's address, so a link change updates it and a cancellation or a
 * reassignment removes it even after the destination changed.
 */
export const calendarBookingEvents = pgTable(
  "calendar_booking_events",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    hostId: uuid("host_id")
      .notNull()
      .references(() => hosts.id, { onDelete: "cascade" }),
    connectionId: uuid("connection_id").references(() => calendarConnections.id, {
      onDelete: "set null",
    }),
    calendarUrl: text("calendar_url").notNull(),
    href: text("href").notNull(),
    etag: text("etag"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "calendar_booking_events_pkey", columns: [t.bookingId, t.hostId] })],
);

/**
 * A host's own bookings feed (ADR 0088): the meetings they hold, at an address only they (or a
 * super admin) make. Only the secret's SHA-256 is kept, as for the team's feed (ADR 0077); no row
 * means the feed is off. A table of its own, so reading a host never reads a token's hash.
 */
export const hostBookingsFeeds = pgTable("host_bookings_feeds", {
  hostId: uuid("host_id")
    .primaryKey()
    .references(() => hosts.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
