"use client";

import { SaveStatus } from "@/components/admin/save-status";
import { SubmitButton } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import type { DateHours } from "@/lib/admin-api";
import type { BookingConflict } from "@/lib/scheduling/conflicts";
import { dateHoursSchema } from "@/lib/schemas/availability";
import { formatLongDate, type TimeFormat } from "@/lib/time/format";
import { callApi, fieldError, useApiQuery, useMutation } from "./api-client";
import { ConflictList, conflictTitle } from "./conflict-list";
import { describeDateHours } from "./describe-block";
import { useHostScope } from "./host-scope";
import { PanelSection } from "./panel-section";
import { RemovableList } from "./removable-list";

type HoursAnswer = { hours: DateHours; conflicts: BookingConflict[] };

/**
 * Date-specific hours (ADR 0047): set one date's hours in place of its weekday's (a Saturday
 * opened once, a short Friday), list the dates ahead and give one back its weekday's hours.
 * `conflicts` are the bookings on the date changed last, placed by AvailabilityTab.
 */
export function DateHoursPanel({
  timeFormat,
  conflicts,
  onChanged,
}: {
  timeFormat: TimeFormat;
  conflicts: BookingConflict[];
  onChanged: (date: string) => void;
}) {
  const scope = useHostScope();
  const { state, reload } = useApiQuery<{ dates: DateHours[] }>(
    scope.path("/api/admin/date-hours"),
  );
  const set = useMutation();
  const hoursText = (hours: DateHours) => describeDateHours(hours, timeFormat);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const input = {
      ...form,
      slotDuration: form.slotDuration ? Number(form.slotDuration) : undefined,
      ...scope.body,
    };
    const result = await set.run({
      schema: dateHoursSchema,
      input,
      send: (valid) =>
        callApi<HoursAnswer>(`/api/admin/date-hours/${valid.date}`, { method: "PUT", body: valid }),
      success: (data) => `Hours set: ${hoursText(data.hours)}`,
      failure: (r) => `Hours not set: ${r.error}`,
    });
    if (result) {
      onChanged(result.hours.date);
      void reload();
    }
  }

  return (
    <PanelSection
      id="date-hours-heading"
      title="Date-specific hours"
      intro="Different hours on one date, in place of its weekday's: open a day that is usually closed, or shorten or lengthen one. Setting a date again replaces its hours; blocked times still apply."
    >
      <form
        onSubmit={submit}
        aria-label="Set hours for a date"
        noValidate
        className={`${cardClass} grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]`}
      >
        <TextField label="Date" error={fieldError(set.state, "date")} name="date" type="date" />
        <TextField
          label="Start time"
          error={fieldError(set.state, "startTime")}
          name="startTime"
          type="time"
        />
        <TextField
          label="End time"
          error={fieldError(set.state, "endTime")}
          name="endTime"
          type="time"
        />
        <TextField
          label="Slot length (minutes)"
          error={fieldError(set.state, "slotDuration")}
          name="slotDuration"
          type="number"
          min={15}
          step={15}
          max={480}
          defaultValue={60}
        />
        <SubmitButton pending={set.state.status === "saving"}>Set hours</SubmitButton>
      </form>
      <div className="min-h-5">
        <SaveStatus state={set.state} />
      </div>
      <ConflictList
        title={conflictTitle(conflicts.length)}
        conflicts={conflicts}
        timeFormat={timeFormat}
      />

      <RemovableList
        state={state}
        onRetry={reload}
        loadingLabel="Loading date-specific hours…"
        items={(data) => data.dates}
        empty="No date-specific hours ahead"
        label="Date-specific hours ahead"
        keyOf={(hours) => hours.date}
        title={hoursText}
        removeName={(hours) => `the hours for ${hoursText(hours)}`}
        removal={{
          path: (hours) => scope.path(`/api/admin/date-hours/${hours.date}`),
          done: (hours) => `${formatLongDate(hours.date)} is back to its weekday's hours`,
          failed: "Hours not removed",
          onDone: (hours) => {
            onChanged(hours.date);
            void reload();
          },
        }}
      />
    </PanelSection>
  );
}
