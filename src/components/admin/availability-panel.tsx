"use client";

import { useState } from "react";
import { LoadingState } from "@/components/admin/list-states";
import { PanelSection } from "@/components/admin/panel-section";
import { SaveStatus } from "@/components/admin/save-status";
import { ErrorState } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import type { WeekdayAvailability, WeeklyBreak } from "@/lib/admin-api";
import type { BookingConflict } from "@/lib/scheduling/conflicts";
import { weekdayAvailabilitySchema } from "@/lib/schemas/availability";
import { weekdayName } from "@/lib/time/calendar-date";
import { type TimeFormat, wallTimeRange } from "@/lib/time/format";
import { callApi, fieldError, type QueryState, useMutation } from "./api-client";
import { ConflictList, conflictTitle } from "./conflict-list";
import { useHostScope } from "./host-scope";

// Monday first reads naturally for a working week; the stored day numbers stay 0 = Sunday.
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

export interface WeekResponse {
  week: WeekdayAvailability[];
  breaks: WeeklyBreak[];
  conflicts: BookingConflict[];
}

/**
 * Weekly hours, one form per weekday, each with its own saved / failed state, under the bookings
 * the current rules leave outside. The answer is loaded and refreshed, and its bookings placed
 * beside the change they belong to, by AvailabilityTab.
 */
export function AvailabilityPanel({
  businessTimezone,
  timeFormat,
  state,
  onRetry,
  onRefresh,
  outsideConflicts,
  conflictsOn,
  onSaved,
}: {
  businessTimezone: string;
  timeFormat: TimeFormat;
  state: QueryState<WeekResponse>;
  onRetry: () => void;
  onRefresh: () => void;
  outsideConflicts: BookingConflict[];
  /** The bookings to list beside a weekday's form. */
  conflictsOn: (day: number) => BookingConflict[];
  onSaved: (day: number) => void;
}) {
  return (
    <PanelSection
      id="availability-heading"
      title="Weekly hours"
      intro={
        <>
          Times are on the business clock ({businessTimezone}). Visitors can book a slot that starts
          at the start time and fits before the end time.
        </>
      }
    >
      {state.status === "loading" ? <LoadingState label="Loading availability…" /> : null}
      {state.status === "error" ? <ErrorState message={state.error} onRetry={onRetry} /> : null}
      {state.status === "ready" ? (
        <>
          {state.refreshError ? (
            <ErrorState
              message={`The weekly breaks and the bookings outside availability could not be refreshed: ${state.refreshError}`}
              onRetry={onRefresh}
            />
          ) : null}
          <ConflictList
            title={conflictTitle(outsideConflicts.length)}
            conflicts={outsideConflicts}
            timeFormat={timeFormat}
          />
          <ul className="flex flex-col gap-3">
            {DISPLAY_ORDER.map((day) => {
              const saved = state.data.week.find((d) => d.dayOfWeek === day);
              return (
                <li key={day}>
                  <WeekdayForm
                    day={day}
                    timeFormat={timeFormat}
                    conflicts={conflictsOn(day)}
                    breaks={state.data.breaks.filter((b) => b.days.includes(day))}
                    onSaved={() => onSaved(day)}
                    initial={
                      saved ?? {
                        dayOfWeek: day,
                        isAvailable: false,
                        startTime: "09:00",
                        endTime: "17:00",
                        slotDuration: 60,
                      }
                    }
                  />
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </PanelSection>
  );
}

/**
 * One weekday. `initial` is read once: a refresh of the page's answer after another change keeps
 * what is typed here and the saved / failed line.
 */
function WeekdayForm({
  day,
  initial,
  timeFormat,
  conflicts,
  breaks,
  onSaved,
}: {
  day: number;
  initial: WeekdayAvailability;
  timeFormat: TimeFormat;
  /** This weekday's bookings the current rules leave outside, once it has been saved. */
  conflicts: BookingConflict[];
  /** The weekly breaks on this weekday, listed under its hours. */
  breaks: WeeklyBreak[];
  onSaved: () => void;
}) {
  const name = weekdayName(day);
  const [values, setValues] = useState(initial);
  const save = useMutation();
  const scope = useHostScope();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await save.run({
      schema: weekdayAvailabilitySchema,
      input: { ...values, day, ...scope.body },
      send: (input) =>
        callApi<{ day: WeekdayAvailability; conflicts: BookingConflict[] }>(
          `/api/admin/availability/${day}`,
          { method: "PUT", body: input },
        ),
      success: () => `${name} saved`,
      failure: (r) => `${name} not saved: ${r.error}`,
    });
    if (result) onSaved();
  }

  const set = <K extends keyof WeekdayAvailability>(key: K, value: WeekdayAvailability[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  return (
    <form onSubmit={submit} aria-label={`${name} availability`} noValidate className={cardClass}>
      <fieldset className="grid items-end gap-3 sm:grid-cols-[9rem_1fr_1fr_1fr_auto]">
        <legend className="sr-only">{name}</legend>
        <div className="flex flex-col gap-0.5 self-center">
          <label className="flex items-center gap-2 font-semibold">
            <input
              type="checkbox"
              checked={values.isAvailable}
              onChange={(e) => set("isAvailable", e.target.checked)}
              className="size-4 accent-sky-400"
            />
            {name}
            <span className="sr-only"> available</span>
          </label>
          {/* The hours stay editable on a closed day (kept for reopening): say which it is. */}
          <span
            aria-hidden="true"
            className={`pl-6 text-xs ${values.isAvailable ? "text-emerald-300" : "text-amber-200"}`}
          >
            {values.isAvailable ? "Open" : "Closed: no times offered"}
          </span>
          {values.isAvailable
            ? breaks.map((weeklyBreak) => (
                <span key={weeklyBreak.id} className="pl-6 text-xs text-slate-300">
                  Break{" "}
                  <span className="whitespace-nowrap">
                    {wallTimeRange(weeklyBreak, timeFormat)}
                  </span>
                </span>
              ))
            : null}
        </div>
        <TextField
          label="Start time"
          error={fieldError(save.state, "startTime")}
          type="time"
          value={values.startTime}
          onChange={(e) => set("startTime", e.target.value)}
        />
        <TextField
          label="End time"
          error={fieldError(save.state, "endTime")}
          type="time"
          value={values.endTime}
          onChange={(e) => set("endTime", e.target.value)}
        />
        <TextField
          label="Slot length (minutes)"
          error={fieldError(save.state, "slotDuration")}
          type="number"
          min={15}
          step={15}
          max={480}
          value={Number.isNaN(values.slotDuration) ? "" : values.slotDuration}
          onChange={(e) => set("slotDuration", e.target.valueAsNumber)}
        />
        <SubmitButton pending={save.state.status === "saving"}>
          Save<span className="sr-only"> {name}</span>
        </SubmitButton>
      </fieldset>
      <div className="mt-2 min-h-5">
        <SaveStatus state={save.state} />
      </div>
      <ConflictList
        title={conflictTitle(conflicts.length)}
        conflicts={conflicts}
        timeFormat={timeFormat}
      />
    </form>
  );
}
