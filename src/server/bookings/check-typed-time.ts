import "server-only";
import { collectiveTypedTime, roundRobinTypedTime } from "@/lib/scheduling/typed-time-hosts";
import type { TypedTimeCheck } from "@/lib/schemas/manage";
import type { CalendarDate, WallTime } from "@/lib/time/calendar-date";
import { loadSchedule } from "@/server/availability/load-schedule";
import { scheduleForMove } from "@/server/availability/move-slots";
import { soleSchedule } from "@/server/availability/team-slots";
import type { Database } from "@/server/db";
import { scheduleOwner } from "@/server/hosts/schedule-owner";
import { roundRobinOrder } from "./host-assignment";
import { meetingAtAnyTime } from "./meeting-at-any-time";
import { heldHostIds, movingBooking } from "./move-options";
import { typedMeeting, typedTimeOfHost, typedTimeOfHosts } from "./typed-time-of-host";

/** A time staff typed: for a new booking of a type (absent: the default), or to move a booking. */
export type TypedTime = { date: CalendarDate; time: WallTime } & (
  | { type?: string | undefined }
  | { bookingId: string }
);

/**
 * What a time staff typed with *Any time* (ADR 0068) falls on, before they book it or move a
 * meeting there: the same meeting the booking would make (the type's length, or the moved
 * meeting's own, with its buffers), and what it runs into on the schedules of the hosts it would
 * hold (ADR 0088). A new round-robin meeting is checked host by host in the order booking tries
 * them and names the host it would go to; a collective one every host's; a move its own host's
 * (a collective meeting's: all of them), as a typed move keeps its hosts. A time that has passed
 * or that the clocks skip is a 422 naming `time`, as booking it would be.
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
  const loaded = await loadSchedule(
    db,
    typed.date,
    typed.date,
    select,
    // A typed move keeps its hosts: its own, a collective meeting's every one.
    moving ? { ids: await heldHostIds(db, moving) } : {},
  );
  const { meetingType, timeFormat, team } = loaded;
  const zone = team.policy.timeZone;
  const minutes = moving
    ? (moving.endsAt.getTime() - moving.startsAt.getTime()) / 60_000
    : meetingType.durationMinutes;
  const { start, end } = meetingAtAnyTime(typed, zone, minutes, now);
  const meeting = typedMeeting(
    meetingType,
    { date: typed.date, start, end },
    timeFormat,
    moving ?? undefined,
  );
  const instants = { start: start.toISOString(), end: end.toISOString() };
  // The limits' counts come with the schedule (the date's whole week, read while a limit is set),
  // the moved meeting taken off its own date as a move's slots take it off.
  const forMove = (schedule: (typeof team.members)[number]["schedule"]) =>
    moving ? scheduleForMove(schedule, moving, { overrideNotice: true }) : schedule;

  if (team.members.length < 2) {
    // One host (a host who no longer takes meetings: every date closed), or the first host when the
    // type has none: the answer as it was before there were several hosts.
    const hostId = await scheduleOwner(db, team.members[0]?.host.id ?? moving?.hostId);
    const notes = await typedTimeOfHost(db, hostId, forMove(soleSchedule(team)), meeting);
    return { ...instants, ...notes };
  }
  const memberIds = team.members.map((member) => member.host.id);
  if (moving || team.assignment === "collective") {
    const checked = await typedTimeOfHosts(db, team.members, memberIds, meeting, {
      untilFree: false,
      schedule: (member) => forMove(member.schedule),
    });
    return { ...instants, ...collectiveTypedTime(checked) };
  }
  const order = await roundRobinOrder(db, meetingType.id, memberIds, now);
  const checked = await typedTimeOfHosts(db, team.members, order, meeting, { untilFree: true });
  const { host, ...notes } = roundRobinTypedTime(checked);
  return { ...instants, ...notes, host: host && { name: host.name, slug: host.slug } };
}
