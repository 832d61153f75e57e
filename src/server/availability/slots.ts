import "server-only";
import { deepFreeze } from "@/lib/deep-freeze";
import { breakOverlaps, timedBlockOverlaps } from "@/lib/scheduling/blocks";
import {
  addDays,
  type CalendarDate,
  datesBetween,
  dayOfWeek,
  minutesOf,
  wallTimeOf,
} from "@/lib/time/calendar-date";
import { periodOf } from "@/lib/time/period";
import { zonedDate, zonedInstant } from "@/lib/time/zoned";
import { type Interval, overlapsAny } from "./conflicts";
import { isAtMeetingLimit } from "./meeting-limits";
import type {
  BookingPolicy,
  DateHours,
  DayStatus,
  Schedule,
  Slot,
  SlotType,
  WeekdayRule,
  WeeklyBreak,
} from "./schedule";

/**
 * The slot engine: which meeting times are offered, as a pure function of the rules, what is busy,
 * the clock and the business time zone. No I/O; `now` is always passed in.
 */

/** The business zone's calendar date of today. */
export function businessToday(now: Date, policy: BookingPolicy): CalendarDate {
  return zonedDate(now, policy.timeZone);
}

/** The dates that can be booked at `now`: today (business zone) to today + the advance limit. */
interface BookingWindow {
  today: CalendarDate;
  lastDay: CalendarDate;
}

function bookingWindow(now: Date, policy: BookingPolicy): BookingWindow {
  const today = businessToday(now, policy);
  return { today, lastDay: addDays(today, policy.advanceLimitDays) };
}

type WindowPosition = "past" | "beyond_window" | "inside";

const positionIn = (bookable: BookingWindow, date: CalendarDate): WindowPosition =>
  date < bookable.today ? "past" : date > bookable.lastDay ? "beyond_window" : "inside";

/** Where a date stands against the booking window: before today, after the last day, or inside. */
export function windowPosition(
  date: CalendarDate,
  now: Date,
  policy: BookingPolicy,
): WindowPosition {
  return positionIn(bookingWindow(now, policy), date);
}

/**
 * The opening hours of a date: its date-specific hours when it has them, else its weekday's
 * rule; null when that weekday is off (or has no rule) or the date is blocked all day.
 */
export function openingHours(date: CalendarDate, schedule: Schedule): WeekdayRule | null {
  if (schedule.blocks.some((b) => b.blockDate === date && b.allDay)) return null;
  const weekday = dayOfWeek(date);
  const own = schedule.dateHours.find((h) => h.date === date);
  if (own) return { dayOfWeek: weekday, isAvailable: true, ...hoursOf(own) };
  const rule = schedule.rules.find((r) => r.dayOfWeek === weekday);
  return rule?.isAvailable ? rule : null;
}

const hoursOf = ({ startTime, endTime, slotDuration }: DateHours) => ({
  startTime,
  endTime,
  slotDuration,
});

/** A slot's step and length on a weekday: its type's duration, or the weekday's slot_duration. */
const lengthOf = (rule: WeekdayRule, type: SlotType | undefined) =>
  type?.durationMinutes ?? rule.slotDuration;

/**
 * Every slot the rules give for a date, before anything busy is taken out: steps of the length
 * from the start time while the slot still ends by the end time. A wall time that does not exist
 * that day (the spring-forward gap) is skipped.
 * Buffers may reach outside the opening hours: they keep meetings apart, not inside the day.
 */
function* candidates(date: CalendarDate, schedule: Schedule): Generator<Slot> {
  // A type offered on some weekdays only is closed on the others, whatever the hours.
  const days = schedule.type?.days;
  if (days && !days.includes(dayOfWeek(date))) return;
  const rule = openingHours(date, schedule);
  const length = rule ? lengthOf(rule, schedule.type) : 0;
  if (!rule || length <= 0) return;
  const zone = schedule.policy.timeZone;
  // A type offered in some hours only steps from the later start to the earlier end.
  const hours = schedule.type?.offeredHours;
  const first = Math.max(minutesOf(rule.startTime), hours ? minutesOf(hours.from) : 0);
  const end = Math.min(minutesOf(rule.endTime), hours ? minutesOf(hours.until) : 24 * 60);
  const closing = closingInstant(date, end, zone);
  const duration = length * 60_000;
  let previousEnd = Number.NEGATIVE_INFINITY;
  for (let m = first; m + length <= end; m += length) {
    const time = wallTimeOf(m);
    const start = zonedInstant(date, time, zone);
    // Around a DST change real time and wall time part: a slot must neither overlap the one
    // before it nor run past closing time in real time.
    if (!start || start.getTime() < previousEnd || start.getTime() + duration > closing) continue;
    previousEnd = start.getTime() + duration;
    yield { time, start, end: new Date(previousEnd), period: periodOf(time) };
  }
}

/** When a date's opening hours end (null: closed that day), as the slots of that date see it. */
export function closingTime(date: CalendarDate, schedule: Schedule): Date | null {
  const rule = openingHours(date, schedule);
  if (!rule) return null;
  return new Date(closingInstant(date, minutesOf(rule.endTime), schedule.policy.timeZone));
}

/** The instant the day's opening hours end; a closing time in the DST gap moves to after the gap. */
function closingInstant(date: CalendarDate, endMinutes: number, zone: string): number {
  for (let m = endMinutes; m < 24 * 60; m += 15) {
    const instant = zonedInstant(date, wallTimeOf(m), zone);
    if (instant) return instant.getTime();
  }
  return Number.POSITIVE_INFINITY;
}

export function candidateSlots(date: CalendarDate, schedule: Schedule): Slot[] {
  return [...candidates(date, schedule)];
}

/** The buffers of the schedule's type, in minutes (none without a type). */
function buffersOf(schedule: Schedule) {
  return {
    before: schedule.type?.bufferBeforeMinutes ?? 0,
    after: schedule.type?.bufferAfterMinutes ?? 0,
  };
}

/** The time a slot keeps busy: the meeting plus its type's buffers, [start − before, end + after). */
export function bufferedInterval(slot: Interval, type: SlotType | undefined): Interval {
  const before = (type?.bufferBeforeMinutes ?? 0) * 60_000;
  const after = (type?.bufferAfterMinutes ?? 0) * 60_000;
  return {
    start: new Date(slot.start.getTime() - before),
    end: new Date(slot.end.getTime() + after),
  };
}

/**
 * Whether the slot's wall-clock span plus its buffers, [time − before, time + duration + after),
 * touches a timed block of its date.
 */
/**
 * Whether a slot (any length) with the type's buffers runs into a timed block of its date or into
 * one of its weekday's breaks.
 */
export function isBlocked(date: CalendarDate, slot: Slot, schedule: Schedule): boolean {
  const { before, after } = buffersOf(schedule);
  const from = minutesOf(slot.time) - before;
  const to = minutesOf(slot.time) + (slot.end.getTime() - slot.start.getTime()) / 60_000 + after;
  return (
    schedule.blocks.some((block) => timedBlockOverlaps(block, date, from, to)) ||
    breaksOn(date, schedule).some((weeklyBreak) => breakOverlaps(weeklyBreak, from, to))
  );
}

/** The weekly breaks that apply to a date: its weekday's, unless the date has its own hours. */
function breaksOn(date: CalendarDate, schedule: Schedule): WeeklyBreak[] {
  if (schedule.breaks.length === 0 || schedule.dateHours.some((h) => h.date === date)) return [];
  const weekday = dayOfWeek(date);
  return schedule.breaks.filter((weeklyBreak) => weeklyBreak.days.includes(weekday));
}

/** The minimum notice that applies: the type's when it has one, else the settings'. */
export const noticeMinutesOf = (schedule: Schedule) =>
  schedule.type?.minimumNoticeMinutes ?? schedule.policy.minimumNoticeMinutes;

/**
 * The slots offered for a date (spec §5 'Slot generation' plus the booking window, the minimum
 * notice and the daily and weekly limits): candidates whose span plus buffers is not in a timed
 * block and overlaps no busy interval, starting at least the notice after now — which also
 * removes today's past times — on a date that has not reached the most meetings a day, in a week
 * that has not reached the most a week.
 */
export function generateSlots(date: CalendarDate, schedule: Schedule, now: Date): Slot[] {
  if (windowPosition(date, now, schedule.policy) !== "inside") return [];
  const earliest = earliestStart(schedule, now);
  return dateSlots(date, schedule).free.filter((slot) => slot.start.getTime() >= earliest);
}

/** The earliest start the clock allows: now plus the minimum notice (which also ends today's past). */
const earliestStart = (schedule: Schedule, now: Date) =>
  now.getTime() + noticeMinutesOf(schedule) * 60_000;

/** Whether anything but the clock keeps a slot from being offered. */
function isTaken(date: CalendarDate, slot: Slot, schedule: Schedule): boolean {
  const buffers = buffersOf(schedule);
  return (
    isBlocked(date, slot, schedule) ||
    overlapsAny(
      slot.start.getTime() - buffers.before * 60_000,
      slot.end.getTime() + buffers.after * 60_000,
      schedule.busy,
    )
  );
}

/** What a date gives before the clock is applied: whether it opens at all, and its free slots. */
interface DateSlots {
  opens: boolean;
  free: readonly Slot[];
}

/**
 * A frozen schedule — the public reads' kept copy (ADR 0086) — never changes, so what it gives a
 * date is worked out once per copy and date; only the clock is applied per request. A schedule
 * that is not frozen could be changed by its owner, so it is worked out every time.
 */
const datesOfKeptSchedules = new WeakMap<Schedule, Map<CalendarDate, DateSlots>>();

function dateSlots(date: CalendarDate, schedule: Schedule): DateSlots {
  if (!Object.isFrozen(schedule)) return slotsOfDate(date, schedule);
  let dates = datesOfKeptSchedules.get(schedule);
  if (!dates) {
    dates = new Map();
    datesOfKeptSchedules.set(schedule, dates);
  }
  let slots = dates.get(date);
  if (!slots) {
    slots = deepFreeze(slotsOfDate(date, schedule));
    dates.set(date, slots);
  }
  return slots;
}

function slotsOfDate(date: CalendarDate, schedule: Schedule): DateSlots {
  const candidates = candidateSlots(date, schedule);
  return {
    opens: candidates.length > 0,
    free: isAtMeetingLimit(date, schedule)
      ? []
      : candidates.filter((slot) => !isTaken(date, slot, schedule)),
  };
}

/**
 * Each date's status for the calendar: past, beyond_window, closed (no opening hours that day),
 * full (opening hours, but no slot left: booked, blocked, too soon or at the daily or weekly
 * limit) or available.
 */
export function dayStatus(date: CalendarDate, schedule: Schedule, now: Date): DayStatus {
  return statusIn(bookingWindow(now, schedule.policy), date, schedule, now);
}

function statusIn(
  bookable: BookingWindow,
  date: CalendarDate,
  schedule: Schedule,
  now: Date,
): DayStatus {
  const position = positionIn(bookable, date);
  if (position !== "inside") return position;
  const { opens, free } = dateSlots(date, schedule);
  if (!opens) return "closed";
  const earliest = earliestStart(schedule, now);
  return free.some((slot) => slot.start.getTime() >= earliest) ? "available" : "full";
}

export function dayStatuses(
  from: CalendarDate,
  to: CalendarDate,
  schedule: Schedule,
  now: Date,
): { date: CalendarDate; status: DayStatus }[] {
  // One window for the whole range: the calendar asks for a month at a time, and working out
  // today in the business zone for each of its dates was a quarter of the answer's cost.
  const bookable = bookingWindow(now, schedule.policy);
  return datesBetween(from, to).map((date) => ({
    date,
    status: statusIn(bookable, date, schedule, now),
  }));
}
