import "server-only";
import { sql } from "drizzle-orm";
import { type CalendarDate, mondayOf } from "@/lib/time/calendar-date";
import type { Database } from "@/server/db";

// Any constants: the first keys of two-key advisory locks, which PostgreSQL keeps apart from the
// single-key ones (727_001 migrations, 727_002 admin users). A hashed address under a key of its
// own can never share a lock with those (a single-key hashtext could, one address in 2^32).
const BOOKING_DATE_LOCK_SPACE = 727_003;
const BOOKING_ADDRESS_LOCK_SPACE = 727_004;
const BOOKING_WEEK_LOCK_SPACE = 727_005;

/**
 * One booking at a time per e-mail address, so the cap on upcoming meetings holds under
 * concurrency. A writer takes it before lockBookingDate: one order for every writer.
 */
export async function lockBookingAddress(tx: Database, email: string) {
  const addressKey = sql`hashtext(${`booking:${email}`})`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOKING_ADDRESS_LOCK_SPACE}, ${addressKey})`);
}

/**
 * Queues this transaction behind any other that is taking a slot on `date` (a new booking, a
 * move), until it commits or rolls back. Call it before the slot is rechecked: the recheck then
 * sees the other's booking and answers 409 without inserting.
 *
 * Without it, transactions that passed the recheck together all reach bookings_no_overlap at
 * once, wait for each other's entries there, and PostgreSQL resolves those cycles one deadlock
 * victim per deadlock_timeout (1 s); victims retried into the same crowd. Fifty visitors on one
 * slot once took more than 30 s and ran out of retries (ADR 0021). The constraint
 * stays the guarantee: this only keeps writers of one date from meeting there.
 *
 * With a weekly limit set (ADR 0048), writers of one week (Monday to Sunday) queue first, on the
 * week, so two dates of a week cannot both take its last place; without one, other dates of the
 * week are not held up. Every writer takes the week before the date: one order, no cycle.
 */
export async function lockBookingDate(tx: Database, date: CalendarDate) {
  const dayNumber = sql`${date}::date - DATE '1970-01-01'`;
  const mondayNumber = sql`${mondayOf(date)}::date - DATE '1970-01-01'`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOKING_WEEK_LOCK_SPACE}, ${mondayNumber})
    FROM admin_settings WHERE id = 1 AND max_bookings_per_week IS NOT NULL`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOKING_DATE_LOCK_SPACE}, ${dayNumber})`);
}
