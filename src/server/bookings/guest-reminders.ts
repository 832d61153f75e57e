import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db";
import { scheduledJobs } from "@/server/db/schema";
import type { ReminderKind } from "@/server/email/templates/booking-reminder";

// The guests' reminders (ADR 0062): each reminder the visitor gets queues one to the
// guests still invited, so theirs follow every plan of the visitor's (a move, the last
// reminder's lead, a cancellation) with no planning of their own.

/** The guests' job each of the visitor's reminders brings along. */
export const GUEST_REMINDER_JOBS = {
  "day before": "booking.guests.reminder",
  "shortly before": "booking.guests.last-reminder",
} as const satisfies Record<ReminderKind, string>;

/** The guests still on the list who hold the invitation: those a reminder or update reaches. */
export const invitedGuests = (booking: { guests: string[]; guestsInvited: string[] }) =>
  booking.guestsInvited.filter((guest) => booking.guests.includes(guest));

/**
 * Queues the guests' reminder for right away, once per plan of the visitor's: a retry of the
 * visitor's reminder finds it pending, running or done and leaves it; a move cancels it first
 * (planReminders), so the moved meeting's reminder brings a new one.
 */
export async function queueGuestReminder(db: Database, kind: string, bookingId: string, now: Date) {
  await db
    .insert(scheduledJobs)
    .values({ kind, bookingId, runAt: now })
    .onConflictDoUpdate({
      target: [scheduledJobs.kind, scheduledJobs.bookingId],
      set: {
        status: "pending",
        runAt: now,
        attempts: 0,
        lockedAt: null,
        lockedBy: null,
        lastError: null,
        completedAt: null,
      },
      where: eq(scheduledJobs.status, "cancelled"),
    });
}
