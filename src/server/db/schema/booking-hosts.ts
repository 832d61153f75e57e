import { boolean, index, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { adminUsers } from "./admin";
import { hosts } from "./hosts";
import { bookingStatus, bookings, tstzrange } from "./scheduling";

/**
 * Every host a booking keeps busy (ADR 0088): its own host (written by a trigger on bookings) and,
 * for a collective meeting, the others. `busy_range` and `status` are the booking's, copied by the
 * same triggers, so the exclusion constraint `booking_hosts_no_overlap` (migration 0037) can keep
 * two confirmed meetings of one host apart, buffers included, whichever way they were written.
 */
export const bookingHosts = pgTable(
  "booking_hosts",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    hostId: uuid("host_id").notNull(),
    hostNumber: integer("host_number").notNull(),
    busyRange: tstzrange("busy_range").notNull(),
    status: bookingStatus("status").notNull(),
  },
  (t) => [
    primaryKey({ name: "booking_hosts_pkey", columns: [t.bookingId, t.hostId] }),
    index("booking_hosts_host_idx").on(t.hostId),
  ],
);

/**
 * Each time staff handed a booking from one host to another (ADR 0088): the mails to the host
 * taken off and the host assigned read the latest row, since a job names only its booking.
 */
export const bookingReassignments = pgTable(
  "booking_reassignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromHostId: uuid("from_host_id")
      .notNull()
      .references(() => hosts.id, { onDelete: "cascade" }),
    toHostId: uuid("to_host_id")
      .notNull()
      .references(() => hosts.id, { onDelete: "cascade" }),
    /** The admin who did it; null once that admin is removed. */
    byAdminUserId: uuid("by_admin_user_id").references(() => adminUsers.id, {
      onDelete: "set null",
    }),
    /**
     * True: the host changed because the meeting moved to a time its host is not free (round
     * robin), not because staff handed it over; the hosts' mails say which.
     */
    moved: boolean("moved").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_reassignments_booking_idx").on(t.bookingId, t.createdAt)],
);
