import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { typedTimeNotes } from "@/lib/scheduling/typed-time";
import type { TypedTimeCheck } from "@/lib/schemas/manage";
import type { CalendarDate, WallTime } from "@/lib/time/calendar-date";
import { loadAvailabilityRules } from "@/server/availability/booking-conflicts";
import { loadSchedule } from "@/server/availability/load-schedule";
import { meetingsInWeekOf } from "@/server/availability/meeting-limits";
import { scheduleForMove } from "@/server/availability/move-slots";
import { soleSchedule } from "@/server/availability/team-slots";
import type { Database } from "@/server/db";
import {
  bookingHosts,
  bookings,
  busyPeriodSpan,
  calendarBusyPeriods,
  calendarConnections,
} from "@/server/db/schema";
import { scheduleOwner } from "@/server/hosts/schedule-owner";
import { meetingAtAnyTime } from "./meeting-at-any-time";
import { movingBooking } from "./move-options";

/** A time staff typed: for a new booking of a type (absent: the default), or to move a booking. */
export type TypedTime = { date: CalendarDate; time: WallTime } & (
  | { type?: string | undefined }
  | { bookingId: string }
);

/**
 * What a time staff typed with *Any time* (ADR 0068) falls on, before they book it or move a
 * meeting there: the same meeting the booking would make (the type's length, or the moved
 * meeting's own, with its buffers), and what it runs into. A time that has passed or that the
 * clocks skip is a 422 naming `time`, as booking it would be.
 */
export async function checkTypedTime(
  db: Database,
  typed: TypedTime,
  now: Date,
): Promise<TypedTimeCheck> {
  const moving =
    "bookingId" in typed
      ? await movingBooking(db, { booking: { id: typed.bookingId }, now })
      : null;
  const select = moving
    ? { id: moving.meetingTypeId }
    : { slug: "type" in typed ? typed.type : undefined };
  // A booking keeps its host; a new one is checked against the type's first host.
  const loaded = await loadSchedule(
    db,
    typed.date,
    typed.date,
    select,
    moving ? { ids: [moving.hostId] } : {},
  );
  const { meetingType, timeFormat } = loaded;
  const hostSchedule = soleSchedule(loaded.team);
  const hostId = await scheduleOwner(db, moving?.hostId ?? loaded.team.members[0]?.host.id);
  // The limits' counts come with the schedule (the date's whole week, read while a limit is set),
  // the moved meeting taken off its own date as a move's slots take it off.
  const schedule = moving
    ? scheduleForMove(hostSchedule, moving, { overrideNotice: true })
    : hostSchedule;
  const zone = schedule.policy.timeZone;
  const minutes = moving
    ? (moving.endsAt.getTime() - moving.startsAt.getTime()) / 60_000
    : meetingType.durationMinutes;
  const meeting = meetingAtAnyTime(typed, zone, minutes, now);
  const buffers = moving ?? meetingType;
  const busyRange = sql`booking_busy_range(${meeting.start.toISOString()}::timestamptz,
    ${meeting.end.toISOString()}::timestamptz, ${buffers.bufferBeforeMinutes}::int,
    ${buffers.bufferAfterMinutes}::int)`;
  const notMoving = moving ? ne(bookings.id, moving.id) : undefined;
  const confirmed = and(eq(bookings.status, "confirmed"), notMoving);
  const overlappingBookings = await db
    .select({
      name: sql<string>`${bookings.firstName} || ' ' || ${bookings.lastName}`,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .innerJoin(
      bookingHosts,
      and(eq(bookingHosts.bookingId, bookings.id), eq(bookingHosts.hostId, hostId)),
    )
    .where(and(confirmed, sql`${bookings.busyRange} && ${busyRange}`))
    .orderBy(asc(bookings.startsAt));
  const calendarBusy = await db
    .select({
      calendar: calendarConnections.name,
      startsAt: calendarBusyPeriods.startsAt,
      endsAt: calendarBusyPeriods.endsAt,
    })
    .from(calendarBusyPeriods)
    .innerJoin(calendarConnections, eq(calendarConnections.id, calendarBusyPeriods.connectionId))
    .where(
      and(
        eq(calendarConnections.hostId, hostId),
        sql`${busyPeriodSpan(calendarBusyPeriods.startsAt, calendarBusyPeriods.endsAt)} && ${busyRange}`,
      ),
    )
    .orderBy(asc(calendarBusyPeriods.startsAt), asc(calendarConnections.name));
  const { refusal, notes } = typedTimeNotes({
    meeting: {
      startsAt: meeting.start,
      endsAt: meeting.end,
      type: {
        name: meetingType.name,
        days: meetingType.days,
        offeredFrom: meetingType.offeredFrom,
        offeredUntil: meetingType.offeredUntil,
      },
    },
    rules: await loadAvailabilityRules(db, hostId, { from: typed.date, to: typed.date }),
    overlappingBookings,
    calendarBusy,
    meetingsThatDay: schedule.bookedPerDay[typed.date] ?? 0,
    dailyLimit: schedule.policy.maxBookingsPerDay,
    typeMeetingsThatDay: schedule.typeBookedPerDay?.[typed.date] ?? 0,
    typeDailyLimit: schedule.type?.maxBookingsPerDay ?? null,
    meetingsThatWeek: meetingsInWeekOf(typed.date, schedule),
    weeklyLimit: schedule.policy.maxBookingsPerWeek,
    zone,
    timeFormat,
  });
  return { start: meeting.start.toISOString(), end: meeting.end.toISOString(), refusal, notes };
}
