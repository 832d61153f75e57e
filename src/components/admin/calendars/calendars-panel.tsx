"use client";

import { useRef, useState } from "react";
import { alertClass, ErrorState } from "@/components/ui/alert";
import { buttonStyles } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import {
  addCaldavCalendarSchema,
  addIcsCalendarSchema,
  type CalendarView,
  updateCalendarSchema,
} from "@/lib/schemas/calendars";
import { formatInstant, type TimeFormat } from "@/lib/time/format";
import { callApi, fieldError, useApiQuery, useMutation } from "../api-client";
import { EmptyState, LoadingState } from "../list-states";
import { SaveStatus } from "../save-status";

const primaryButton = buttonStyles.primary;
const secondaryButton = buttonStyles.secondary;
const dangerButton = buttonStyles.danger;
const warningClass = alertClass.warning;

type Props = { businessTimezone: string; timeFormat: TimeFormat };

/**
 * The Calendars tab (issue 13): connect an ICS feed or a CalDAV account, see each calendar's last
 * successful sync, busy periods in the booking window and last error; refresh, rename, remove;
 * for CalDAV, which calendars count as busy and the one destination for bookings.
 */
export function CalendarsPanel({ businessTimezone, timeFormat }: Props) {
  const { state, reload, refresh } = useApiQuery<{ calendars: CalendarView[] }>(
    "/api/admin/calendars",
  );
  const action = useMutation();
  const [toRemove, setToRemove] = useState<CalendarView | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const when = (iso: string | null) =>
    iso ? formatInstant(new Date(iso), businessTimezone, timeFormat) : "never";

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

  return (
    <div className="flex flex-col gap-8">
      <AddCalendarForms onAdded={() => void refresh()} />
      <section aria-labelledby="connected-heading" className="flex flex-col gap-4">
        <h2 id="connected-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold">
          Connected calendars
        </h2>
        <SaveStatus state={action.state} savingText="Working…" />
        {state.status === "loading" ? <LoadingState label="Loading calendars…" /> : null}
        {state.status === "error" ? <ErrorState message={state.error} onRetry={reload} /> : null}
        {state.status === "ready" ? (
          state.data.calendars.length === 0 ? (
            <EmptyState>No calendars connected yet</EmptyState>
          ) : (
            <ul aria-label="Connected calendars" className="flex flex-col gap-4">
              {state.data.calendars.map((calendar) => (
                <li key={calendar.id} className={cardClass}>
                  <CalendarCard
                    calendar={calendar}
                    when={when}
                    busy={action.state.status === "saving"}
                    onRefresh={() => refreshNow(calendar)}
                    onRemove={() => setToRemove(calendar)}
                    onChanged={() => void refresh()}
                  />
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        title="Remove calendar?"
        description={
          toRemove
            ? `Remove ${toRemove.name}? Its busy times stop counting for bookings at once.`
            : ""
        }
        confirmLabel="Remove"
        pending={action.state.status === "saving"}
        onConfirm={confirmRemove}
        focusAfterClose={() => headingRef.current}
      />
    </div>
  );
}

function CalendarCard({
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
  const rename = useMutation();
  const sources = useMutation();
  const [editing, setEditing] = useState(false);
  const kind = calendar.kind === "ics" ? "ICS feed" : "CalDAV account";

  async function submitName(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "");
    const done = await rename.run({
      schema: updateCalendarSchema,
      input: { id: calendar.id, name },
      send: ({ id, ...body }) => callApi(`/api/admin/calendars/${id}`, { method: "PATCH", body }),
      success: () => `Renamed to ${name.trim()}`,
      failure: (r) => `Not renamed: ${r.error}`,
    });
    if (done) {
      setEditing(false);
      onChanged();
    }
  }

  async function submitSources(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const destination = String(form.get("destination") ?? "");
    const done = await sources.run({
      schema: updateCalendarSchema,
      input: {
        id: calendar.id,
        busySourceIds: form.getAll("busy").map(String),
        destinationSourceId: destination === "" ? null : destination,
      },
      send: ({ id, ...body }) => callApi(`/api/admin/calendars/${id}`, { method: "PATCH", body }),
      success: () => `Saved the calendars of ${calendar.name}`,
      failure: (r) => `Not saved: ${r.error}`,
    });
    if (done) onChanged();
  }

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
          <button type="button" className={secondaryButton} disabled={busy} onClick={onRefresh}>
            Refresh now<span className="sr-only"> {calendar.name}</span>
          </button>
          <button
            type="button"
            className={secondaryButton}
            aria-expanded={editing}
            onClick={() => setEditing((e) => !e)}
          >
            Rename<span className="sr-only"> {calendar.name}</span>
          </button>
          <button type="button" className={dangerButton} disabled={busy} onClick={onRemove}>
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
        <p role="alert" className={warningClass}>
          {calendar.name} has not synced for more than 24 hours: the booking page may offer times
          that are busy in it. Staff have been sent an e-mail.
        </p>
      ) : null}
      {editing ? (
        <form onSubmit={submitName} aria-label={`Rename ${calendar.name}`} noValidate>
          <div className="flex flex-wrap items-end gap-3">
            <Field label="New name" error={fieldError(rename.state, "name")}>
              {(props) => (
                <input
                  {...props}
                  name="name"
                  defaultValue={calendar.name}
                  maxLength={100}
                  className={inputClass}
                />
              )}
            </Field>
            <button type="submit" className={primaryButton}>
              Save name
            </button>
          </div>
          <SaveStatus state={rename.state} savingText="Saving…" />
        </form>
      ) : null}
      {calendar.kind === "caldav" ? (
        <form
          onSubmit={submitSources}
          aria-label={`Calendars of ${calendar.name}`}
          className="flex flex-col gap-2"
        >
          {calendar.sources.length === 0 ? (
            <p className="text-sm text-slate-300">This account has no calendars.</p>
          ) : (
            <table className="text-sm">
              <caption className="sr-only">Calendars of {calendar.name}</caption>
              <thead>
                <tr className="text-left text-slate-300">
                  <th scope="col" className="py-1 pr-4 font-medium">
                    Calendar
                  </th>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    Counts as busy
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Bookings go here
                  </th>
                </tr>
              </thead>
              <tbody>
                {calendar.sources.map((source) => (
                  <tr key={source.id}>
                    <th scope="row" className="py-1 pr-4 text-left font-normal">
                      {source.displayName}
                    </th>
                    <td className="py-1 pr-4">
                      <input
                        type="checkbox"
                        name="busy"
                        value={source.id}
                        defaultChecked={source.isBusy}
                        aria-label={`${source.displayName} counts as busy`}
                        className="size-4 accent-sky-400"
                      />
                    </td>
                    <td className="py-1">
                      <input
                        type="radio"
                        name="destination"
                        value={source.id}
                        defaultChecked={source.isDestination}
                        disabled={!source.canWrite}
                        aria-label={`Write bookings to ${source.displayName}`}
                        className="size-4 accent-sky-400"
                      />
                    </td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" className="py-1 pr-4 text-left font-normal text-slate-300">
                    No destination
                  </th>
                  <td />
                  <td className="py-1">
                    <input
                      type="radio"
                      name="destination"
                      value=""
                      defaultChecked={!calendar.sources.some((s) => s.isDestination)}
                      aria-label="Write bookings to no calendar of this account"
                      className="size-4 accent-sky-400"
                    />
                  </td>
                </tr>
              </tbody>
            </table>
          )}
          <div>
            <button type="submit" className={primaryButton}>
              Save calendars<span className="sr-only"> of {calendar.name}</span>
            </button>
          </div>
          <SaveStatus state={sources.state} savingText="Saving…" />
        </form>
      ) : null}
    </article>
  );
}

function AddCalendarForms({ onAdded }: { onAdded: () => void }) {
  const feed = useMutation();
  const account = useMutation();
  const [feedKey, setFeedKey] = useState(0);
  const [accountKey, setAccountKey] = useState(0);

  async function submitFeed(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const done = await feed.run({
      schema: addIcsCalendarSchema,
      input: { ...form, kind: "ics" },
      send: (input) =>
        callApi<{ calendar: CalendarView }>("/api/admin/calendars", {
          method: "POST",
          body: input,
        }),
      success: (data) =>
        data.calendar.error
          ? `Added ${data.calendar.name}, but its first sync failed: ${data.calendar.error}`
          : `Added ${data.calendar.name}: ${data.calendar.busyCount} busy periods`,
      failure: (r) => `Feed not added: ${r.error}`,
    });
    if (done) {
      setFeedKey((k) => k + 1);
      onAdded();
    }
  }

  async function submitAccount(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const done = await account.run({
      schema: addCaldavCalendarSchema,
      input: { ...form, kind: "caldav" },
      send: (input) =>
        callApi<{ calendar: CalendarView }>("/api/admin/calendars", {
          method: "POST",
          body: input,
        }),
      success: (data) =>
        `Connected ${data.calendar.name}: ${data.calendar.sources.length} calendars found`,
      failure: (r) => `Account not connected: ${r.error}`,
    });
    if (done) {
      setAccountKey((k) => k + 1);
      onAdded();
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="add-feed-heading" className={cardClass}>
        <h2 id="add-feed-heading" className="text-xl font-bold">
          Add an ICS feed
        </h2>
        <p className="mb-3 text-sm text-slate-300">
          The calendar's secret or published address (Google, Outlook, iCloud, Fastmail, Nextcloud):
          its busy times stop those hours being offered.
        </p>
        <form
          key={feedKey}
          onSubmit={submitFeed}
          aria-label="Add an ICS feed"
          noValidate
          className="flex flex-col gap-3"
        >
          <Field label="Name" error={fieldError(feed.state, "name")}>
            {(props) => <input {...props} name="name" maxLength={100} className={inputClass} />}
          </Field>
          <Field label="Feed address" error={fieldError(feed.state, "url")}>
            {(props) => (
              <input
                {...props}
                name="url"
                type="url"
                autoComplete="off"
                placeholder="https://…/basic.ics"
                className={inputClass}
              />
            )}
          </Field>
          <div>
            <button
              type="submit"
              className={primaryButton}
              disabled={feed.state.status === "saving"}
            >
              Add feed
            </button>
          </div>
          <SaveStatus state={feed.state} savingText="Adding and syncing…" />
        </form>
      </section>
      <section aria-labelledby="add-account-heading" className={cardClass}>
        <h2 id="add-account-heading" className="text-xl font-bold">
          Connect a CalDAV account
        </h2>
        <p className="mb-3 text-sm text-slate-300">
          iCloud, Fastmail, Nextcloud, Radicale: busy times are read and bookings can be written to
          one calendar. Use an app password; it is stored encrypted.
        </p>
        <form
          key={accountKey}
          onSubmit={submitAccount}
          aria-label="Connect a CalDAV account"
          noValidate
          className="flex flex-col gap-3"
        >
          <Field label="Name" error={fieldError(account.state, "name")}>
            {(props) => <input {...props} name="name" maxLength={100} className={inputClass} />}
          </Field>
          <Field label="Server address" error={fieldError(account.state, "serverUrl")}>
            {(props) => (
              <input
                {...props}
                name="serverUrl"
                type="url"
                autoComplete="off"
                placeholder="https://caldav.icloud.com/"
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Username" error={fieldError(account.state, "username")}>
            {(props) => (
              <input {...props} name="username" autoComplete="off" className={inputClass} />
            )}
          </Field>
          <Field label="App password" error={fieldError(account.state, "password")}>
            {(props) => (
              <input
                {...props}
                name="password"
                type="password"
                autoComplete="new-password"
                className={inputClass}
              />
            )}
          </Field>
          <div>
            <button
              type="submit"
              className={primaryButton}
              disabled={account.state.status === "saving"}
            >
              Connect account
            </button>
          </div>
          <SaveStatus state={account.state} savingText="Connecting…" />
        </form>
      </section>
    </div>
  );
}
