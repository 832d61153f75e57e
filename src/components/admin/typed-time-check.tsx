"use client";

import { useEffect, useState } from "react";
import type { TypedTimeCheck } from "@/lib/schemas/manage";
import { isCalendarDate, isWallTime } from "@/lib/time/calendar-date";
import { formatInstantTime, type TimeFormat } from "@/lib/time/format";
import { callApi } from "./api-client";

/** What staff know of a typed time: not asked yet, being checked, its answer, or why none. */
export type TimeCheckState =
  | { status: "none" }
  | { status: "checking" }
  | { status: "checked"; check: TypedTimeCheck }
  | { status: "failed"; message: string };

/**
 * Checks a time typed with *Any time* (ADR 0068) at `checkPath(asked, time)` whenever what staff
 * ask or the time changes (a question asked again is checked again): what it falls on, said
 * before staff book it. A change drops the answer still awaited; a time the server refuses
 * (passed, skipped by the clocks) is said as it would be.
 */
export function useTypedTimeCheck<A extends { date: string }>(
  asked: A,
  time: string | null,
  checkPath: (asked: A, time: string) => string,
): TimeCheckState {
  const path =
    time !== null && isCalendarDate(asked.date) && isWallTime(time) ? checkPath(asked, time) : null;
  const [answer, setAnswer] = useState<{ to: A; path: string; state: TimeCheckState } | null>(null);
  useEffect(() => {
    if (path === null) return;
    let current = true;
    void callApi<TypedTimeCheck>(path).then((result) => {
      if (!current) return;
      const state: TimeCheckState = result.ok
        ? { status: "checked", check: result.data }
        : { status: "failed", message: result.fields?.time ?? result.error };
      setAnswer({ to: asked, path, state });
    });
    return () => {
      current = false;
    };
  }, [asked, path]);
  if (path === null) return { status: "none" };
  return answer?.to === asked && answer.path === path ? answer.state : { status: "checking" };
}

/**
 * What the typed time falls on, announced as it changes: nothing, or each thing in words — what
 * staff may book over (hours, breaks, blocks, calendars' busy time, the daily limit) and what
 * they may not (another booking).
 */
export function TypedTimeNotes(props: {
  state: TimeCheckState;
  timeFormat: TimeFormat;
  businessTimezone: string;
}) {
  const { state } = props;
  return (
    <div role="status" className="text-sm sm:col-span-2">
      {state.status === "checking" ? (
        <p className="text-slate-400">Checking what else is on at that time…</p>
      ) : null}
      {state.status === "failed" ? <p className="text-red-300">{state.message}</p> : null}
      {state.status === "checked" ? <CheckedTime {...props} check={state.check} /> : null}
    </div>
  );
}

function CheckedTime(props: {
  check: TypedTimeCheck;
  timeFormat: TimeFormat;
  businessTimezone: string;
}) {
  const { check } = props;
  const time = (iso: string) =>
    formatInstantTime(new Date(iso), props.businessTimezone, props.timeFormat);
  const range = `${time(check.start)}–${time(check.end)}`;
  // Named only when the type has several hosts: a one-host site reads as it always has.
  const host = check.host ? <p className="text-slate-300">With {check.host.name}</p> : null;
  if (check.notes.length === 0)
    return (
      <>
        {host}
        <p className="text-emerald-300">Nothing else is on at {range}.</p>
      </>
    );
  return (
    <div
      className={`rounded-md border p-3 ${check.refusal ? "border-red-400/60 text-red-200" : "border-amber-400/60 text-amber-100"}`}
    >
      {host}
      <p className="font-medium">At {range}:</p>
      <ul className="mt-1 list-disc pl-5">
        {check.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p className="mt-1">
        {check.refusal ? `${check.refusal}: choose another time.` : "You can still choose it."}
      </p>
    </div>
  );
}
