"use client";

import { useState } from "react";
import {
  type BookingConflict,
  isInBlock,
  isInBreak,
  isOnDate,
  isOnWeekday,
} from "@/lib/scheduling/conflicts";
import type { TimeFormat } from "@/lib/time/format";
import { useApiQuery } from "./api-client";
import { AvailabilityPanel, type WeekResponse } from "./availability-panel";
import { BlockedTimesPanel } from "./blocked-times-panel";
import { DateHoursPanel } from "./date-hours-panel";
import { useHostScope } from "./host-scope";
import { MeetingTypesPanel } from "./meeting-types-panel";
import { WeeklyBreaksPanel } from "./weekly-breaks-panel";

type ConflictPlace = "block" | "break" | "date" | "weekday" | "outside";

/**
 * The Availability tab. One answer of /api/admin/availability holds the week, the weekly breaks
 * and the bookings the rules leave outside; it is refreshed after every saved weekday, every break
 * or block added or removed and every date's hours set or removed, without reloading the forms.
 * Each list of bookings left outside is derived from that one fresh answer, and each booking has
 * one place: beside the blocks form, the meetings inside the block just added; beside the breaks,
 * the meetings inside the break just added; beside the date-specific hours, the meetings on the
 * date changed last; beside a weekday saved in this visit, its own meetings; at the top, the rest
 * — so no list outlives the change that settled it.
 */
export function AvailabilityTab({
  businessTimezone,
  timeFormat,
  hasSchedule,
}: {
  businessTimezone: string;
  timeFormat: TimeFormat;
  /** False for an admin who is no host: only the meeting types are theirs to change. */
  hasSchedule: boolean;
}) {
  // No schedule, nothing of one read: the week is fetched only where it is shown.
  if (!hasSchedule) return <MeetingTypesPanel timeFormat={timeFormat} onSaved={() => {}} />;
  return <HostSchedule businessTimezone={businessTimezone} timeFormat={timeFormat} />;
}

function HostSchedule({
  businessTimezone,
  timeFormat,
}: {
  businessTimezone: string;
  timeFormat: TimeFormat;
}) {
  const scope = useHostScope();
  const { state, reload, refresh } = useApiQuery<WeekResponse>(
    scope.path("/api/admin/availability"),
  );
  const [savedDays, setSavedDays] = useState<ReadonlySet<number>>(new Set());
  const [addedBlock, setAddedBlock] = useState<string | null>(null);
  const [addedBreak, setAddedBreak] = useState<string | null>(null);
  const [changedDate, setChangedDate] = useState<string | null>(null);
  const conflicts = state.data?.conflicts ?? [];
  const placeOf = (c: BookingConflict): ConflictPlace =>
    addedBlock !== null && isInBlock(c, addedBlock)
      ? "block"
      : addedBreak !== null && isInBreak(c, addedBreak)
        ? "break"
        : changedDate !== null && isOnDate(c, changedDate)
          ? "date"
          : savedDays.has(c.weekday)
            ? "weekday"
            : "outside";
  const placedAt = (place: ConflictPlace) => conflicts.filter((c) => placeOf(c) === place);
  return (
    <>
      <AvailabilityPanel
        businessTimezone={businessTimezone}
        timeFormat={timeFormat}
        state={state}
        onRetry={reload}
        onRefresh={refresh}
        outsideConflicts={placedAt("outside")}
        conflictsOn={(day) => placedAt("weekday").filter((c) => isOnWeekday(c, day))}
        onSaved={(day) => {
          setSavedDays((days) => new Set(days).add(day));
          refresh();
        }}
      />
      <WeeklyBreaksPanel
        timeFormat={timeFormat}
        state={state}
        onRetry={reload}
        conflicts={placedAt("break")}
        onAdded={(breakId) => {
          setAddedBreak(breakId);
          refresh();
        }}
        onRemoved={refresh}
      />
      <DateHoursPanel
        timeFormat={timeFormat}
        conflicts={placedAt("date")}
        onChanged={(date) => {
          setChangedDate(date);
          refresh();
        }}
      />
      <BlockedTimesPanel
        timeFormat={timeFormat}
        conflicts={placedAt("block")}
        onAdded={(blockId) => {
          setAddedBlock(blockId);
          refresh();
        }}
        onRemoved={refresh}
      />
      <MeetingTypesPanel timeFormat={timeFormat} onSaved={refresh} />
    </>
  );
}
