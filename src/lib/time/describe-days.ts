import { weekdayName } from "./calendar-date";

/**
 * Weekdays in words (a break's, a meeting type's), Monday first: "Every day", "Monday to Friday", "Monday,
 * Wednesday and Friday", "Friday to Sunday". Three or more days in a row read as a range.
 */
export function describeDays(days: readonly number[]) {
  if (new Set(days).size === 7) return "Every day";
  const mondayFirst = [...new Set(days)].map((day) => (day + 6) % 7).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of mondayFirst) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const name = (mondayIndex: number) => weekdayName((mondayIndex + 1) % 7);
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [`${name(run[0]!)} to ${name(run.at(-1)!)}`] : run.map(name),
  );
  return parts.length < 2
    ? (parts[0] ?? "")
    : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
