"use client";

import { useEffect, useState } from "react";
import { fetchSlots } from "@/components/booking/booking-api";
import { Field, TextField } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import type { SlotsResponse } from "@/lib/schemas/booking";
import { isCalendarDate } from "@/lib/time/calendar-date";
import { formatWallTime, type TimeFormat } from "@/lib/time/format";

type Times = SlotsResponse["slots"] | "error";
/** What a time list shows: nothing asked yet, the read under way, its answer. */
export type TimeList = Times | "choose-date" | "loading";

/**
 * The free times of what staff asked (a date, and whatever else narrows it), read from
 * `slotsPath(asked)` whenever `asked` changes; a change cancels the read still under way, and
 * only the answer to the question now asked is shown.
 */
export function useFreeTimes<A extends { date: string }>(
  asked: A,
  slotsPath: (asked: A) => string,
): TimeList {
  const [answer, setAnswer] = useState<{ to: A; times: Times } | null>(null);
  useEffect(() => {
    if (!isCalendarDate(asked.date)) return;
    const controller = new AbortController();
    fetchSlots(asked.date, { slots: () => slotsPath(asked) }, controller.signal).then(
      (response) => setAnswer({ to: asked, times: response.slots }),
      () => {
        if (!controller.signal.aborted) setAnswer({ to: asked, times: "error" });
      },
    );
    return () => controller.abort();
  }, [asked, slotsPath]);
  if (answer?.to === asked) return answer.times;
  return isCalendarDate(asked.date) ? "loading" : "choose-date";
}

/** The free times of the chosen date as a select named `time`, or why there are none. */
export function TimeSelect(props: {
  label: string;
  slots: TimeList;
  error: string | undefined;
  timeFormat: TimeFormat;
}) {
  const { slots } = props;
  return (
    <Field label={props.label} error={props.error}>
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

/** The date whose free times are listed: it takes the focus as the form opens. */
export function DateField(props: {
  label: string;
  hint?: string;
  error?: string;
  onDate: (date: string) => void;
}) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error}>
      {(field) => (
        <input
          {...field}
          name="date"
          type="date"
          // biome-ignore lint/a11y/noAutofocus: the field the staff member just asked for
          autoFocus
          className={inputClass}
          onChange={(e) => props.onDate(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}

/** A ticked option of staff's time choice, reported as it changes. */
function OptionBox(props: {
  name: string;
  label: string;
  className?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={`flex items-center gap-2 text-sm ${props.className ?? ""}`}>
      <input
        type="checkbox"
        name={props.name}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      {props.label}
    </label>
  );
}

/** Staff's override of the minimum notice (`overrideNotice`): the list follows it. */
export function OverrideNoticeBox(props: {
  className?: string;
  onOverride: (overrideNotice: boolean) => void;
}) {
  return (
    <OptionBox
      name="overrideNotice"
      label="Override the minimum notice (the meeting starts soon)"
      className={props.className}
      onChange={props.onOverride}
    />
  );
}

/**
 * The time: one of the date's free times (inside the notice when ticked), or, with *Any time*,
 * typed on the business clock (ADR 0068).
 */
export function TimeChoice(props: {
  anyTime: boolean;
  onAnyTime: (anyTime: boolean) => void;
  slots: TimeList;
  error: string | undefined;
  timeFormat: TimeFormat;
  businessTimezone: string;
  onOverride: (overrideNotice: boolean) => void;
}) {
  return (
    <>
      {props.anyTime ? (
        <TextField
          label="Time"
          name="time"
          type="time"
          hint={`On the business clock (${props.businessTimezone}).`}
          error={props.error}
        />
      ) : (
        <TimeSelect
          label="Time"
          slots={props.slots}
          error={props.error}
          timeFormat={props.timeFormat}
        />
      )}
      <div className="flex flex-col justify-end gap-2 pb-2">
        {/* The time is typed instead of chosen, outside the opening hours if need be. */}
        <OptionBox
          name="anyTime"
          label="Any time, outside the opening hours"
          onChange={props.onAnyTime}
        />
        {props.anyTime ? null : <OverrideNoticeBox onOverride={props.onOverride} />}
      </div>
    </>
  );
}
