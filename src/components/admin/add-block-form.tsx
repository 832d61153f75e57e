"use client";

import { useState } from "react";
import { SaveStatus } from "@/components/admin/save-status";
import { SubmitButton } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import type { BlockedTime } from "@/lib/admin-api";
import type { BookingConflict } from "@/lib/scheduling/conflicts";
import { blockedTimeSchema } from "@/lib/schemas/availability";
import type { TimeFormat } from "@/lib/time/format";
import { callApi, fieldError, useMutation } from "./api-client";
import { describeBlock } from "./describe-block";
import { useHostScope } from "./host-scope";

/** Adds a block: all day or a time range on a date, with an optional reason. */
export function AddBlockForm({
  timeFormat,
  onAdded,
}: {
  timeFormat: TimeFormat;
  onAdded: (blockId: string) => void;
}) {
  const add = useMutation();
  const [allDay, setAllDay] = useState(true);
  const [wholeTeam, setWholeTeam] = useState(false);
  const scope = useHostScope();
  const [formKey, setFormKey] = useState(0);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const result = await add.run({
      schema: blockedTimeSchema,
      input: { ...form, allDay, ...(wholeTeam ? { wholeTeam } : scope.body) },
      send: (input) =>
        callApi<{ block: BlockedTime; conflicts: BookingConflict[] }>("/api/admin/blocked-times", {
          method: "POST",
          body: input,
        }),
      success: (data) => `Blocked ${describeBlock(data.block, timeFormat)}`,
      failure: (r) => `Block not added: ${r.error}`,
    });
    if (result) {
      onAdded(result.block.id);
      setFormKey((k) => k + 1);
    }
  }

  return (
    <>
      <form
        key={formKey}
        onSubmit={submit}
        aria-label="Add a blocked time"
        noValidate
        className={`${cardClass} grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_1fr_1fr_2fr_auto_auto]`}
      >
        <TextField label="Date" error={fieldError(add.state, "date")} name="date" type="date" />
        <Toggle label="All day" checked={allDay} onChange={setAllDay} />
        <TextField
          label="From"
          error={fieldError(add.state, "startTime")}
          name="startTime"
          type="time"
          disabled={allDay}
        />
        <TextField
          label="Until"
          error={fieldError(add.state, "endTime")}
          name="endTime"
          type="time"
          disabled={allDay}
        />
        <TextField
          label="Reason (optional)"
          error={fieldError(add.state, "reason")}
          name="reason"
          type="text"
          maxLength={200}
        />
        {scope.canBlockTeam ? (
          <Toggle label="Whole team" checked={wholeTeam} onChange={setWholeTeam} />
        ) : null}
        <SubmitButton pending={add.state.status === "saving"}>Add block</SubmitButton>
      </form>
      <div className="min-h-5">
        <SaveStatus state={add.state} savingText="Adding…" />
      </div>
    </>
  );
}

function Toggle(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 self-center text-sm font-medium">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className="size-4 accent-sky-400"
      />
      {props.label}
    </label>
  );
}
