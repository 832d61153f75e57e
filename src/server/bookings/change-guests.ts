import "server-only";
import { eq, sql } from "drizzle-orm";
import {
  GUEST_CHANGES_MAX,
  GUEST_MESSAGES,
  type GuestsChange,
  guestsBesides,
} from "@/lib/schemas/guest-list";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { bookings } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { IMMEDIATE_SEND_GRACE_MS, rearmJob } from "@/server/jobs/job-queue";
import { type BookingDeps, defaultBookingDeps } from "./booking-config";
import { recordBookingEvent } from "./booking-events";
import { BOOKING_JOBS } from "./booking-jobs";
import { staffContact } from "./reschedule-booking";
import { sendBookingJobsNow } from "./send-now";

export interface GuestsChangeOptions {
  by: "staff" | "visitor";
  /** The admin who changed them; a visitor is recorded by the booking's own address. */
  actor?: AuditActor;
}

/** The list as it now stands; against the list before, who is invited and who is told. */
export interface GuestsChanged extends GuestsChange {
  id: string;
  guests: string[];
}

/**
 * Changes an upcoming confirmed booking's guests (ADR 0064) to `guests` — the whole new list — in
 * one transaction: the list, the calendar SEQUENCE raised (the event's attendees changed), the
 * guests' invitations job re-armed (it mails those added and those taken off), the audit row and
 * the webhook event; when the visitor changed them, staff are told. Visitors may change them
 * GUEST_CHANGES_MAX times. The visitor's own address is never their guest. 404 unknown; 422 not
 * upcoming or over the limit. The same list again changes nothing and sends nothing.
 */
export async function changeGuests(
  db: Database,
  bookingId: string,
  guests: string[],
  options: GuestsChangeOptions,
  deps?: BookingDeps,
): Promise<{ change: GuestsChanged; deliver: () => Promise<void> }> {
  const resolved = deps ?? (await defaultBookingDeps());
  const now = resolved.now();
  const byVisitor = options.by === "visitor";
  const change = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        status: bookings.status,
        startsAt: bookings.startsAt,
        email: bookings.email,
        guests: bookings.guests,
        guestChanges: bookings.guestChanges,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for("update");
    if (!booking) throw new ActionError(404, "Booking not found");
    if (booking.status !== "confirmed" || booking.startsAt <= now)
      throw new ActionError(422, GUEST_MESSAGES.notUpcoming);
    const list = guestsBesides(booking.email, guests);
    const added = list.filter((guest) => !booking.guests.includes(guest));
    const removed = booking.guests.filter((guest) => !list.includes(guest));
    const unchanged = { id: bookingId, guests: booking.guests, added: [], removed: [] };
    if (added.length === 0 && removed.length === 0) return unchanged;
    if (byVisitor && booking.guestChanges >= GUEST_CHANGES_MAX)
      throw new ActionError(422, GUEST_MESSAGES.overLimit(staffContact(resolved)));

    await tx
      .update(bookings)
      .set({
        guests: list,
        calendarSequence: sql`${bookings.calendarSequence} + 1`,
        guestChanges: byVisitor ? sql`${bookings.guestChanges} + 1` : booking.guestChanges,
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId));
    const runAt = new Date(now.getTime() + IMMEDIATE_SEND_GRACE_MS);
    await rearmJob(tx, { kind: BOOKING_JOBS.guestsInvited, bookingId, runAt });
    if (byVisitor) await rearmJob(tx, { kind: BOOKING_JOBS.guestsChangedNotice, bookingId, runAt });
    await recordBookingEvent(tx, "booking.guests_changed", bookingId, now);
    await recordAudit(tx, options.actor ?? { userId: null, email: booking.email }, {
      action: "booking.guests",
      entity: "bookings",
      entityId: bookingId,
      before: { guests: booking.guests, by: options.by },
      after: { guests: list, by: options.by },
    });
    return { id: bookingId, guests: list, added, removed };
  });
  const changed = change.added.length + change.removed.length > 0;
  if (changed)
    console.info(
      `[booking] ${bookingId} guests changed by ${options.by}${options.actor?.userId ? ` (user ${options.actor.userId})` : ""}`,
    );
  return {
    change,
    deliver: changed ? () => sendBookingJobsNow(db, resolved, bookingId) : () => Promise.resolve(),
  };
}
