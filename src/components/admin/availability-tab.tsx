"use client";

import { useCallback, useState } from "react";
import type { TimeFormat } from "@/lib/time/format";
import type { BookingConflict } from "@/server/availability/admin-conflicts";
import { useApiQuery } from "./api-client";
import { AvailabilityPanel, type WeekResponse } from "./availability-panel";
import { BlockedTimesPanel } from "./blocked-times-panel";

/**
 * The Availability tab. Weekly hours and blocked times share one answer of
 * /api/admin/availability: every saved weekday and every added or removed block refreshes the
 * page-wide list of bookings left outside, without reloading the forms. A booking a change
 * reported beside its own form is left out of the page-wide list, so it is shown once.
 */
export function AvailabilityTab({
  businessTimezone,
  timeFormat,
}: {
  businessTimezone: string;
  timeFormat: TimeFormat;
}) {
  const { state, reload, refresh } = useApiQuery<WeekResponse>("/api/admin/availability");
  // What each change reported where it was made: "day-0" … "day-6", and "blocks".
  const [reported, setReported] = useState<Record<string, BookingConflict[]>>({});
  const report = useCallback(
    (place: string, conflicts: BookingConflict[]) =>
      setReported((current) => ({ ...current, [place]: conflicts })),
    [],
  );
  const shownBeside = new Set(
    Object.values(reported).flatMap((list) => list.map((c) => c.bookingId)),
  );
  return (
    <>
      <AvailabilityPanel
        businessTimezone={businessTimezone}
        timeFormat={timeFormat}
        state={state}
        onRetry={reload}
        onRefresh={refresh}
        outsideConflicts={(state.data?.conflicts ?? []).filter(
          (c) => !shownBeside.has(c.bookingId),
        )}
        reported={reported}
        onReport={report}
      />
      <BlockedTimesPanel
        timeFormat={timeFormat}
        conflicts={reported.blocks ?? []}
        onReport={(conflicts) => report("blocks", conflicts)}
        onChanged={refresh}
      />
    </>
  );
}
