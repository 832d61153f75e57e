"use client";

import type { SlotsResponse } from "@/lib/schemas/booking";
import { formatLongDate, formatWallTime, type TimeFormat } from "@/lib/time/format";
import { DAY_PERIOD_LABELS, DAY_PERIODS } from "@/lib/time/period";
import { visitorClock } from "./visitor-clock";

interface SlotListProps {
  slots: SlotsResponse["slots"];
  date: string;
  businessZone: string;
  visitorZone: string | null;
  timeFormat: TimeFormat;
  selectedTime: string | null;
  onSelectTime: (time: string) => void;
}

/** The free times, grouped by part of the day; the chosen one is pressed. */
export function SlotList(props: SlotListProps) {
  const { slots, date, businessZone, visitorZone, timeFormat, selectedTime } = props;
  return (
    <div className="space-y-6">
      {DAY_PERIODS.map((period) => {
        const group = slots.filter((s) => s.period === period);
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
                const local = visitorClock(slot.start, date, visitorZone, businessZone, timeFormat);
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
  );
}
