"use client";

import { buttonStyles } from "@/components/ui/button";
import type { CalendarView } from "@/lib/schemas/calendars";
import { SaveStatus } from "../save-status";
import { useCalendarUpdate } from "./use-calendar-update";

const cellClass = "py-1 pr-4";
const checkClass = "size-4 accent-sky-400";

/** A CalDAV account's calendars: which count as busy, and the one bookings are written to. */
export function CalendarSourcesForm({
  calendar,
  onSaved,
}: {
  calendar: CalendarView;
  onSaved: () => void;
}) {
  const sources = useCalendarUpdate(calendar);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const destination = String(form.get("destination") ?? "");
    const done = await sources.save(
      {
        busySourceIds: form.getAll("busy").map(String),
        destinationSourceId: destination === "" ? null : destination,
      },
      `Saved the calendars of ${calendar.name}`,
      (r) => `Not saved: ${r.error}`,
    );
    if (done) onSaved();
  }

  return (
    <form
      onSubmit={submit}
      aria-label={`Calendars of ${calendar.name}`}
      className="flex flex-col gap-2"
    >
      {calendar.sources.length === 0 ? (
        <p className="text-sm text-slate-300">This account has no calendars.</p>
      ) : (
        <SourcesTable calendar={calendar} />
      )}
      <div>
        <button type="submit" className={buttonStyles.primary}>
          Save calendars<span className="sr-only"> of {calendar.name}</span>
        </button>
      </div>
      <SaveStatus state={sources.state} savingText="Saving…" />
    </form>
  );
}

function SourcesTable({ calendar }: { calendar: CalendarView }) {
  return (
    <table className="text-sm">
      <caption className="sr-only">Calendars of {calendar.name}</caption>
      <thead>
        <tr className="text-left text-slate-300">
          <th scope="col" className={`${cellClass} font-medium`}>
            Calendar
          </th>
          <th scope="col" className={`${cellClass} font-medium`}>
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
            <th scope="row" className={`${cellClass} text-left font-normal`}>
              {source.displayName}
            </th>
            <td className={cellClass}>
              <input
                type="checkbox"
                name="busy"
                value={source.id}
                defaultChecked={source.isBusy}
                aria-label={`${source.displayName} counts as busy`}
                className={checkClass}
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
                className={checkClass}
              />
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row" className={`${cellClass} text-left font-normal text-slate-300`}>
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
              className={checkClass}
            />
          </td>
        </tr>
      </tbody>
    </table>
  );
}
