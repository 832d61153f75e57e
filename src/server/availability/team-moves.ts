import "server-only";
import type { CalendarDate } from "@/lib/time/calendar-date";
import { type MovingBooking, movableSlots, scheduleForMove, withoutNotice } from "./move-slots";
import type { DayStatus } from "./schedule";
import { combinedSlots, type TeamSchedule, type TeamSlot, teamDayStatuses } from "./team-slots";

/**
 * Where a booking can move among hosts (ADR 0088), as pure as the one-host move it builds on: a
 * round-robin meeting may go to any of its type's hosts free at the new time (it stays with its
 * own when they are), a collective one needs all of its own hosts free.
 */

/** A moving booking with the hosts it keeps busy now. */
export interface MovingTeamBooking extends MovingBooking {
  hostIds: readonly string[];
}

/**
 * The team without the booking: its own hosts' schedules without its time and its count (as
 * `scheduleForMove`), the others' as they are; staff may drop the minimum notice for all.
 */
export function teamForMove(
  team: TeamSchedule,
  booking: MovingTeamBooking,
  options: { overrideNotice: boolean },
): TeamSchedule {
  return {
    ...team,
    members: team.members.map((member) => ({
      ...member,
      schedule: booking.hostIds.includes(member.host.id)
        ? scheduleForMove(member.schedule, booking, options)
        : options.overrideNotice
          ? withoutNotice(member.schedule)
          : member.schedule,
    })),
  };
}

/** The times of `date` the booking can move to (in a team from `teamForMove`), with who is free. */
export function teamMovableSlots(
  date: CalendarDate,
  team: TeamSchedule,
  booking: MovingTeamBooking,
  now: Date,
): TeamSlot[] {
  return combinedSlots(team, (member) => movableSlots(date, member.schedule, booking, now));
}

/** Each date's status for the move: the team's, but "full" where no time fits this booking. */
export function teamMoveDayStatuses(
  from: CalendarDate,
  to: CalendarDate,
  team: TeamSchedule,
  booking: MovingTeamBooking,
  now: Date,
): { date: CalendarDate; status: DayStatus }[] {
  return teamDayStatuses(from, to, team, now).map((day) =>
    day.status === "available" && teamMovableSlots(day.date, team, booking, now).length === 0
      ? { ...day, status: "full" }
      : day,
  );
}
