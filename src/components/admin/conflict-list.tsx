"use client";

import { alertClass } from "@/components/ui/alert";
import type { BookingConflict } from "@/lib/scheduling/conflicts";
import { formatLongDate, formatWallTime, type TimeFormat } from "@/lib/time/format";

/**
 * Confirmed bookings that the current hours or blocks no longer allow. They stay booked: staff
 * decide whether to keep, move or cancel each one.
 */
export function ConflictList({
  title,
  conflicts,
  timeFormat,
}: {
  title: string;
  conflicts: BookingConflict[];
  /** The admin's 12h/24h setting; the server writes the reasons in it too. */
  timeFormat: TimeFormat;
}) {
  if (conflicts.length === 0) return null;
  return (
    <div role="alert" className={alertClass.warning}>
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">
        {conflicts.length === 1 ? "This booking stays" : "These bookings stay"} confirmed. Cancel or
        contact the visitor from the Bookings tab if needed.
      </p>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {conflicts.map((conflict) => (
          <li key={conflict.bookingId}>
            <span className="font-medium">{conflict.name}</span> ({conflict.email}) —{" "}
            {`${formatLongDate(conflict.date)}, ${formatWallTime(conflict.start, timeFormat)}–${formatWallTime(conflict.end, timeFormat)}: ${conflict.reasons.join("; ")}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

export const conflictTitle = (count: number) =>
  `${count} confirmed ${count === 1 ? "booking is" : "bookings are"} now outside availability, or inside a break or a blocked time`;
