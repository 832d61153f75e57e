import "server-only";
import { breakOverlaps, timedBlockOverlaps } from "@/lib/scheduling/blocks";
import {
  addDays,
  type CalendarDate,
  datesBetween,
  dayOfWeek,
  minutesOf,
  mondayOf,
  wallTimeOf,
} from "@/lib/time/calendar-date";
import { periodOf } from "@/lib/time/period";
import { zonedDate, zonedInstant } from "@/lib/time/zoned";
import { type Interval, overlapsAny } from "./conflicts";
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
 * that day (the spring-forward gap) is skipped. Lazy, so a day's status can stop at the first hit.
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
  return candidateSlots(date, schedule).filter((slot) => isOffered(date, slot, schedule, now));
}

/** Whether the date already holds the most meetings a day allows. */
export function isAtDailyLimit(date: CalendarDate, schedule: Schedule): boolean {
  const limit = schedule.policy.maxBookingsPerDay;
  return limit !== null && (schedule.bookedPerDay[date] ?? 0) >= limit;
}

/** Whether the date already holds the most meetings of the schedule's type its own limit allows. */
export function isAtTypeDailyLimit(date: CalendarDate, schedule: Schedule): boolean {
  const limit = schedule.type?.maxBookingsPerDay ?? null;
  return limit !== null && (schedule.typeBookedPerDay?.[date] ?? 0) >= limit;
}

/** Confirmed meetings in the date's week, Monday to Sunday. */
export function meetingsInWeekOf(date: CalendarDate, schedule: Schedule): number {
  const monday = mondayOf(date);
  let meetings = 0;
  for (let day = 0; day < 7; day++) meetings += schedule.bookedPerDay[addDays(monday, day)] ?? 0;
  return meetings;
}

/** Whether the date's week already holds the most meetings a week allows. */
export function isAtWeeklyLimit(date: CalendarDate, schedule: Schedule): boolean {
  const limit = schedule.policy.maxBookingsPerWeek;
  return limit !== null && meetingsInWeekOf(date, schedule) >= limit;
}

function isOffered(date: CalendarDate, slot: Slot, schedule: Schedule, now: Date): boolean {
  const earliestStart = now.getTime() + noticeMinutesOf(schedule) * 60_000;
  const buffers = buffersOf(schedule);
  return (
    !isAtDailyLimit(date, schedule) &&
    !isAtTypeDailyLimit(date, schedule) &&
    !isAtWeeklyLimit(date, schedule) &&
    slot.start.getTime() >= earliestStart &&
    !isBlocked(date, slot, schedule) &&
    !overlapsAny(
      slot.start.getTime() - buffers.before * 60_000,
      slot.end.getTime() + buffers.after * 60_000,
      schedule.busy,
    )
  );
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
  let opens = false;
  for (const slot of candidates(date, schedule)) {
    opens = true;
    if (isOffered(date, slot, schedule, now)) return "available";
  }
  return opens ? "full" : "closed";
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
