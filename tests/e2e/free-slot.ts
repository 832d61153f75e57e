// A free, bookable slot as the database sees it now: for calls that move a booking (the
// authorization matrix's staff reschedule). The latest date of the window, so the specs that
// book near dates are not disturbed.
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";

export async function freeSlot(db: Database): Promise<{ date: string; time: string }> {
  const [row] = await queryRows<{ date: string; time: string }>(
    db,
    sql`
    WITH s AS (
      SELECT business_timezone AS tz, booking_advance_limit_days AS lim
      FROM admin_settings WHERE id = 1),
    days AS (
      SELECT ((now() AT TIME ZONE s.tz)::date + g) AS d, s.tz
      FROM s, generate_series(2, s.lim) AS g),
    cand AS (
      SELECT days.d, days.tz, r.slot_duration AS dur,
             (days.d + r.start_time::time + make_interval(mins => r.slot_duration * k)) AS wall
      FROM days
      JOIN availability_settings r
        -- The first host's hours: the default type's, whatever other hosts' hours say.
        ON r.day_of_week = extract(dow FROM days.d) AND r.is_available
          AND r.host_id = first_host_id()
      CROSS JOIN generate_series(0, 95) AS k
      WHERE r.slot_duration * (k + 1)
            <= extract(epoch FROM (r.end_time::time - r.start_time::time)) / 60)
    SELECT to_char(cand.d, 'YYYY-MM-DD') AS date, to_char(cand.wall, 'HH24:MI') AS time
    FROM cand
    WHERE NOT EXISTS (SELECT 1 FROM blocked_slots bl WHERE bl.block_date = cand.d)
      AND NOT EXISTS (
        SELECT 1 FROM bookings b
        WHERE b.status = 'confirmed'
          AND tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange(
            cand.wall AT TIME ZONE cand.tz,
            (cand.wall AT TIME ZONE cand.tz) + make_interval(mins => cand.dur), '[)'))
      AND NOT EXISTS (
        SELECT 1 FROM calendar_busy_periods p
        WHERE tstzrange(p.starts_at, p.ends_at, '[)') && tstzrange(
            cand.wall AT TIME ZONE cand.tz,
            (cand.wall AT TIME ZONE cand.tz) + make_interval(mins => cand.dur), '[)'))
    ORDER BY cand.d DESC, cand.wall DESC
    LIMIT 1`,
  );
  if (!row) throw new Error("no free slot left in the booking window");
  return row;
}
