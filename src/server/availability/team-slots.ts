import "server-only";
import { type CalendarDate, datesBetween } from "@/lib/time/calendar-date";
import type { BookingPolicy, DayStatus, Schedule, Slot, SlotType } from "./schedule";
import { dayStatuses, generateSlots, windowPosition } from "./slots";

/**
 * The slot engine over several hosts (ADR 0088), as pure as the one-host engine it runs once per
 * host: each host's schedule holds that host's hours, breaks, blocks, busy time and meeting
 * counts; round robin offers a time when one host is free, collective when every host is.
 */

export type Assignment = "round_robin" | "collective";

/** A host as the public answers name them. */
export interface TeamHost {
  id: string;
  name: string;
  slug: string;
}

export interface TeamMember {
  host: TeamHost;
  schedule: Schedule;
}

/** The hosts a meeting type can be booked with, each with their own schedule. */
export interface TeamSchedule {
  assignment: Assignment;
  /** Active hosts only, in the type's order; empty: nobody takes this type (every day closed). */
  members: readonly TeamMember[];
  policy: BookingPolicy;
  type?: SlotType;
}

/** A time offered, with the hosts free at it (round robin: one of them; collective: all). */
export interface TeamSlot extends Slot {
  hostIds: readonly string[];
}

/** The times offered on a date, earliest first, each with the hosts free then. */
export function teamSlots(date: CalendarDate, team: TeamSchedule, now: Date): TeamSlot[] {
  return combinedSlots(team, (member) => generateSlots(date, member.schedule, now));
}

/**
 * Each member's slots (as `slotsOf` gives them) combined by the team's assignment: round robin,
 * every start one host has, with the hosts that have it; collective, the starts all hosts have.
 */
export function combinedSlots(
  team: TeamSchedule,
  slotsOf: (member: TeamMember) => Slot[],
): TeamSlot[] {
  const perMember = team.members.map((member) => ({ id: member.host.id, slots: slotsOf(member) }));
  if (team.assignment === "collective") return commonSlots(perMember);
  const byStart = new Map<number, { slot: Slot; hostIds: string[] }>();
  for (const { id, slots } of perMember)
    for (const slot of slots) {
      const key = slot.start.getTime();
      const seen = byStart.get(key);
      if (seen) seen.hostIds.push(id);
      else byStart.set(key, { slot, hostIds: [id] });
    }
  return [...byStart.values()]
    .sort((a, b) => a.slot.start.getTime() - b.slot.start.getTime())
    .map(({ slot, hostIds }) => ({ ...slot, hostIds }));
}

/** The slots every member has, with the same start and end: a collective meeting's. */
function commonSlots(perMember: { id: string; slots: Slot[] }[]): TeamSlot[] {
  const [first, ...others] = perMember;
  if (!first) return [];
  const hostIds = perMember.map((member) => member.id);
  const sameAs = (slot: Slot) => (other: Slot) =>
    other.start.getTime() === slot.start.getTime() && other.end.getTime() === slot.end.getTime();
  return first.slots
    .filter((slot) => others.every((member) => member.slots.some(sameAs(slot))))
    .map((slot) => ({ ...slot, hostIds }));
}

/**
 * Each date's status for the team: past and beyond_window as the policy says; available when a
 * time is offered; closed when the hours give nobody a time that day (round robin) or leave one of
 * the hosts closed (collective); else full. Each host's statuses come from the one-host engine,
 * which works out the booking window once for the range.
 */
export function teamDayStatuses(
  from: CalendarDate,
  to: CalendarDate,
  team: TeamSchedule,
  now: Date,
): { date: CalendarDate; status: DayStatus }[] {
  const [first, ...others] = team.members.map((member) =>
    dayStatuses(from, to, member.schedule, now),
  );
  if (!first)
    return datesBetween(from, to).map((date) => {
      const position = windowPosition(date, now, team.policy);
      return { date, status: position === "inside" ? "closed" : position };
    });
  if (others.length === 0) return first;
  return first.map(({ date, status }, i) => {
    const all = [status, ...others.map((member) => member[i]!.status)];
    return { date, status: combinedStatus(date, all, team, now) };
  });
}

function combinedStatus(
  date: CalendarDate,
  statuses: DayStatus[],
  team: TeamSchedule,
  now: Date,
): DayStatus {
  const [first] = statuses;
  // The window is the policy's, the same for every host.
  if (first === "past" || first === "beyond_window") return first;
  if (team.assignment === "round_robin") {
    if (statuses.includes("available")) return "available";
    return statuses.every((status) => status === "closed") ? "closed" : "full";
  }
  if (statuses.includes("closed")) return "closed";
  if (!statuses.every((status) => status === "available")) return "full";
  return teamSlots(date, team, now).length > 0 ? "available" : "full";
}

/**
 * The schedule of the team's one host: what a booking's move reads, loaded for the host who holds
 * it. A host who no longer takes meetings has no hours: every date is closed.
 */
export function soleSchedule(team: TeamSchedule): Schedule {
  return (
    team.members[0]?.schedule ?? {
      rules: [],
      blocks: [],
      dateHours: [],
      breaks: [],
      busy: [],
      bookedPerDay: {},
      policy: team.policy,
      ...(team.type ? { type: team.type } : {}),
    }
  );
}
