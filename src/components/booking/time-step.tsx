"use client";

import { useRef } from "react";
import { buttonStyles } from "@/components/ui/button";
import type { SlotsResponse } from "@/lib/schemas/booking";
import { formatLongDate, type TimeFormat } from "@/lib/time/format";
import { zoneAbbreviation } from "@/lib/time/zoned";
import { SlotList } from "./slot-list";
import { StepAlert, StepNav, stepHeadingClass } from "./step-parts";
import { visitorClock } from "./visitor-clock";

export interface TimeStepProps {
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

/** The times of the chosen date, grouped by part of the day, with the visitor's clock beside. */

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
          <h2 ref={headingRef} id="time-step-title" tabIndex={-1} className={stepHeadingClass}>
            Choose a time
          </h2>
          <p className="mt-1 text-slate-300">{formatLongDate(date)}</p>
          <p className="mt-1 text-sm text-slate-400">
            Times in {zoneLabel}
            {showsVisitorTime ? `; your local time (${visitorZone}) is shown beside each` : ""}
          </p>
        </div>
        <TimeFormatToggle value={timeFormat} onChange={props.onTimeFormat} />
      </div>

      {props.notice ? (
        <StepAlert tone="warning" className="mt-4">
          {props.notice}
        </StepAlert>
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
          <SlotList
            slots={slots.slots}
            date={date}
            businessZone={businessZone}
            visitorZone={visitorZone}
            timeFormat={timeFormat}
            selectedTime={selectedTime}
            onSelectTime={props.onSelectTime}
          />
        )}
      </div>

      <StepNav backLabel="Back to Date" onBack={props.onBack} className="mt-8">
        <button
          type="button"
          onClick={props.onContinue}
          disabled={!selectedTime}
          className={buttonStyles.pill}
        >
          Continue
        </button>
      </StepNav>
    </section>
  );
}

/** 12h / 24h, remembered for the visitor (use-time-format.ts). */
function TimeFormatToggle({
  value,
  onChange,
}: {
  value: TimeFormat;
  onChange: (format: TimeFormat) => void;
}) {
  return (
    <fieldset className="flex rounded-full border border-slate-700 p-1">
      <legend className="sr-only">Time format</legend>
      {(["12h", "24h"] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`rounded-full px-3 py-1 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 ${
            value === option ? "bg-sky-400 text-slate-950" : "text-slate-300 hover:text-white"
          }`}
        >
          {option}
        </button>
      ))}
    </fieldset>
  );
}
