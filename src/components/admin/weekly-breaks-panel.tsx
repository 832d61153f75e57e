"use client";

import type { WeeklyBreak } from "@/lib/admin-api";
import type { BookingConflict } from "@/lib/scheduling/conflicts";
import type { TimeFormat } from "@/lib/time/format";
import { AddBreakForm } from "./add-break-form";
import type { QueryState } from "./api-client";
import type { WeekResponse } from "./availability-panel";
import { ConflictList, conflictTitle } from "./conflict-list";
import { describeBreak } from "./describe-block";
import { PanelSection } from "./panel-section";
import { RemovableList } from "./removable-list";

/**
 * Weekly breaks (ADR 0049): time kept free every week on chosen weekdays, such as lunch. The list
 * is the breaks of the tab's one answer (`state`, which the weekday forms read too), so adding or
 * removing one refreshes that answer once (`onAdded`, `onRemoved`). Adding lists the bookings now
 * inside it (`conflicts`, placed by AvailabilityTab); they stay booked.
 */
export function WeeklyBreaksPanel({
  timeFormat,
  state,
  onRetry,
  conflicts,
  onAdded,
  onRemoved,
}: {
  timeFormat: TimeFormat;
  state: QueryState<WeekResponse>;
  onRetry: () => void;
  conflicts: BookingConflict[];
  onAdded: (breakId: string) => void;
  onRemoved: () => void;
}) {
  const breakText = (weeklyBreak: WeeklyBreak) => describeBreak(weeklyBreak, timeFormat);

  return (
    <PanelSection
      id="breaks-heading"
      title="Weekly breaks"
      intro="Time kept free every week, such as lunch: no meeting is offered inside a break on its days. A date with date-specific hours keeps those whole."
    >
      <AddBreakForm timeFormat={timeFormat} onAdded={onAdded} />
      <ConflictList
        title={conflictTitle(conflicts.length)}
        conflicts={conflicts}
        timeFormat={timeFormat}
      />

      <RemovableList
        state={state}
        onRetry={onRetry}
        loadingLabel="Loading weekly breaks…"
        items={(data) => data.breaks}
        empty="No weekly breaks"
        label="Weekly breaks"
        keyOf={(weeklyBreak) => weeklyBreak.id}
        title={breakText}
        detail={(weeklyBreak) => weeklyBreak.label}
        removeName={(weeklyBreak) => `the break ${breakText(weeklyBreak)}`}
        removal={{
          path: (weeklyBreak) => `/api/admin/weekly-breaks/${weeklyBreak.id}`,
          done: (weeklyBreak) => `Removed the break ${breakText(weeklyBreak)}`,
          failed: "Break not removed",
          onDone: onRemoved,
        }}
      />
    </PanelSection>
  );
}
