import { index, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
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
