"use client";

import { useState } from "react";
import { SaveStatus } from "@/components/admin/save-status";
import { SubmitButton } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { TextField } from "@/components/ui/field";
import type { WeeklyBreak } from "@/lib/admin-api";
import type { BookingConflict } from "@/lib/scheduling/conflicts";
import { weeklyBreakSchema } from "@/lib/schemas/availability";
import type { TimeFormat } from "@/lib/time/format";
import { callApi, fieldError, useMutation } from "./api-client";
import { describeBreak, WEEKDAY_OPTIONS } from "./describe-block";
import { useHostScope } from "./host-scope";

const WORKING_WEEK = ["1", "2", "3", "4", "5"];

/** Adds a weekly break: the days (Monday to Friday ticked), a time range, an optional label. */
export function AddBreakForm({
  timeFormat,
  onAdded,
}: {
  timeFormat: TimeFormat;
  onAdded: (breakId: string) => void;
}) {
  const add = useMutation();
  const scope = useHostScope();
  const [formKey, setFormKey] = useState(0);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await add.run({
      schema: weeklyBreakSchema,
      input: {
        ...Object.fromEntries(form),
        days: form.getAll("days").map(Number),
        ...scope.body,
      },
      send: (valid) =>
        callApi<{ break: WeeklyBreak; conflicts: BookingConflict[] }>("/api/admin/weekly-breaks", {
          method: "POST",
          body: valid,
        }),
      success: (data) => `Break added: ${describeBreak(data.break, timeFormat)}`,
      failure: (r) => `Break not added: ${r.error}`,
    });
    if (result) {
      onAdded(result.break.id);
      setFormKey((k) => k + 1);
    }
  }

  return (
    <>
      <form
        key={formKey}
        onSubmit={submit}
        aria-label="Add a weekly break"
        noValidate
        className={`${cardClass} grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto]`}
      >
        <div className="sm:col-span-2 lg:col-span-4">
          <CheckboxGroup
            idPrefix="break"
            legend="Days"
            name="days"
            options={WEEKDAY_OPTIONS}
            checked={WORKING_WEEK}
            error={fieldError(add.state, "days")}
            inline
          />
        </div>
        <TextField
          label="From"
          error={fieldError(add.state, "startTime")}
          name="startTime"
          type="time"
        />
        <TextField
          label="Until"
          error={fieldError(add.state, "endTime")}
          name="endTime"
          type="time"
        />
        <TextField
          label="Label (optional)"
          error={fieldError(add.state, "label")}
          name="label"
          type="text"
          maxLength={100}
          placeholder="Lunch"
        />
        <SubmitButton pending={add.state.status === "saving"}>Add break</SubmitButton>
      </form>
      <div className="min-h-5">
        <SaveStatus state={add.state} savingText="Adding…" />
      </div>
    </>
  );
}
