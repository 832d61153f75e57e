"use client";

import { useState } from "react";
import type { BlockedTime } from "@/lib/admin-api";
import type { BookingConflict } from "@/lib/scheduling/conflicts";
import { blockedTimeSchema } from "@/lib/schemas/admin";
import { formatLongDate, formatWallTime, type TimeFormat } from "@/lib/time/format";
import { callApi, fieldError, useApiQuery, useMutation } from "./api-client";
import { ConflictList, conflictTitle } from "./conflict-list";
import {
  dangerButton,
  EmptyState,
  ErrorState,
  Field,
  inputClass,
  LoadingState,
  primaryButton,
  SaveStatus,
} from "./ui";

/** "Monday, 7 January 2030, all day" or "…, 10:00 AM–11:00 AM" in the admin's time format. */
function describeBlock(block: BlockedTime, timeFormat: TimeFormat) {
  const times =
    block.allDay || !block.startTime || !block.endTime
      ? "all day"
      : `${formatWallTime(block.startTime, timeFormat)}–${formatWallTime(block.endTime, timeFormat)}`;
  return `${formatLongDate(block.blockDate)}, ${times}`;
}

/**
 * Blocked times: list, add (all day or a time range on a date) and remove. `conflicts` are the
 * bookings inside the block added last (placed by AvailabilityTab from its fresh answer).
 */
export function BlockedTimesPanel({
  timeFormat,
  conflicts,
  onAdded,
  onRemoved,
}: {
  timeFormat: TimeFormat;
  conflicts: BookingConflict[];
  onAdded: (blockId: string) => void;
  onRemoved: () => void;
}) {
  const { state, reload } = useApiQuery<{ blocks: BlockedTime[] }>("/api/admin/blocked-times");
  const add = useMutation();
  const remove = useMutation();
  const [allDay, setAllDay] = useState(true);
  const [formKey, setFormKey] = useState(0);
  const blockText = (block: BlockedTime) => describeBlock(block, timeFormat);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const result = await add.run({
      schema: blockedTimeSchema,
      input: { ...form, allDay },
      send: (input) =>
        callApi<{ block: BlockedTime; conflicts: BookingConflict[] }>("/api/admin/blocked-times", {
          method: "POST",
          body: input,
        }),
      success: (data) => `Blocked ${blockText(data.block)}`,
      failure: (r) => `Block not added: ${r.error}`,
    });
    if (result) {
      onAdded(result.block.id);
      setFormKey((k) => k + 1);
      void reload();
    }
  }

  async function removeBlock(block: BlockedTime) {
    const removed = await remove.run({
      input: null,
      send: () => callApi(`/api/admin/blocked-times/${block.id}`, { method: "DELETE" }),
      success: () => `Removed the block on ${blockText(block)}`,
      failure: (r) => `Block not removed: ${r.error}`,
    });
    if (removed) {
      onRemoved();
      void reload();
    }
  }

  return (
    <section aria-labelledby="blocks-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="blocks-heading" className="text-xl font-bold">
          Blocked times
        </h2>
        <p className="text-sm text-slate-300">
          Holidays and appointments: no slot is offered inside a block.
        </p>
      </div>

      <form
        key={formKey}
        onSubmit={submit}
        aria-label="Add a blocked time"
        noValidate
        className="grid items-end gap-3 rounded-lg border border-slate-700 bg-slate-900/60 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_auto_1fr_1fr_2fr_auto]"
      >
        <Field label="Date" error={fieldError(add.state, "date")}>
          {(props) => <input {...props} name="date" type="date" className={inputClass} />}
        </Field>
        <label className="flex items-center gap-2 self-center text-sm font-medium">
          <input
            type="checkbox"
            checked={allDay}
            onChange={(e) => setAllDay(e.target.checked)}
            className="size-4 accent-sky-400"
          />
          All day
        </label>
        <Field label="From" error={fieldError(add.state, "startTime")}>
          {(props) => (
            <input
              {...props}
              name="startTime"
              type="time"
              disabled={allDay}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Until" error={fieldError(add.state, "endTime")}>
          {(props) => (
            <input {...props} name="endTime" type="time" disabled={allDay} className={inputClass} />
          )}
        </Field>
        <Field label="Reason (optional)" error={fieldError(add.state, "reason")}>
          {(props) => (
            <input {...props} name="reason" type="text" maxLength={200} className={inputClass} />
          )}
        </Field>
        <button type="submit" className={primaryButton} disabled={add.state.status === "saving"}>
          Add block
        </button>
      </form>
      <div className="min-h-5">
        <SaveStatus state={add.state} savingText="Adding…" />
      </div>
      <ConflictList
        title={conflictTitle(conflicts.length)}
        conflicts={conflicts}
        timeFormat={timeFormat}
      />

      <SaveStatus state={remove.state} savingText="Removing…" />
      {state.status === "loading" ? <LoadingState label="Loading blocked times…" /> : null}
      {state.status === "error" ? <ErrorState message={state.error} onRetry={reload} /> : null}
      {state.status === "ready" ? (
        state.data.blocks.length === 0 ? (
          <EmptyState>No blocked times ahead</EmptyState>
        ) : (
          <ul aria-label="Blocked times ahead" className="flex flex-col gap-2">
            {state.data.blocks.map((block) => (
              <li
                key={block.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-700 bg-slate-900/60 px-4 py-3"
              >
                <span>
                  <span className="font-medium">{blockText(block)}</span>
                  {block.reason ? <span className="text-slate-300"> — {block.reason}</span> : null}
                </span>
                <button
                  type="button"
                  className={dangerButton}
                  disabled={remove.state.status === "saving"}
                  onClick={() => removeBlock(block)}
                >
                  Remove<span className="sr-only"> the block on {blockText(block)}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
