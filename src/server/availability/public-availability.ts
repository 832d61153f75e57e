import "server-only";
import type { AvailabilityResponse, SlotsResponse } from "@/lib/schemas/booking";
import {
  addDays,
  addMonths,
  type CalendarDate,
  dayOfWeek,
  lastDayOfMonth,
} from "@/lib/time/calendar-date";
import { readBookingSettings } from "@/server/availability/booking-settings";
import type { Database } from "@/server/db";
import { teamWithoutNotice } from "./move-slots";
import type { BookingPolicy, Schedule, Slot, SlotType } from "./schedule";
import { loadPublicSchedule } from "./schedule-cache";
import { businessToday, openingHours } from "./slots";
import { type TeamSchedule, teamDayStatuses, teamSlots } from "./team-slots";

/**
 * What the public API says about free time: statuses and times only. Nothing about who booked
 * leaves the server — busy intervals are used here and dropped.
 */

const DEFAULT_SLOT_DURATION = 60;

/** GET /api/v1/availability */
export async function getAvailability(
  db: Database,
  range: {
    from: CalendarDate;
    to: CalendarDate;
    type?: string | undefined;
    host?: string | undefined;
  },
  now: Date,
): Promise<AvailabilityResponse> {
  const { team } = await loadPublicSchedule(
    db,
    range.from,
    range.to,
    { slug: range.type },
    { slug: range.host },
  );
  return availabilityResponse(team.policy, teamDayStatuses(range.from, range.to, team, now));
}

/**
 * The month /book opens on: today's, unless none of its days has a time left (the last evening of a
 * month, a month booked up), then the first month in the booking window that has one — so the
 * first view always offers a day to tap (ADR 0066). Nothing free in the whole window: today's.
 */
export async function getOpeningMonth(
  db: Database,
  window: {
    today: CalendarDate;
    lastBookableDate: CalendarDate;
    type?: string | undefined;
    host?: string | undefined;
  },
  now: Date,
): Promise<{ month: CalendarDate; days: AvailabilityResponse["days"] }> {
  const first = `${window.today.slice(0, 7)}-01`;
  let opening: { month: CalendarDate; days: AvailabilityResponse["days"] } | null = null;
  for (let month = first; month <= window.lastBookableDate; month = addMonths(month, 1)) {
    const { days } = await getAvailability(
      db,
      { from: month, to: lastDayOfMonth(month), type: window.type, host: window.host },
      now,
    );
    opening ??= { month, days };
    if (days.some((day) => day.status === "available")) return { month, days };
  }
  return opening ?? { month: first, days: [] };
}

/**
 * GET /api/v1/slots; staff's GET /api/admin/slots passes `overrideNotice` to list the times
 * inside the minimum notice too (ADR 0063).
 */
export async function getSlots(
  db: Database,
  date: CalendarDate,
  now: Date,
  type?: string,
  options: { overrideNotice?: boolean; host?: string | undefined } = {},
): Promise<SlotsResponse> {
  const { team: loaded } = await loadPublicSchedule(
    db,
    date,
    date,
    { slug: type },
    { slug: options.host },
  );
  const team = options.overrideNotice ? teamWithoutNotice(loaded) : loaded;
  return slotsResponse(date, hostsOf(team), teamSlots(date, team, now));
}

/** The availability answer (also a booking's move options): the zone and each date's status. */
export const availabilityResponse = (
  policy: BookingPolicy,
  days: AvailabilityResponse["days"],
): AvailabilityResponse => ({ timezone: policy.timeZone, days });

/** What the slots answer reads: the policy, the type and the schedules of the hosts asked about. */
export interface SlotsSource {
  policy: BookingPolicy;
  type?: SlotType | undefined;
  schedules: readonly Schedule[];
}

export const hostsOf = (team: TeamSchedule): SlotsSource => ({
  policy: team.policy,
  type: team.type,
  schedules: team.members.map((member) => member.schedule),
});

/** The slots answer (also a booking's move options): the times, never who is busy when. */
export function slotsResponse(
  date: CalendarDate,
  { policy, type, schedules }: SlotsSource,
  slots: readonly Slot[],
): SlotsResponse {
  // A closed or blocked date still answers its weekday's step, as before date-specific hours;
  // with several hosts, the first whose hours say one.
  const rule =
    schedules.map((schedule) => openingHours(date, schedule)).find(Boolean) ??
    schedules
      .map((schedule) => schedule.rules.find((r) => r.dayOfWeek === dayOfWeek(date)))
      .find(Boolean);
  return {
    date,
    timezone: policy.timeZone,
    slotDuration: type?.durationMinutes ?? rule?.slotDuration ?? DEFAULT_SLOT_DURATION,
    slots: slots.map((slot) => ({
      time: slot.time,
      start: slot.start.toISOString(),
      period: slot.period,
    })),
  };
}

/** The /book page's starting point: the zone, the time format and the bookable range. */
export async function getBookingPageData(db: Database, now: Date) {
  const settings = await readBookingSettings(db);
  const today = businessToday(now, settings);
  return {
    timezone: settings.timeZone,
    timeFormat: settings.timeFormat,
    today,
    lastBookableDate: addDays(today, settings.advanceLimitDays),
  };
}
