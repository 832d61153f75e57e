"use client";

import { useState } from "react";
import { alertClass } from "@/components/ui/alert";
import { buttonStyles } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { CalendarView } from "@/lib/schemas/calendars";
import { fieldError } from "../api-client";
import { SaveStatus } from "../save-status";
import { CalendarSourcesForm } from "./calendar-sources-form";
import { useCalendarUpdate } from "./use-calendar-update";

/** One connected calendar: what it is, how its sync went, and its actions. */
export function CalendarCard({
  calendar,
  when,
  busy,
  onRefresh,
  onRemove,
  onChanged,
}: {
  calendar: CalendarView;
  when: (iso: string | null) => string;
  busy: boolean;
  onRefresh: () => void;
  onRemove: () => void;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const kind = calendar.kind === "ics" ? "ICS feed" : "CalDAV account";

  return (
    <article aria-label={calendar.name} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">{calendar.name}</h3>
          <p className="text-sm text-slate-300">
            {kind} · {calendar.displayUrl}
            {calendar.username ? ` · ${calendar.username}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy}
            onClick={onRefresh}
          >
            Refresh now<span className="sr-only"> {calendar.name}</span>
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            aria-expanded={editing}
            onClick={() => setEditing((e) => !e)}
          >
            Rename<span className="sr-only"> {calendar.name}</span>
          </button>
          <button type="button" className={buttonStyles.danger} disabled={busy} onClick={onRemove}>
            Remove<span className="sr-only"> {calendar.name}</span>
          </button>
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-400">Last successful sync</dt>
        <dd>{when(calendar.lastSyncedAt)}</dd>
        <dt className="text-slate-400">Busy periods in the booking window</dt>
        <dd>{calendar.busyCount}</dd>
        <dt className="text-slate-400">Last error</dt>
        <dd>{calendar.error ?? "None"}</dd>
      </dl>
      {calendar.stale ? (
        <p role="alert" className={alertClass.warning}>
          {calendar.name} has not synced for more than 24 hours: the booking page may offer times
          that are busy in it. Staff have been sent an e-mail.
        </p>
      ) : null}
      {editing ? (
        <RenameCalendarForm
          calendar={calendar}
          onRenamed={() => {
            setEditing(false);
            onChanged();
          }}
        />
      ) : null}
      {calendar.kind === "caldav" ? (
        <CalendarSourcesForm calendar={calendar} onSaved={onChanged} />
      ) : null}
    </article>
  );
}

function RenameCalendarForm({
  calendar,
  onRenamed,
}: {
  calendar: CalendarView;
  onRenamed: () => void;
}) {
  const rename = useCalendarUpdate(calendar);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "");
    const done = await rename.save(
      { name },
      `Renamed to ${name.trim()}`,
      (r) => `Not renamed: ${r.error}`,
    );
    if (done) onRenamed();
  }

  return (
    <form onSubmit={submit} aria-label={`Rename ${calendar.name}`} noValidate>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="New name"
          error={fieldError(rename.state, "name")}
          name="name"
          defaultValue={calendar.name}
          maxLength={100}
        />
        <button type="submit" className={buttonStyles.primary}>
          Save name
        </button>
      </div>
      <SaveStatus state={rename.state} savingText="Saving…" />
    </form>
  );
}
