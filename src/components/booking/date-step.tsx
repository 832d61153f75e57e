import { buttonStyles } from "@/components/ui/button";
import type { PublicMeetingType } from "@/lib/schemas/meeting-types";
import { formatLongDate } from "@/lib/time/format";
import type { EarlyDayTaps } from "@/page-runtime/early-tap";
import type { PickerFlow } from "./date-time-picking";
import { PickerDateStep } from "./picker-steps";
import { durationText } from "./type-step";

/**
 * The Date step of /book: the shared picker's date step, and — when visitors choose between
 * meeting types — the chosen type with a way back to change it.
 */
export function DateStep({
  flow,
  today,
  lastBookableDate,
  meetingType,
  withWhom,
  onChangeType,
  earlyTaps,
}: {
  flow: PickerFlow;
  today: string;
  lastBookableDate: string;
  meetingType: PublicMeetingType | null;
  /** Who the meeting is with, when known before booking (meetingWith). */
  withWhom: string | null;
  onChangeType: (() => void) | null;
  /** Days keep a tap made before hydration, and start reading its times (ADR 0066). */
  earlyTaps: EarlyDayTaps;
}) {
  return (
    <PickerDateStep
      flow={flow}
      today={today}
      lastBookableDate={lastBookableDate}
      titleId="date-step-title"
      title="Choose a date"
      earlyTaps={earlyTaps}
      lead={
        // The chosen type, and a way back to the others when there are others to choose.
        meetingType ? (
          <p className="mb-2 flex flex-wrap items-center gap-3 text-sm text-slate-300">
            <span>
              <span className="font-semibold text-slate-100">{meetingType.name}</span> ·{" "}
              {durationText(meetingType.durationMinutes)}
              {withWhom ? ` · with ${withWhom}` : null}
            </span>
            {onChangeType ? (
              <button type="button" onClick={onChangeType} className={buttonStyles.secondary}>
                Change meeting type
              </button>
            ) : null}
          </p>
        ) : withWhom ? (
          <p className="mb-2 text-sm text-slate-300">With {withWhom}</p>
        ) : null
      }
      intro={`Bookable up to ${formatLongDate(lastBookableDate)}. Use the arrow keys to move between days.`}
    />
  );
}
