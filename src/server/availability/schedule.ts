import "server-only";
import type { BreakSpan } from "@/lib/scheduling/blocks";
import type { CalendarDate, WallTime } from "@/lib/time/calendar-date";
import type { DayPeriod } from "@/lib/time/period";
import type { Interval } from "./conflicts";

// What the slot engine reads (slots.ts): the rules, what is busy and the policy, as plain data.

/** One weekday's opening hours (availability_settings), wall-clock in the business zone. */
export interface WeekdayRule {
  dayOfWeek: number;
  isAvailable: boolean;
  startTime: WallTime;
  endTime: WallTime;
  slotDuration: number;
}

/** A blocked_slots row: the whole day, or [startTime, endTime) wall-clock on blockDate. */
export interface Block {
  blockDate: CalendarDate;
  allDay: boolean;
  startTime: WallTime | null;
  endTime: WallTime | null;
}

/**
 * A date's own opening hours (date_specific_hours), in place of its weekday's rule, also on a
 * weekday that is off. Blocks still apply on top.
 */
export interface DateHours {
  date: CalendarDate;
  startTime: WallTime;
  endTime: WallTime;
  slotDuration: number;
}

/**
 * A weekly break (weekly_breaks, ADR 0049): [startTime, endTime) wall-clock kept free on each of
 * its weekdays (0 = Sunday), as a timed block would be, on dates that follow their weekday's
 * hours. A date with its own hours keeps them whole.
 */
export type WeeklyBreak = BreakSpan;

export interface BookingPolicy {
  timeZone: string;
  /** Days after today (business zone) that can still be booked; today + limit is the last. */
  advanceLimitDays: number;
  /** No slot starting sooner than this after `now` is offered. */
  minimumNoticeMinutes: number;
  /** A date with this many confirmed meetings (any type) offers nothing more; null: no limit. */
  maxBookingsPerDay: number | null;
  /** A week (Monday to Sunday) with this many confirmed meetings offers nothing more; null: none. */
  maxBookingsPerWeek: number | null;
}

/**
 * The meeting type the slots are for (ADR 0056). Without one, a slot is the spec's: as long as
 * the weekday's slot_duration, no buffers, the settings' notice.
 */
export interface SlotType {
  /** Step and length in minutes; null: the weekday's slot_duration (the default type). */
  durationMinutes: number | null;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** Overrides the policy's minimum notice when not null. */
  minimumNoticeMinutes: number | null;
  /** A date with this many confirmed meetings of this type offers it no more; null or absent: none. */
  maxBookingsPerDay?: number | null;
  /** The weekdays it is offered on (0 = Sunday); null or absent: every day the hours open. */
  days?: readonly number[] | null;
  /** The hours of the day it is offered in, inside the opening hours; null or absent: all. */
  offeredHours?: { from: WallTime; until: WallTime } | null;
}

export interface Schedule {
  rules: readonly WeekdayRule[];
  blocks: readonly Block[];
  /** Dates whose hours differ from their weekday's (only the dates asked about need be here). */
  dateHours: readonly DateHours[];
  /** Time kept free every week on given weekdays (lunch). */
  breaks: readonly WeeklyBreak[];
  /** Busy time as instants: confirmed bookings with their own buffers, calendars' busy periods. */
  busy: readonly Interval[];
  /**
   * Confirmed meetings per business date (dates with none may be absent), for the daily limit,
   * and over the whole weeks (Monday to Sunday) of the dates asked about, for the weekly one.
   */
  bookedPerDay: Readonly<Record<CalendarDate, number>>;
  /** The same for the meeting type's own meetings (its daily limit); absent: none counted. */
  typeBookedPerDay?: Readonly<Record<CalendarDate, number>>;
  policy: BookingPolicy;
  type?: SlotType;
}

export interface Slot {
  time: WallTime;
  start: Date;
  end: Date;
  period: DayPeriod;
}

export type DayStatus = "available" | "full" | "closed" | "past" | "beyond_window";
