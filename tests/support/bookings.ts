// The one way the suites write a booking straight to the database (no rate limits, no mails).
// Builders choose the values: bookingAt (integration, UTC) and londonBooking (e2e, business zone).
import type { Database } from "@/server/db";
import { bookings } from "@/server/db/schema";

export type BookingRow = typeof bookings.$inferInsert;

export async function insertBooking(db: Database, row: BookingRow) {
  const [created] = await db.insert(bookings).values(row).returning();
  if (!created) throw new Error("booking insert returned no row");
  return created;
}
