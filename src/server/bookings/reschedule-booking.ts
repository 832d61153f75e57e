import "server-only";
import { eq, sql } from "drizzle-orm";
import { BOOKING_MESSAGES } from "@/lib/schemas/booking";
import { RESCHEDULE_MESSAGES, type RescheduleRequest } from "@/lib/schemas/manage";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import { noticeMinutesOf } from "@/server/availability/slots";
import { teamMovableSlots } from "@/server/availability/team-moves";
import { soleSchedule } from "@/server/availability/team-slots";
import { scheduleCalendarWrite } from "@/server/calendars/calendar-jobs";
import type { Database } from "@/server/db";
import { bookingReassignments, bookings } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { IMMEDIATE_SEND_GRACE_MS, rearmJob } from "@/server/jobs/job-queue";
import { type BookingDeps, defaultBookingDeps, parseMailbox } from "./booking-config";
import { recordBookingEvent } from "./booking-events";
import { BOOKING_JOBS, movedJobs } from "./booking-jobs";
import { lockBookingDate } from "./booking-locks";
import { takeSlotWithRetries } from "./booking-transaction";
import { planFollowUp } from "./follow-up";
import { roundRobinOrder } from "./host-assignment";
import { meetingAtAnyTime, overlapsAnotherBooking } from "./meeting-at-any-time";
import { loadMoveTeam } from "./move-options";
import { adminUserIdOf } from "./reassign-booking";
import { HOST_CHANGE_JOBS } from "./reassign-mail";
import { planReminders } from "./reminders";
import { sendBookingJobsNow } from "./send-now";

export interface RescheduleOptions {
  by: "staff" | "visitor";
  /** The admin who moved it; a visitor is recorded by the booking's own address. */
  actor?: AuditActor;
  /** Staff only: a meeting inside the minimum notice may be moved, and to a slot inside it. */
  overrideNotice?: boolean;
  /**
   * Staff only: to any time of day (ADR 0068) — hours, breaks, blocks, the window, the notice and
   * the daily limit do not apply; it must lie ahead and not overlap another booking.
   */
  anyTime?: boolean;
}

export interface RescheduledBooking {
  id: string;
  date: string;
  time: string;
  start: Date;
  end: Date;
  previousStart: Date;
  previousEnd: Date;
  calendarSequence: number;
  rescheduleCount: number;
  reminderAt: Date | null;
}

/** The staff address a visitor is told to write to when the page can no longer move a meeting. */
export const staffContact = (deps: BookingDeps) => parseMailbox(deps.config.staffEmail).email;

/**
 * Moves a confirmed, upcoming booking to another free time, in ONE transaction: lock the row,
 * check the limits (visitors: RESCHEDULE_MAX_PER_BOOKING moves, not inside the minimum notice),
 * recheck the new slot like a new booking (the booking's own time excluded), update it — same id,
 * manage link and meeting link, calendar SEQUENCE + 1 — re-arm the reminder (none under 24 h),
 * the CalDAV write and the "Meeting moved" mails, and record who moved it. The exclusion
 * constraint has the last word: a slot taken meanwhile is the booking's 409. The duration is the
 * booking's own (meeting types will give each booking its length).
 */
export async function rescheduleBooking(
  db: Database,
  bookingId: string,
  input: RescheduleRequest,
  options: RescheduleOptions,
  deps?: BookingDeps,
): Promise<{ booking: RescheduledBooking; deliver: () => Promise<void> }> {
  const resolved = deps ?? (await defaultBookingDeps());
  const moved = await takeSlotWithRetries(
    () => moveInTransaction(db, bookingId, input, options, resolved),
    // A typed time can only collide with another booking: said beside the time.
    anyTimeOf(options) ? overlapsAnotherBooking : undefined,
  );
  console.info(
    `[booking] ${bookingId} moved by ${options.by}${options.actor?.userId ? ` (user ${options.actor.userId})` : ""}`,
  );
  return { booking: moved, deliver: () => sendBookingJobsNow(db, resolved, bookingId) };
}

const anyTimeOf = (options: RescheduleOptions) =>
  options.by === "staff" && options.anyTime === true;

function moveInTransaction(
  db: Database,
  bookingId: string,
  input: RescheduleRequest,
  options: RescheduleOptions,
  deps: BookingDeps,
): Promise<RescheduledBooking> {
  const now = deps.now();
  const contact = staffContact(deps);
  const byVisitor = options.by === "visitor";
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for("update");
    if (!booking) throw new ActionError(404, "Booking not found");
    if (booking.status !== "confirmed" || booking.startsAt <= now)
      throw new ActionError(422, RESCHEDULE_MESSAGES.notUpcoming);
    if (byVisitor && booking.rescheduleCount >= deps.config.rescheduleMaxPerBooking)
      throw new ActionError(422, RESCHEDULE_MESSAGES.overLimit(contact));

    await lockBookingDate(tx, input.date);
    const anyTime = anyTimeOf(options);
    // A typed time is staff's own choice: the notice does not stand in its way either.
    const override = !byVisitor && (options.overrideNotice === true || anyTime);
    // The booking's own type, even if it is no longer offered for new bookings, and its hosts.
    const {
      loaded: { team: asLoaded, meetingType, lastReminderMinutes },
      moving,
      team,
    } = await loadMoveTeam(
      tx,
      booking,
      { from: input.date, to: input.date },
      { overrideNotice: override },
    );
    const noticeMs = noticeMinutesOf(soleSchedule(asLoaded)) * 60_000;
    if (!override && booking.startsAt.getTime() - now.getTime() < noticeMs)
      throw new ActionError(422, RESCHEDULE_MESSAGES.tooLate(contact));
    if (booking.bookingDate === input.date && booking.timeSlot === input.time)
      throw new ActionError(422, RESCHEDULE_MESSAGES.sameTime, {
        time: RESCHEDULE_MESSAGES.sameTime,
      });

    const lengthMs = booking.endsAt.getTime() - booking.startsAt.getTime();
    let start: Date;
    let hostId = booking.hostId;
    if (anyTime)
      start = meetingAtAnyTime(input, team.policy.timeZone, lengthMs / 60_000, now).start;
    else {
      // Its own time excluded, and its whole length free, rechecked like a new booking's.
      const slot = teamMovableSlots(input.date, team, moving, now).find(
        (s) => s.time === input.time,
      );
      if (!slot) throw new ActionError(409, BOOKING_MESSAGES.slotTaken);
      start = slot.start;
      // Round robin: it stays with its host when they are free then, else goes to the fairest.
      if (team.assignment === "round_robin" && !slot.hostIds.includes(booking.hostId))
        [hostId = booking.hostId] = await roundRobinOrder(
          tx,
          booking.meetingTypeId,
          slot.hostIds,
          now,
        );
    }
    const end = new Date(start.getTime() + lengthMs);

    const [updated] = await tx
      .update(bookings)
      .set({
        bookingDate: input.date,
        timeSlot: input.time,
        hostId,
        startsAt: start,
        endsAt: end,
        bufferBeforeMinutes: meetingType.bufferBeforeMinutes,
        bufferAfterMinutes: meetingType.bufferAfterMinutes,
        previousStartsAt: booking.startsAt,
        previousEndsAt: booking.endsAt,
        calendarSequence: sql`${bookings.calendarSequence} + 1`,
        rescheduleCount: byVisitor ? sql`${bookings.rescheduleCount} + 1` : booking.rescheduleCount,
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId))
      .returning({
        calendarSequence: bookings.calendarSequence,
        rescheduleCount: bookings.rescheduleCount,
      });

    const reminderAt = await planReminders(
      tx,
      { id: bookingId, startsAt: start, lastReminderMinutes },
      now,
      false,
    );
    await planFollowUp(tx, bookingId);
    await scheduleCalendarWrite(tx, bookingId, now);
    const grace = new Date(now.getTime() + IMMEDIATE_SEND_GRACE_MS);
    // A round-robin move to a time its host is not free changes the host: both hosts hear of it.
    const hostChanged = hostId !== booking.hostId;
    if (hostChanged)
      await tx.insert(bookingReassignments).values({
        bookingId,
        fromHostId: booking.hostId,
        toHostId: hostId,
        byAdminUserId: adminUserIdOf(options.actor),
        moved: true,
        createdAt: now,
      });
    const kinds = [
      ...movedJobs(options.by),
      ...(booking.guests.length > 0 ? [BOOKING_JOBS.guestsMoved] : []),
      ...(hostChanged ? HOST_CHANGE_JOBS : []),
    ];
    for (const kind of kinds) await rearmJob(tx, { kind, bookingId, runAt: grace });
    await recordBookingEvent(tx, "booking.rescheduled", bookingId, now);

    const before = {
      date: booking.bookingDate,
      time: booking.timeSlot,
      startsAt: booking.startsAt,
    };
    await recordAudit(tx, options.actor ?? { userId: null, email: booking.email }, {
      action: "booking.rescheduled",
      entity: "bookings",
      entityId: bookingId,
      before: { ...before, by: options.by },
      after: {
        date: input.date,
        time: input.time,
        startsAt: start,
        by: options.by,
        override,
        ...(anyTime ? { anyTime: true } : {}),
      },
    });
    return {
      id: bookingId,
      date: input.date,
      time: input.time,
      start,
      end,
      previousStart: booking.startsAt,
      previousEnd: booking.endsAt,
      calendarSequence: updated?.calendarSequence ?? booking.calendarSequence + 1,
      rescheduleCount: updated?.rescheduleCount ?? booking.rescheduleCount,
      reminderAt,
    };
  });
}
