import { TZDate } from "@date-fns/tz";
import { format as formatDate } from "date-fns";
import { clocksDiffer, formatInstantTime, type TimeFormat } from "@/lib/time/format";
import { zonedDate } from "@/lib/time/zoned";

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
