"use client";

import type { WeeklyBreak } from "@/lib/admin-api";
import type { BookingConflict } from "@/lib/scheduling/conflicts";
import type { TimeFormat } from "@/lib/time/format";
import { AddBreakForm } from "./add-break-form";
import { useApiQuery } from "./api-client";
import { ConflictList, conflictTitle } from "./conflict-list";
import { describeBreak } from "./describe-block";
import { PanelSection } from "./panel-section";
import { RemovableList } from "./removable-list";

/**
 * Weekly breaks (ADR 0049): time kept free every week on chosen weekdays, such as lunch. Adding
 * one lists the bookings now inside it (`conflicts`, placed by AvailabilityTab); they stay booked.
 */
export function WeeklyBreaksPanel({
  timeFormat,
  conflicts,
  onAdded,
  onRemoved,
}: {
  timeFormat: TimeFormat;
  conflicts: BookingConflict[];
  onAdded: (breakId: string) => void;
  onRemoved: () => void;
}) {
  const { state, reload } = useApiQuery<{ breaks: WeeklyBreak[] }>("/api/admin/weekly-breaks");
  const breakText = (weeklyBreak: WeeklyBreak) => describeBreak(weeklyBreak, timeFormat);

  return (
    <PanelSection
      id="breaks-heading"
      title="Weekly breaks"
      intro="Time kept free every week, such as lunch: no meeting is offered inside a break on its days. A date with date-specific hours keeps those whole."
    >
      <AddBreakForm
        timeFormat={timeFormat}
        onAdded={(breakId) => {
          onAdded(breakId);
          void reload();
        }}
      />
      <ConflictList
        title={conflictTitle(conflicts.length)}
        conflicts={conflicts}
        timeFormat={timeFormat}
      />

      <RemovableList
        state={state}
        onRetry={reload}
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
