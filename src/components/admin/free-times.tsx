"use client";

import { useEffect, useState } from "react";
import { fetchSlots } from "@/components/booking/booking-api";
import { Field, TextField } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import type { SlotsResponse } from "@/lib/schemas/booking";
import { isCalendarDate } from "@/lib/time/calendar-date";
import { formatWallTime, type TimeFormat } from "@/lib/time/format";
import { type TimeCheckState, TypedTimeNotes, useTypedTimeCheck } from "./typed-time-check";

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

/**
 * What staff ask with `change` applied: the same object when nothing changes, so the times are
 * not read again (a new object is a new question, see useFreeTimes).
 */
export function askedWith<A extends object>(asked: A, change: Partial<A>): A {
  const same = (Object.keys(change) as (keyof A)[]).every((key) => asked[key] === change[key]);
  return same ? asked : { ...asked, ...change };
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

/** A ticked option of staff's time choice: shown as staff left it, reported as it changes. */
function OptionBox(props: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name={props.name}
        checked={props.checked}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      {props.label}
    </label>
  );
}

/** What staff ask for a time: a date, and what narrows its list (the notice override…). */
type TimesAsked = { date: string; overrideNotice: boolean };

/**
 * A time staff choose (New booking, Reschedule): what they ask and its free times, read from
 * `slotsPath` (keep it stable), and *Any time* (ADR 0068) — apart from what is asked, so ticking
 * it reads nothing — with the time typed and what it falls on, checked at `checkPath`.
 */
export function useTimeChoice<A extends TimesAsked>(
  fresh: A,
  slotsPath: (asked: A) => string,
  checkPath: (asked: A, time: string) => string,
) {
  const [asked, setAsked] = useState<A>(fresh);
  const [anyTime, setAnyTime] = useState(false);
  const [typed, setTyped] = useState("");
  const slots = useFreeTimes(asked, slotsPath);
  const check = useTypedTimeCheck(asked, anyTime ? typed : null, checkPath);
  return {
    asked,
    slots,
    anyTime,
    setAnyTime,
    typed,
    setTyped,
    check,
    ask: (change: Partial<A>) => setAsked((previous) => askedWith(previous, change)),
    /** The same question again: its times are read anew (one was taken meanwhile). */
    askAgain: () => setAsked((previous) => ({ ...previous })),
    /** As the form opens: nothing asked, the list offered. */
    reset: () => {
      setAsked(fresh);
      setAnyTime(false);
      setTyped("");
    },
  };
}

/**
 * The time: one of the date's free times (inside the notice when ticked), or, with *Any time*,
 * typed on the business clock (ADR 0068).
 */
export function TimeChoice(props: {
  /** The field's label; "Time" unless said. */
  label?: string;
  choice: {
    asked: TimesAsked;
    slots: TimeList;
    anyTime: boolean;
    setAnyTime(anyTime: boolean): void;
    ask(change: Partial<TimesAsked>): void;
    typed: string;
    setTyped(time: string): void;
    check: TimeCheckState;
  };
  error: string | undefined;
  timeFormat: TimeFormat;
  businessTimezone: string;
}) {
  const { choice } = props;
  return (
    <>
      {choice.anyTime ? (
        <TextField
          label={props.label ?? "Time"}
          name="time"
          type="time"
          hint={`On the business clock (${props.businessTimezone}).`}
          error={props.error}
          value={choice.typed}
          onChange={(e) => choice.setTyped(e.currentTarget.value)}
        />
      ) : (
        <TimeSelect
          label={props.label ?? "Time"}
          slots={choice.slots}
          error={props.error}
          timeFormat={props.timeFormat}
        />
      )}
      <div className="flex flex-col justify-end gap-2 pb-2">
        {/* The time is typed instead of chosen, outside the opening hours if need be. */}
        <OptionBox
          name="anyTime"
          label="Any time, outside the opening hours"
          checked={choice.anyTime}
          onChange={choice.setAnyTime}
        />
        {/* Hidden with the list it narrows; it comes back as staff left it. */}
        {choice.anyTime ? null : (
          <OptionBox
            name="overrideNotice"
            label="Override the minimum notice (the meeting starts soon)"
            checked={choice.asked.overrideNotice}
            onChange={(overrideNotice) => choice.ask({ overrideNotice })}
          />
        )}
      </div>
      {choice.anyTime ? (
        <TypedTimeNotes
          state={choice.check}
          timeFormat={props.timeFormat}
          businessTimezone={props.businessTimezone}
        />
      ) : null}
    </>
  );
}
