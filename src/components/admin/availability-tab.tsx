"use client";

import { useState } from "react";
import { type BookingConflict, isInBlock, isOnWeekday } from "@/lib/scheduling/conflicts";
import type { TimeFormat } from "@/lib/time/format";
import { useApiQuery } from "./api-client";
import { AvailabilityPanel, type WeekResponse } from "./availability-panel";
import { BlockedTimesPanel } from "./blocked-times-panel";
import { MeetingTypesPanel } from "./meeting-types-panel";

/**
 * The Availability tab. Weekly hours and blocked times share one answer of
 * /api/admin/availability, refreshed after every saved weekday and every added or removed block
 * without reloading the forms. Each list of bookings left outside is derived from that one fresh
 * answer: beside a weekday saved in this visit, its own meetings; beside the blocks form, the
 * meetings inside the block just added; at the top, the rest — so every booking is shown once and
 * no list outlives the change that settled it.
 */
export function AvailabilityTab({
  businessTimezone,
  timeFormat,
}: {
  businessTimezone: string;
  timeFormat: TimeFormat;
}) {
  const { state, reload, refresh } = useApiQuery<WeekResponse>("/api/admin/availability");
  const [savedDays, setSavedDays] = useState<ReadonlySet<number>>(new Set());
  const [addedBlock, setAddedBlock] = useState<string | null>(null);
  const conflicts = state.data?.conflicts ?? [];
  const onSavedDay = (c: BookingConflict) => savedDays.has(c.weekday);
  const inAddedBlock = (c: BookingConflict) => addedBlock !== null && isInBlock(c, addedBlock);
  return (
    <>
      <AvailabilityPanel
        businessTimezone={businessTimezone}
        timeFormat={timeFormat}
        state={state}
        onRetry={reload}
        onRefresh={refresh}
        outsideConflicts={conflicts.filter((c) => !onSavedDay(c) && !inAddedBlock(c))}
        conflictsOn={(day) =>
          savedDays.has(day) ? conflicts.filter((c) => isOnWeekday(c, day)) : []
        }
        onSaved={(day) => {
          setSavedDays((days) => new Set(days).add(day));
          refresh();
        }}
      />
      <BlockedTimesPanel
        timeFormat={timeFormat}
        conflicts={conflicts.filter(inAddedBlock)}
        onAdded={(blockId) => {
          setAddedBlock(blockId);
          refresh();
        }}
        onRemoved={refresh}
      />
      <MeetingTypesPanel />
    </>
  );
}
