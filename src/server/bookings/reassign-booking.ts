import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { HOST_MESSAGES } from "@/lib/schemas/host-terms";
import { REASSIGN_MESSAGES, type ReassignBookingInput } from "@/lib/schemas/reassign";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import { loadSchedule } from "@/server/availability/load-schedule";
import { teamForMove } from "@/server/availability/team-moves";
import { teamSlots } from "@/server/availability/team-slots";
import { scheduleCalendarWrite } from "@/server/calendars/calendar-jobs";
import type { Database } from "@/server/db";
import {
  bookingHosts,
  bookingReassignments,
  bookings,
  hosts,
  meetingTypes,
} from "@/server/db/schema";
import { type MeetingHost, meetingHosts } from "@/server/hosts/meeting-hosts";
import { ActionError } from "@/server/http/action-result";
import { IMMEDIATE_SEND_GRACE_MS, rearmJob } from "@/server/jobs/job-queue";
import { type BookingDeps, defaultBookingDeps } from "./booking-config";
import { recordBookingEvent } from "./booking-events";
import { lockBookingDate } from "./booking-locks";
import { takeSlotWithRetries } from "./booking-transaction";
import { HOST_CHANGE_JOBS, REASSIGN_JOBS } from "./reassign-mail";
import { sendBookingJobsNow } from "./send-now";

export interface ReassignedBooking {
  id: string;
  date: string;
  time: string;
  start: Date;
  end: Date;
  /** Who the meeting is with now: its own host first (ADR 0088). */
  hosts: MeetingHost[];
}

const fieldError = (status: 409 | 422, field: string, message: string) =>
  new ActionError(status, message, { [field]: message });

/**
 * Staff hand an upcoming booking to another host (ADR 0088), in ONE transaction: the same time,
 * the new host checked free then by the slot engine on their own schedule (the booking itself
 * aside, the minimum notice waived as for staff moves), the per-host exclusion constraint having
 * the last word (409). A one-host meeting changes its host; a collective one swaps the host named
 * by `replaceHostId` for the new one. The invitation's SEQUENCE goes up, both hosts' calendars
 * follow (the write job), the visitor, their guests and both hosts are mailed, and it is audited and
 * sent to webhooks as `booking.reassigned`.
 */
export async function reassignBooking(
  db: Database,
  input: ReassignBookingInput,
  actor: AuditActor,
  deps?: BookingDeps,
): Promise<{ booking: ReassignedBooking; deliver: () => Promise<void> }> {
  const resolved = deps ?? (await defaultBookingDeps());
  const busy = () => fieldError(409, "hostId", REASSIGN_MESSAGES.hostBusy);
  const booking = await takeSlotWithRetries(
    () => reassignInTransaction(db, input, actor, resolved.now()),
    busy,
  );
  console.info(`[booking] ${input.id} reassigned${actor.userId ? ` (user ${actor.userId})` : ""}`);
  return { booking, deliver: () => sendBookingJobsNow(db, resolved, input.id) };
}

function reassignInTransaction(
  db: Database,
  input: ReassignBookingInput,
  actor: AuditActor,
  now: Date,
): Promise<ReassignedBooking> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, input.id))
      .for("update");
    if (!booking) throw new ActionError(404, "Booking not found");
    if (booking.status !== "confirmed" || booking.startsAt <= now)
      throw new ActionError(422, REASSIGN_MESSAGES.notUpcoming);
    const holding = await meetingHosts(tx, booking.id);
    const held = holding.map((host) => host.id);
    const replaced = replacedHost(input, booking.hostId, held);

    const [type] = await tx
      .select({ hostIds: meetingTypes.hostIds })
      .from(meetingTypes)
      .where(eq(meetingTypes.id, booking.meetingTypeId));
    await lockBookingDate(tx, booking.bookingDate);
    // The new host alone, on their own schedule: unknown or inactive hosts are not in it.
    const loaded = await loadSchedule(
      tx,
      booking.bookingDate,
      booking.bookingDate,
      { id: booking.meetingTypeId },
      { ids: [input.hostId] },
    );
    const taking = loaded.team.members[0]?.host;
    if (!taking) throw fieldError(422, "hostId", HOST_MESSAGES.unknownHost);
    if (!type?.hostIds.includes(input.hostId))
      throw fieldError(422, "hostId", HOST_MESSAGES.notForType);
    if (held.includes(input.hostId)) throw fieldError(422, "hostId", REASSIGN_MESSAGES.sameHost);

    // Free as for a new booking of the type at that start (hours, breaks, blocks, calendars,
    // buffers, limits); the booking is not theirs, so nothing of it is in their schedule.
    const team = teamForMove(
      { ...loaded.team, assignment: "round_robin" },
      { ...booking, hostIds: held },
      { overrideNotice: true },
    );
    const free = teamSlots(booking.bookingDate, team, now).some(
      (slot) => slot.start.getTime() === booking.startsAt.getTime(),
    );
    if (!free) throw fieldError(409, "hostId", REASSIGN_MESSAGES.hostBusy);

    // The own host's row follows bookings.host_id (a trigger); a co-host's row is swapped here.
    if (replaced !== booking.hostId)
      await tx
        .update(bookingHosts)
        .set({
          hostId: input.hostId,
          hostNumber: sql`(SELECT ${hosts.number} FROM ${hosts} WHERE ${hosts.id} = ${input.hostId})`,
        })
        .where(and(eq(bookingHosts.bookingId, booking.id), eq(bookingHosts.hostId, replaced)));
    await tx
      .update(bookings)
      .set({
        ...(replaced === booking.hostId ? { hostId: input.hostId } : {}),
        calendarSequence: sql`${bookings.calendarSequence} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id));
    await tx.insert(bookingReassignments).values({
      bookingId: booking.id,
      fromHostId: replaced,
      toHostId: input.hostId,
      byAdminUserId: adminUserIdOf(actor),
      createdAt: now,
    });

    await scheduleCalendarWrite(tx, booking.id, now);
    const grace = new Date(now.getTime() + IMMEDIATE_SEND_GRACE_MS);
    const kinds = [
      REASSIGN_JOBS.reassigned,
      ...HOST_CHANGE_JOBS,
      ...(booking.guests.length > 0 ? [REASSIGN_JOBS.guests] : []),
    ];
    for (const kind of kinds) await rearmJob(tx, { kind, bookingId: booking.id, runAt: grace });
    const previous = holding.find((host) => host.id === replaced);
    await recordBookingEvent(tx, "booking.reassigned", booking.id, now, {
      previousHost: previous ? { name: previous.name, slug: previous.slug } : null,
    });
    await recordAudit(tx, actor, {
      action: "booking.reassigned",
      entity: "bookings",
      entityId: booking.id,
      before: { hostId: replaced, host: previous?.name ?? null },
      after: { hostId: input.hostId, host: taking.name },
    });
    return {
      id: booking.id,
      date: booking.bookingDate,
      time: booking.timeSlot,
      start: booking.startsAt,
      end: booking.endsAt,
      hosts: await meetingHosts(tx, booking.id),
    };
  });
}

/** The admin row of whoever changed a booking's host, for booking_reassignments; null: a visitor. */
export const adminUserIdOf = (actor: AuditActor | undefined) =>
  actor?.userId ? sql<string>`(SELECT id FROM admin_users WHERE user_id = ${actor.userId})` : null;

/**
 * Which host steps off: a one-host meeting's own host (`replaceHostId` may only name them); for a
 * collective meeting the one `replaceHostId` names, which it must (ADR 0088).
 */
function replacedHost(input: ReassignBookingInput, ownHostId: string, held: readonly string[]) {
  const collective = held.length > 1;
  if (input.replaceHostId === undefined) {
    if (collective) throw fieldError(422, "replaceHostId", REASSIGN_MESSAGES.replaceHost);
    return ownHostId;
  }
  if (!held.includes(input.replaceHostId))
    throw fieldError(422, "replaceHostId", REASSIGN_MESSAGES.replaceHost);
  return input.replaceHostId;
}
