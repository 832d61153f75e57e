"use client";

import { TZDate } from "@date-fns/tz";
import { format as formatDate } from "date-fns";
import { useRef } from "react";
import { buttonStyles } from "@/components/ui/button";
import type { SlotsResponse } from "@/lib/schemas/booking";
import {
  clocksDiffer,
  formatInstantTime,
  formatLongDate,
  formatWallTime,
  type TimeFormat,
} from "@/lib/time/format";
import { DAY_PERIOD_LABELS, DAY_PERIODS } from "@/lib/time/period";
import { zoneAbbreviation, zonedDate } from "@/lib/time/zoned";

interface TimeStepProps {
  date: string;
  /** null while loading; "error" when the slots could not be read. */
  slots: SlotsResponse | null | "error";
  businessZone: string;
  visitorZone: string | null;
  timeFormat: TimeFormat;
  onTimeFormat: (format: TimeFormat) => void;
  selectedTime: string | null;
  onSelectTime: (time: string) => void;
  onBack: () => void;
  onContinue: () => void;
  onRetry: () => void;
  /** Shown above the times, e.g. when the chosen time was taken meanwhile. */
  notice: string | null;
}

/** The visitor's wall clock for a slot, when their zone shows a different time. */
/** The visitor's own clock for a slot, or null when it reads the same as the business's. */
export function visitorClock(
  start: string,
  date: string,
  zone: string | null,
  business: string,
  format: TimeFormat,
) {
  const instant = new Date(start);
  // Same hour on another day (a visitor a day ahead) still needs the visitor's label.
  if (!zone || !clocksDiffer(instant, zone, business)) return null;
  const local = formatInstantTime(instant, zone, format);
  const localDate = zonedDate(instant, zone);
  return localDate === date ? local : `${formatDate(new TZDate(instant, zone), "EEE")} ${local}`;
}

export function TimeStep(props: TimeStepProps) {
  const { date, slots, businessZone, visitorZone, timeFormat, selectedTime } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noonOfDate = new Date(`${date}T12:00:00Z`);
  const zoneLabel = `${businessZone} (${zoneAbbreviation(noonOfDate, businessZone)})`;
  const showsVisitorTime =
    visitorZone !== null &&
    visitorZone !== businessZone &&
    slots !== null &&
    slots !== "error" &&
    slots.slots.some((s) => visitorClock(s.start, date, visitorZone, businessZone, "24h") !== null);

  return (
    <section aria-labelledby="time-step-title">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2
            ref={headingRef}
            id="time-step-title"
            tabIndex={-1}
            className="text-xl font-semibold text-slate-50 focus:outline-none"
          >
            Choose a time
          </h2>
          <p className="mt-1 text-slate-300">{formatLongDate(date)}</p>
          <p className="mt-1 text-sm text-slate-400">
            Times in {zoneLabel}
            {showsVisitorTime ? `; your local time (${visitorZone}) is shown beside each` : ""}
          </p>
        </div>
        <fieldset className="flex rounded-full border border-slate-700 p-1">
          <legend className="sr-only">Time format</legend>
          {(["12h", "24h"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={timeFormat === option}
              onClick={() => props.onTimeFormat(option)}
              className={`rounded-full px-3 py-1 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 ${
                timeFormat === option
                  ? "bg-sky-400 text-slate-950"
                  : "text-slate-300 hover:text-white"
              }`}
            >
              {option}
            </button>
          ))}
        </fieldset>
      </div>

      {props.notice ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-amber-200"
        >
          {props.notice}
        </p>
      ) : null}

      <div className="mt-6 min-h-40">
        {slots === null ? (
          <p role="status" className="text-slate-400">
            Loading available times…
          </p>
        ) : slots === "error" ? (
          <div role="alert" className="text-slate-300">
            <p>The available times could not be loaded.</p>
            <button
              type="button"
              onClick={() => {
                // The button goes away while the times load: keep the focus in this step.
                headingRef.current?.focus();
                props.onRetry();
              }}
              className={`${buttonStyles.pillSecondary} mt-3`}
            >
              Try again
            </button>
          </div>
        ) : slots.slots.length === 0 ? (
          <p className="rounded-lg border border-slate-800 bg-slate-900/60 px-4 py-6 text-center text-slate-300">
            No available time slots for this date
          </p>
        ) : (
          <div className="space-y-6">
            {DAY_PERIODS.map((period) => {
              const group = slots.slots.filter((s) => s.period === period);
              if (group.length === 0) return null;
              return (
                <section key={period} aria-labelledby={`period-${period}`}>
                  <h3
                    id={`period-${period}`}
                    className="mb-2 text-sm font-semibold uppercase tracking-wide text-sky-300"
                  >
                    {DAY_PERIOD_LABELS[period]}
                  </h3>
                  <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                    {group.map((slot) => {
                      const label = formatWallTime(slot.time, timeFormat);
                      const local = visitorClock(
                        slot.start,
                        date,
                        visitorZone,
                        businessZone,
                        timeFormat,
                      );
                      const selected = slot.time === selectedTime;
                      return (
                        <li key={slot.time}>
                          <button
                            type="button"
                            aria-pressed={selected}
                            aria-label={`${label} on ${formatLongDate(date)}${local ? `, ${local} your time` : ""}`}
                            onClick={() => props.onSelectTime(slot.time)}
                            className={`flex w-full flex-col items-center rounded-xl border px-3 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 ${
                              selected
                                ? "border-sky-400 bg-sky-400 text-slate-950"
                                : "border-slate-700 bg-slate-800/60 text-slate-100 hover:border-sky-400 hover:bg-sky-500/15"
                            }`}
                          >
                            <span>{label}</span>
                            {local ? (
                              <span
                                className={`text-xs font-normal ${selected ? "text-slate-800" : "text-slate-400"}`}
                              >
                                {local} your time
                              </span>
                            ) : null}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </div>

      <div className="mt-8 flex flex-wrap justify-between gap-3">
        <button type="button" onClick={props.onBack} className={buttonStyles.pillSecondary}>
          Back to Date
        </button>
        <button
          type="button"
          onClick={props.onContinue}
          disabled={!selectedTime}
          className={buttonStyles.pill}
        >
          Continue
        </button>
      </div>
    </section>
  );
}
