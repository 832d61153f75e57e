"use client";

import { useCallback } from "react";
import { adminRescheduleSchema } from "@/lib/schemas/manage";
import type { TimeFormat } from "@/lib/time/format";
import { callApi, fieldError } from "./api-client";
import { DateField, TimeChoice, useTimeChoice } from "./free-times";
import { EditorActions, EditorToggle, useInlineEditor } from "./inline-editor";

interface Props {
  bookingId: string;
  visitorName: string;
  visitorEmail: string;
  timeFormat: TimeFormat;
  /** The clock a time typed with *Any time* is read on. */
  businessTimezone: string;
  /** Asks the list again (quietly: the card, its message and focus stay). */
  onSaved: () => void;
}

const NOTHING_ASKED = { date: "", overrideNotice: false };
type TimesAsked = typeof NOTHING_ASKED;

/**
 * Staff move an upcoming booking: a date, then one of the times it can move to that day (its own
 * meeting type's, also one no longer offered), optionally inside the minimum notice — the list
 * follows the override — or, with *Any time*, a time typed on the business clock (ADR 0068).
 * Conflicts and past times are refused by the server.
 */
export function BookingRescheduleEditor(props: Props) {
  const { bookingId, visitorName, visitorEmail } = props;
  const editor = useInlineEditor();
  const { mutation } = editor;
  // Where staff can move it: its own type's times, its own time free, the notice optional.
  const slotsPath = useCallback(
    ({ date, overrideNotice }: TimesAsked) =>
      `/api/admin/bookings/${bookingId}/slots?date=${date}${overrideNotice ? "&overrideNotice=true" : ""}`,
    [bookingId],
  );
  const checkPath = ({ date }: TimesAsked, time: string) =>
    `/api/admin/bookings/${bookingId}/time-check?date=${date}&time=${encodeURIComponent(time)}`;
  const times = useTimeChoice(NOTHING_ASKED, slotsPath, checkPath);
  const timeError = fieldError(mutation.state, "time") ?? fieldError(mutation.state, "date");

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
        anyTime: form.get("anyTime") === "on",
      },
      send: ({ date, time, overrideNotice, anyTime }) =>
        callApi<unknown>(`/api/admin/bookings/${bookingId}/reschedule`, {
          method: "POST",
          body: { date, time, overrideNotice, anyTime },
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
      <EditorToggle editor={editor} onOpen={times.reset}>
        Reschedule<span className="sr-only"> the booking of {visitorName}</span>
      </EditorToggle>
    );

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-3">
      <DateField
        label="New date"
        hint="Free times of that date are listed below."
        onDate={(date) => times.ask({ date })}
      />
      <TimeChoice
        label="New time"
        choice={times}
        error={timeError}
        timeFormat={props.timeFormat}
        businessTimezone={props.businessTimezone}
      />
      <EditorActions
        editor={editor}
        submitLabel="Move and e-mail visitor"
        savingText="Moving…"
        fieldHasError={Boolean(timeError)}
      />
    </form>
  );
}
