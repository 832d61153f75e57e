import { buttonStyles } from "@/components/ui/button";
import type { PublicMeetingType } from "@/lib/schemas/meeting-types";
import { formatLongDate } from "@/lib/time/format";
import { MonthCalendar } from "./month-calendar";
import { durationText } from "./type-step";

/**
 * The Date step: the month calendar, and — when visitors choose between meeting types — the
 * chosen type with a way back to change it.
 */
export function DateStep({
  calendar,
  lastBookableDate,
  meetingType,
  onChangeType,
}: {
  calendar: React.ComponentProps<typeof MonthCalendar>;
  lastBookableDate: string;
  meetingType: PublicMeetingType | null;
  onChangeType: (() => void) | null;
}) {
  return (
    <section aria-labelledby="date-step-title">
      <h2
        id="date-step-title"
        tabIndex={-1}
        className="mb-1 text-xl font-semibold text-slate-50 focus:outline-none"
      >
        Choose a date
      </h2>
      {meetingType && onChangeType ? (
        <p className="mb-2 flex flex-wrap items-center gap-3 text-sm text-slate-300">
          <span>
            <span className="font-semibold text-slate-100">{meetingType.name}</span> ·{" "}
            {durationText(meetingType.durationMinutes)}
          </span>
          <button type="button" onClick={onChangeType} className={`${buttonStyles.secondary}`}>
            Change meeting type
          </button>
        </p>
      ) : null}
      <p className="mb-6 text-sm text-slate-400">
        Bookable up to {formatLongDate(lastBookableDate)}. Use the arrow keys to move between days.
      </p>
      <MonthCalendar {...calendar} />
    </section>
  );
}
