"use client";

import { useRef, useState } from "react";
import type { CalendarView } from "@/lib/schemas/calendars";
import { formatInstant, type TimeFormat } from "@/lib/time/format";
import { callApi, useApiQuery, useMutation } from "../api-client";
import { useHostScope } from "../host-scope";

/**
 * The Calendars tab's state: the connected calendars, the one row action at a time (refresh,
 * remove) and the calendar whose removal is being asked.
 */
export function useCalendarsPanel(businessTimezone: string, timeFormat: TimeFormat) {
  const {
    state: list,
    reload,
    refresh,
  } = useApiQuery<{ calendars: CalendarView[] }>(useHostScope().path("/api/admin/calendars"));
  const action = useMutation();
  const [toRemove, setToRemove] = useState<CalendarView | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function refreshNow(calendar: CalendarView) {
    await action.run({
      input: null,
      send: () =>
        callApi<{ result: { ok: boolean; error?: string } }>(
          `/api/admin/calendars/${calendar.id}/refresh`,
          { method: "POST" },
        ),
      success: (data) =>
        data.result.ok
          ? `${calendar.name} is up to date`
          : `${calendar.name} could not be synced: ${data.result.error ?? "unknown error"}`,
      failure: (r) => `${calendar.name} not refreshed: ${r.error}`,
    });
    void refresh();
  }

  async function confirmRemove() {
    const calendar = toRemove;
    if (!calendar) return;
    const done = await action.run({
      input: null,
      send: () => callApi(`/api/admin/calendars/${calendar.id}`, { method: "DELETE" }),
      success: () => `Removed ${calendar.name}`,
      failure: (r) => `${calendar.name} not removed: ${r.error}`,
    });
    setToRemove(null);
    if (done) void refresh();
  }

  return {
    list,
    reload,
    refresh: () => void refresh(),
    action,
    busy: action.state.status === "saving",
    toRemove,
    headingRef,
    when: (iso: string | null) =>
      iso ? formatInstant(new Date(iso), businessTimezone, timeFormat) : "never",
    refreshNow,
    askRemove: setToRemove,
    closeRemove: () => setToRemove(null),
    confirmRemove,
  };
}
