import { minutesOf, type WallTime } from "./calendar-date";

export type DayPeriod = "morning" | "afternoon" | "evening";

export const DAY_PERIODS: readonly DayPeriod[] = ["morning", "afternoon", "evening"];

export const DAY_PERIOD_LABELS: Record<DayPeriod, string> = {
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
};

/** Spec §5: morning is before 12:00, afternoon 12:00–16:59, evening 17:00 onward. */
export function periodOf(time: WallTime): DayPeriod {
  const minutes = minutesOf(time);
  if (minutes < 12 * 60) return "morning";
  if (minutes < 17 * 60) return "afternoon";
  return "evening";
}
