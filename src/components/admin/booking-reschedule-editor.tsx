"use client";

import { useState } from "react";
import { fetchSlots } from "@/components/booking/booking-api";
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import type { SlotsResponse } from "@/lib/schemas/booking";
import { adminRescheduleSchema } from "@/lib/schemas/manage";
import { formatWallTime, type TimeFormat } from "@/lib/time/format";
import { callApi, fieldError } from "./api-client";
import { EditorActions, EditorToggle, useInlineEditor } from "./inline-editor";

interface Props {
  bookingId: string;
  /** The booking's meeting type (slug): its free times are the ones offered. */
  meetingType: string;
  visitorName: string;
  visitorEmail: string;
  timeFormat: TimeFormat;
  /** Asks the list again (quietly: the card, its message and focus stay). */
  onSaved: () => void;
}

/**
 * Staff move an upcoming booking: a date, then one of that date's free times (the public slots),
 * and optionally past the minimum notice. Conflicts and past times are refused by the server.
 */
export function BookingRescheduleEditor(props: Props) {
  const { bookingId, visitorName, visitorEmail } = props;
  const editor = useInlineEditor();
  const { mutation } = editor;
  const [slots, setSlots] = useState<SlotsResponse["slots"] | null | "error">(null);
  const timeError = fieldError(mutation.state, "time") ?? fieldError(mutation.state, "date");

  async function dateChanged(date: string) {
    setSlots(null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    setSlots(
      await fetchSlots(date, undefined, props.meetingType).then(
        (s) => s.slots,
        () => "error" as const,
      ),
    );
  }

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
      <EditorToggle editor={editor} onOpen={() => setSlots(null)}>
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
            onChange={(e) => void dateChanged(e.currentTarget.value)}
          />
        )}
      </Field>
      <TimeSelect slots={slots} error={timeError} timeFormat={props.timeFormat} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="overrideNotice" />
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
function TimeSelect(props: {
  slots: SlotsResponse["slots"] | null | "error";
  error: string | undefined;
  timeFormat: TimeFormat;
}) {
  const { slots } = props;
  return (
    <Field label="New time" error={props.error}>
      {(field) => (
        <select {...field} name="time" className={inputClass} disabled={!Array.isArray(slots)}>
          {slots === "error" ? <option value="">The times could not be loaded</option> : null}
          {slots === null ? <option value="">Choose a date first</option> : null}
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
