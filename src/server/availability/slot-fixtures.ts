import "server-only";
import type { WeekdayRule } from "./slots";

/** Tests' week: Monday to Friday 09:00–17:00 in 60-minute slots, unless overridden. */
export const weekdays = (overrides: Partial<WeekdayRule> = {}): WeekdayRule[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    isAvailable: dayOfWeek >= 1 && dayOfWeek <= 5,
    startTime: "09:00",
    endTime: "17:00",
    slotDuration: 60,
    ...overrides,
  }));
