import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { type TypedTimeFacts, typedTimeNotes } from "@/lib/scheduling/typed-time";
import { freeHostFirst, type HostNotes } from "@/lib/scheduling/typed-time-hosts";
import type { CalendarDate } from "@/lib/time/calendar-date";
import type { TimeFormat } from "@/lib/time/format";
import { loadAvailabilityRules } from "@/server/availability/booking-conflicts";
import { meetingsInWeekOf } from "@/server/availability/meeting-limits";
import type { MeetingTypeRow } from "@/server/availability/meeting-type-pick";
import type { Schedule } from "@/server/availability/schedule";
import type { TeamMember } from "@/server/availability/team-slots";
import type { Database } from "@/server/db";
import {
  bookingHosts,
  bookings,
  busyPeriodSpan,
  calendarBusyPeriods,
  calendarConnections,
} from "@/server/db/schema";

/** The meeting a typed time makes (ADR 0068), as every host's check reads it. */
export interface TypedMeeting {
  date: CalendarDate;
  start: Date;
  end: Date;
  /** The buffers it would be booked with: the type's, or the moved meeting's own. */
  buffers: { bufferBeforeMinutes: number; bufferAfterMinutes: number };
  type: TypedTimeFacts["meeting"]["type"];
  /** The booking being moved, never counted against itself. */
  movingId?: string;
  timeFormat: TimeFormat;
}

/** The meeting of a type at a typed time; moving a booking, its own buffers and never itself. */
export function typedMeeting(
  meetingType: Pick<MeetingTypeRow, "name" | "days" | "offeredFrom" | "offeredUntil"> &
    TypedMeeting["buffers"],
  at: { date: CalendarDate; start: Date; end: Date },
  timeFormat: TimeFormat,
  moving?: TypedMeeting["buffers"] & { id: string },
): TypedMeeting {
  const { name, days, offeredFrom, offeredUntil } = meetingType;
  return {
    date: at.date,
    start: at.start,
    end: at.end,
    buffers: moving ?? meetingType,
    type: { name, days, offeredFrom, offeredUntil },
    ...(moving ? { movingId: moving.id } : {}),
    timeFormat,
  };
}

/**
 * What the meeting runs into on one host's schedule: their bookings (compared on `busy_range`, as
 * the exclusion constraint does), their rules, their calendars' busy time and their share of the
 * limits (the schedule's counts).
 */
export async function typedTimeOfHost(
  db: Database,
  hostId: string,
  schedule: Schedule,
  meeting: TypedMeeting,
) {
  const { start, end, buffers, date } = meeting;
  const busyRange = sql`booking_busy_range(${start.toISOString()}::timestamptz,
    ${end.toISOString()}::timestamptz, ${buffers.bufferBeforeMinutes}::int,
    ${buffers.bufferAfterMinutes}::int)`;
  const notMoving = meeting.movingId ? ne(bookings.id, meeting.movingId) : undefined;
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
  return typedTimeNotes({
    meeting: { startsAt: start, endsAt: end, type: meeting.type },
    rules: await loadAvailabilityRules(db, hostId, { from: date, to: date }),
    overlappingBookings,
    calendarBusy,
    meetingsThatDay: schedule.bookedPerDay[date] ?? 0,
    dailyLimit: schedule.policy.maxBookingsPerDay,
    typeMeetingsThatDay: schedule.typeBookedPerDay?.[date] ?? 0,
    typeDailyLimit: schedule.type?.maxBookingsPerDay ?? null,
    meetingsThatWeek: meetingsInWeekOf(date, schedule),
    weeklyLimit: schedule.policy.maxBookingsPerWeek,
    zone: schedule.policy.timeZone,
    timeFormat: meeting.timeFormat,
  });
}

/**
 * Each member's notes, in the order of `hostIds`; `untilFree` stops at the first host with nothing
 * on (round robin goes no further).
 */
export async function typedTimeOfHosts(
  db: Database,
  members: readonly TeamMember[],
  hostIds: readonly string[],
  meeting: TypedMeeting,
  options: { untilFree: boolean; schedule?: (member: TeamMember) => Schedule },
) {
  const checked: HostNotes<TeamMember["host"]>[] = [];
  for (const id of hostIds) {
    const member = members.find((m) => m.host.id === id);
    if (!member) continue;
    const schedule = options.schedule?.(member) ?? member.schedule;
    const notes = await typedTimeOfHost(db, id, schedule, meeting);
    checked.push({ host: member.host, ...notes });
    if (options.untilFree && notes.notes.length === 0) break;
  }
  return checked;
}

/**
 * Round robin's order (`order`, fairest first) for a typed time: the first host with nothing on
 * then goes first, as the check names them; the others follow, the exclusion constraint having
 * the last word.
 */
export async function freeHostFirstOrder(
  db: Database,
  members: readonly TeamMember[],
  order: readonly string[],
  meeting: TypedMeeting,
) {
  if (order.length < 2) return [...order];
  const checked = await typedTimeOfHosts(db, members, order, meeting, { untilFree: true });
  return freeHostFirst(order, checked.find((h) => h.notes.length === 0)?.host.id);
}
