import "server-only";
import { and, eq, lte } from "drizzle-orm";
import type { Database } from "@/server/db";
import { bookings } from "@/server/db/schema";

/**
 * A confirmed booking whose meeting has ended becomes `completed`. Runs as one idempotent UPDATE
 * before every staff read of bookings (ADR 0040): the list is right the moment it is read, and no
 * job has to be scheduled, retried or kept alive for it.
 */
export async function completeEndedBookings(db: Database, now: Date): Promise<number> {
  const completed = await db
    .update(bookings)
    .set({ status: "completed", updatedAt: now })
    .where(and(eq(bookings.status, "confirmed"), lte(bookings.endsAt, now)))
    .returning({ id: bookings.id });
  return completed.length;
}
