import "server-only";
import type { BookingPolicy, Schedule, WeekdayRule } from "./schedule";

// What the slot engine's tests share: a week of rules, a policy, a schedule, and readers.

export const weekdays = (overrides: Partial<WeekdayRule> = {}): WeekdayRule[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    isAvailable: dayOfWeek >= 1 && dayOfWeek <= 5,
    startTime: "09:00",
    endTime: "17:00",
    slotDuration: 60,
    ...overrides,
  }));

export const policy = (overrides: Partial<BookingPolicy> = {}): BookingPolicy => ({
  timeZone: "UTC",
  advanceLimitDays: 30,
  minimumNoticeMinutes: 120,
  maxBookingsPerDay: null,
  maxBookingsPerWeek: null,
  ...overrides,
});

export const schedule = (overrides: Partial<Schedule> = {}): Schedule => ({
  rules: weekdays(),
  blocks: [],
  dateHours: [],
  breaks: [],
  busy: [],
  bookedPerDay: {},
  policy: policy(),
  ...overrides,
});

export const at = (iso: string) => new Date(iso);
export const times = (slots: { time: string }[]) => slots.map((s) => s.time);
export const starts = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());

// Monday 7 January 2030; "now" is the Friday before unless a test says otherwise.
export const MONDAY = "2030-01-07";
export const FRIDAY_NOON = at("2030-01-04T12:00:00Z");
