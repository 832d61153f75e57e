import "server-only";
import { eq } from "drizzle-orm";
import { CALENDAR_JOBS, scheduleCalendarRemoval } from "@/server/calendars/calendar-jobs";
import type { Database } from "@/server/db";
import { bookings } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { cancelPendingJobs, enqueueJob } from "@/server/jobs/job-queue";
import { type BookingDeps, defaultBookingDeps } from "./booking-config";
import { recordBookingEvent } from "./booking-events";
import { BOOKING_JOBS, cancellationJobs } from "./booking-jobs";
import { sendBookingJobsNow } from "./send-now";

/** The booking as it was when the cancellation locked it. */
export interface BookingBeforeCancel {
  status: "confirmed";
  email: string;
  firstName: string;
  lastName: string;
  startsAt: Date;
}

export interface CancelOptions {
  by: "staff" | "visitor";
  /**
   * Why, when one was given ("" is none): kept on the booking; a visitor's is told to staff,
   * staff's to the visitor.
   */
  reason?: string;
  /** Who did it (the admin's user id, never an e-mail address), for the log line. */
  actorId?: string | null;
  /**
   * Runs inside the cancellation's transaction, after the update: what must commit or roll back
   * with it (the staff audit row). If it throws, nothing is cancelled and no mail goes out.
   */
  withinTransaction?: (
    tx: Database,
    before: BookingBeforeCancel,
    cancelled: CancelledBooking,
  ) => Promise<void>;
}

export interface CancelledBooking {
  id: string;
  status: "cancelled";
  cancelledAt: Date;
}

/**
 * Cancels a confirmed booking: status cancelled (which frees the slot: the exclusion constraint
 * only covers confirmed rows), its pending reminder cancelled, and a cancellation mail with an
 * .ics METHOD:CANCEL queued; `deliver` sends it (the route runs it after responding, as for a new
 * booking). A visitor may cancel only before the meeting starts;
 * staff may cancel any confirmed booking. 404 when there is no such booking, 409 when it is not
 * confirmed (already cancelled or completed).
 */
export async function cancelBooking(
  db: Database,
  bookingId: string,
  options: CancelOptions,
  deps?: BookingDeps,
): Promise<{ booking: CancelledBooking; deliver: () => Promise<void> }> {
  const resolved = deps ?? (await defaultBookingDeps());
  const now = resolved.now();
  const cancelled = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        status: bookings.status,
        email: bookings.email,
        firstName: bookings.firstName,
        lastName: bookings.lastName,
        startsAt: bookings.startsAt,
        guests: bookings.guests,
        guestsInvited: bookings.guestsInvited,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for("update");
    if (!booking) throw new ActionError(404, "Booking not found");
    if (booking.status !== "confirmed")
      throw new ActionError(409, `This booking is already ${booking.status}`);
    if (options.by === "visitor" && booking.startsAt <= now)
      throw new ActionError(409, "This meeting has already started and can no longer be cancelled");
    await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledAt: now,
        cancellationReason: options.reason || null,
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId));
    await cancelPendingJobs(tx, bookingId, [
      BOOKING_JOBS.reminder,
      BOOKING_JOBS.lastReminder,
      BOOKING_JOBS.guestsReminder,
      BOOKING_JOBS.guestsLastReminder,
      BOOKING_JOBS.confirmation,
      BOOKING_JOBS.staffNotification,
      BOOKING_JOBS.meetingLink,
      BOOKING_JOBS.guestsMeetingLink,
      BOOKING_JOBS.guestsInvited,
      BOOKING_JOBS.guestsChangedNotice,
      CALENDAR_JOBS.writeBooking,
    ]);
    await scheduleCalendarRemoval(tx, bookingId, now);
    const kinds = [
      ...cancellationJobs(options.by),
      // Its handler mails those holding the invitation (one may be on its way as we speak).
      ...(booking.guests.length + booking.guestsInvited.length > 0
        ? [BOOKING_JOBS.guestsCancelled]
        : []),
    ];
    for (const kind of kinds)
      await enqueueJob(tx, { kind, bookingId, runAt: new Date(now.getTime() + 2 * 60 * 1000) });
    await recordBookingEvent(tx, "booking.cancelled", bookingId, now, { cancelledBy: options.by });
    const result = { id: bookingId, status: "cancelled" as const, cancelledAt: now };
    const { guestsInvited: _held, ...before } = booking;
    await options.withinTransaction?.(tx, { ...before, status: "confirmed" }, result);
    return result;
  });
  console.info(
    `[booking] ${bookingId} cancelled by ${options.by}${options.actorId ? ` (user ${options.actorId})` : ""}`,
  );
  return { booking: cancelled, deliver: () => sendBookingJobsNow(db, resolved, bookingId) };
}
