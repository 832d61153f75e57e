"use client";

import { useEffect, useState } from "react";
import { type FreeTimeSource, fetchSlots } from "@/components/booking/booking-api";
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import type { SlotsResponse } from "@/lib/schemas/booking";
import { adminRescheduleSchema } from "@/lib/schemas/manage";
import { isCalendarDate } from "@/lib/time/calendar-date";
import { formatWallTime, type TimeFormat } from "@/lib/time/format";
import { callApi, fieldError } from "./api-client";
import { EditorActions, EditorToggle, useInlineEditor } from "./inline-editor";

interface Props {
  bookingId: string;
  visitorName: string;
  visitorEmail: string;
  timeFormat: TimeFormat;
  /** Asks the list again (quietly: the card, its message and focus stay). */
  onSaved: () => void;
}

/** Where staff can move one booking: its own type's times, its own time free, the notice optional. */
const staffMoveTimes = (
  bookingId: string,
  overrideNotice: boolean,
): Pick<FreeTimeSource, "slots"> => ({
  slots: (date) =>
    `/api/admin/bookings/${bookingId}/slots?date=${date}${overrideNotice ? "&overrideNotice=true" : ""}`,
});

const NOTHING_ASKED = { date: "", overrideNotice: false };
type TimesAsked = typeof NOTHING_ASKED;
type Times = SlotsResponse["slots"] | "error";
/** What the time list shows: nothing asked yet, the read under way, its answer. */
type TimeList = Times | "choose-date" | "loading";

/**
 * Staff move an upcoming booking: a date, then one of the times it can move to that day (its own
 * meeting type's, also one no longer offered), optionally inside the minimum notice — the list
 * follows the override. Conflicts and past times are refused by the server.
 */
export function BookingRescheduleEditor(props: Props) {
  const { bookingId, visitorName, visitorEmail } = props;
  const editor = useInlineEditor();
  const { mutation } = editor;
  const [asked, setAsked] = useState<TimesAsked>(NOTHING_ASKED);
  const [answer, setAnswer] = useState<{ to: TimesAsked; times: Times } | null>(null);
  // Only the answer to the question now asked counts; an older one is never shown.
  const slots: TimeList =
    answer?.to === asked ? answer.times : isCalendarDate(asked.date) ? "loading" : "choose-date";
  const timeError = fieldError(mutation.state, "time") ?? fieldError(mutation.state, "date");

  // The times follow the date and the override; a change cancels the read still under way.
  useEffect(() => {
    if (!isCalendarDate(asked.date)) return;
    const controller = new AbortController();
    fetchSlots(asked.date, staffMoveTimes(bookingId, asked.overrideNotice), controller.signal).then(
      (response) => setAnswer({ to: asked, times: response.slots }),
      () => {
        if (!controller.signal.aborted) setAnswer({ to: asked, times: "error" });
      },
    );
    return () => controller.abort();
  }, [asked, bookingId]);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const saved = await mutation.run({
      schema: adminRescheduleSchema,
      input: {
        id: bookingId,
        date: form.get("date"),
        time: form.get("time") ?? "",
        overrideNotice: form.get("overrideNotice") === "on",
      },
      send: ({ date, time, overrideNotice }) =>
        callApi<unknown>(`/api/admin/bookings/${bookingId}/reschedule`, {
          method: "POST",
          body: { date, time, overrideNotice },
        }),
      success: () =>
        `Booking moved. ${visitorEmail} has been e-mailed the new time with an updated calendar invitation.`,
    });
    if (saved) {
      editor.close();
      props.onSaved();
    }
  }

  if (!editor.open)
    return (
      <EditorToggle editor={editor} onOpen={() => setAsked(NOTHING_ASKED)}>
        Reschedule<span className="sr-only"> the booking of {visitorName}</span>
      </EditorToggle>
    );

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-3">
      <Field label="New date" hint="Free times of that date are listed below.">
        {(field) => (
          <input
            {...field}
            name="date"
            type="date"
            // biome-ignore lint/a11y/noAutofocus: the field the staff member just asked for
            autoFocus
            className={inputClass}
            onChange={(e) => {
              const date = e.currentTarget.value;
              setAsked((previous) => ({ ...previous, date }));
            }}
          />
        )}
      </Field>
      <TimeSelect slots={slots} error={timeError} timeFormat={props.timeFormat} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="overrideNotice"
          onChange={(e) => {
            const overrideNotice = e.currentTarget.checked;
            setAsked((previous) => ({ ...previous, overrideNotice }));
          }}
        />
        Override the minimum notice (the meeting starts soon)
      </label>
      <EditorActions
        editor={editor}
        submitLabel="Move and e-mail visitor"
        savingText="Moving…"
        fieldHasError={Boolean(timeError)}
      />
    </form>
  );
}

/** The free times of the chosen date, or why there are none to choose. */
function TimeSelect(props: { slots: TimeList; error: string | undefined; timeFormat: TimeFormat }) {
  const { slots } = props;
  return (
    <Field label="New time" error={props.error}>
      {(field) => (
        <select {...field} name="time" className={inputClass} disabled={!Array.isArray(slots)}>
          {slots === "error" ? <option value="">The times could not be loaded</option> : null}
          {slots === "choose-date" ? <option value="">Choose a date first</option> : null}
          {slots === "loading" ? <option value="">Loading available times…</option> : null}
          {Array.isArray(slots) && slots.length === 0 ? (
            <option value="">No free time on this date</option>
          ) : null}
          {Array.isArray(slots)
            ? slots.map((s) => (
                <option key={s.time} value={s.time}>
                  {formatWallTime(s.time, props.timeFormat)}
                </option>
              ))
            : null}
        </select>
      )}
    </Field>
  );
}
