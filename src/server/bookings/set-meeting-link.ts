import "server-only";
import { eq, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import { type BookingDeps, defaultBookingDeps } from "@/server/bookings/booking-config";
import { BOOKING_JOBS } from "@/server/bookings/booking-jobs";
import { sendBookingJobsNow } from "@/server/bookings/send-now";
import { scheduleCalendarWrite } from "@/server/calendars/calendar-jobs";
import type { Database } from "@/server/db";
import { bookings } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { IMMEDIATE_SEND_GRACE_MS, rearmJob } from "@/server/jobs/job-queue";
import { recordBookingEvent } from "./booking-events";

export interface MeetingLinkResult {
  booking: { id: string; googleMeetLink: string; calendarSequence: number };
  /** False when the link was already this one: nothing changed and no mail goes out. */
  changed: boolean;
  /** Sends the visitor's mail (the route runs it after answering); the poller retries it. */
  deliver: () => Promise<void>;
}

/**
 * Staff add or change an upcoming booking's meeting link — the link the confirmation promised
 * would follow. In one transaction: the link, a raised calendar SEQUENCE (so the attached update
 * replaces the event in the visitor's calendar), the audit row and the mail job, re-armed if an
 * earlier change already used it. 404 unknown booking; 409 when it is not an upcoming confirmed
 * meeting (a link for a cancelled or finished meeting would only confuse the visitor).
 */
export async function setMeetingLink(
  db: Database,
  actor: AuditActor,
  input: { id: string; meetingLink: string },
  deps?: BookingDeps,
): Promise<MeetingLinkResult> {
  const resolved = deps ?? (await defaultBookingDeps());
  const now = resolved.now();
  const result = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        status: bookings.status,
        startsAt: bookings.startsAt,
        meetingLink: bookings.meetingLink,
        calendarSequence: bookings.calendarSequence,
        guests: bookings.guests,
      })
      .from(bookings)
      .where(eq(bookings.id, input.id))
      .for("update");
    if (!booking) throw new ActionError(404, "Booking not found");
    if (booking.status !== "confirmed")
      throw new ActionError(409, `This booking is ${booking.status}: it needs no meeting link`);
    if (booking.startsAt <= now)
      throw new ActionError(409, "This meeting has already started: its link can no longer change");
    if (booking.meetingLink === input.meetingLink)
      return { changed: false, calendarSequence: booking.calendarSequence };
    const [updated] = await tx
      .update(bookings)
      .set({
        meetingLink: input.meetingLink,
        calendarSequence: sql`${bookings.calendarSequence} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, input.id))
      .returning({ calendarSequence: bookings.calendarSequence });
    await recordAudit(tx, actor, {
      action: "booking.meeting-link",
      entity: "bookings",
      entityId: input.id,
      before: { googleMeetLink: booking.meetingLink },
      after: { googleMeetLink: input.meetingLink },
    });
    const runAt = new Date(now.getTime() + IMMEDIATE_SEND_GRACE_MS);
    await rearmJob(tx, { kind: BOOKING_JOBS.meetingLink, bookingId: input.id, runAt });
    if (booking.guests.length > 0)
      await rearmJob(tx, { kind: BOOKING_JOBS.guestsMeetingLink, bookingId: input.id, runAt });
    await scheduleCalendarWrite(tx, input.id, now);
    await recordBookingEvent(tx, "booking.meeting_link_changed", input.id, now);
    return { changed: true, calendarSequence: updated?.calendarSequence ?? 0 };
  });
  if (result.changed)
    console.info(`[booking] ${input.id} meeting link set by user ${actor.userId}`);
  return {
    booking: {
      id: input.id,
      googleMeetLink: input.meetingLink,
      calendarSequence: result.calendarSequence,
    },
    changed: result.changed,
    deliver: result.changed
      ? () => sendBookingJobsNow(db, resolved, input.id)
      : () => Promise.resolve(),
  };
}
