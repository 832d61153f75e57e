import type { TimeFormat } from "@/lib/time/format";
import { formatLongDate, formatWallTime } from "@/lib/time/format";
import type { BookingFlowState } from "./booking-flow-state";
import { visitorClock } from "./visitor-clock";

/**
 * The chosen date and time as the contact step sums them up; the visitor's own clock too when
 * it differs from the business's.
 */
export function bookingSummary(
  state: BookingFlowState,
  businessZone: string,
  visitorZone: string | null,
  timeFormat: TimeFormat,
) {
  const { selectedDate, selectedTime, slots } = state;
  if (!selectedDate || !selectedTime) return "";
  const start =
    slots && slots !== "error"
      ? slots.slots.find((s) => s.time === selectedTime)?.start
      : undefined;
  const localClock = start
    ? visitorClock(start, selectedDate, visitorZone, businessZone, timeFormat)
    : null;
  return `${formatLongDate(selectedDate)} at ${formatWallTime(selectedTime, timeFormat)} (${businessZone})${
    localClock ? ` — ${localClock} your time (${visitorZone})` : ""
  }`;
}
