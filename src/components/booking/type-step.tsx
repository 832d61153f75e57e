import { meetingWith } from "@/lib/booking/meeting-with";
import type { PublicMeetingType } from "@/lib/schemas/meeting-types";
import { describeDays } from "@/lib/time/describe-days";
import { type TimeFormat, wallTimeRange } from "@/lib/time/format";
import { earlyTapTarget } from "@/page-runtime/early-tap";

/** "30 minutes", "1 hour", "1 hour 30 minutes". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours ? `${hours} ${hours === 1 ? "hour" : "hours"}` : "";
  const m = rest ? `${rest} minutes` : "";
  return [h, m].filter(Boolean).join(" ");
}

/**
 * When a type is offered, if not whenever the calendar opens: "Tuesday and Thursday, 1:00 PM–5:00
 * PM (Europe/London)". Null for a type offered every day, all day.
 */
export function offeredText(
  type: Pick<PublicMeetingType, "days" | "offeredFrom" | "offeredUntil">,
  timeFormat: TimeFormat,
  zone: string,
): string | null {
  const hours =
    type.offeredFrom && type.offeredUntil
      ? `${wallTimeRange({ startTime: type.offeredFrom, endTime: type.offeredUntil }, timeFormat)} (${zone})`
      : null;
  const days = type.days ? describeDays(type.days) : null;
  if (days && hours) return `${days}, ${hours}`;
  return days ?? hours;
}

/**
 * The Type step (two or more active meeting types): each type is one button naming it, its length,
 * the hosts of a collective meeting, its description, and when it is offered if not always;
 * choosing one moves on to the date. The chosen one is marked when the visitor comes back to
 * change it.
 */
export function TypeStep({
  types,
  selected,
  onChoose,
  timeFormat,
  businessZone,
}: {
  types: readonly PublicMeetingType[];
  timeFormat: TimeFormat;
  businessZone: string;
  selected: string | null;
  onChoose: (slug: string) => void;
}) {
  return (
    <section aria-labelledby="type-step-title">
      <h2
        id="type-step-title"
        tabIndex={-1}
        className="mb-1 text-xl font-semibold text-slate-50 focus:outline-none"
      >
        Choose a meeting type
      </h2>
      <p className="mb-6 text-sm text-slate-400">Pick the kind of call that suits you.</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {types.map((type) => {
          const offered = offeredText(type, timeFormat, businessZone);
          // A collective meeting's hosts; the page names a personal link's host once, above.
          const withWhom = meetingWith(type, null);
          return (
            <li key={type.slug}>
              <button
                type="button"
                aria-pressed={type.slug === selected}
                {...earlyTapTarget({ kind: "type", slug: type.slug })}
                onClick={() => onChoose(type.slug)}
                className="flex h-full w-full flex-col gap-1 rounded-2xl border border-slate-700 bg-slate-950/50 p-4 text-left transition hover:border-sky-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 aria-pressed:border-sky-400 aria-pressed:bg-sky-950/40"
              >
                <span className="font-semibold text-slate-50">{type.name}</span>
                <span className="text-sm font-medium text-sky-300">
                  {durationText(type.durationMinutes)}
                </span>
                {withWhom ? <span className="text-sm text-slate-300">with {withWhom}</span> : null}
                {offered ? <span className="text-sm text-slate-300">{offered}</span> : null}
                {type.description ? (
                  <span className="text-sm text-slate-300">{type.description}</span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
