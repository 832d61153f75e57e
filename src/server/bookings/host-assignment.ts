import "server-only";
import { inArray, sql } from "drizzle-orm";
import { BOOKING_MESSAGES } from "@/lib/schemas/booking";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/rows";
import { bookingHosts, bookings, hosts } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { isExclusionViolation } from "./booking-transaction";
import { fairestFirst } from "./round-robin";

export type NewBooking = typeof bookings.$inferInsert;

/**
 * Inserts the booking with the first choice of hosts the exclusion constraint accepts, each try
 * in a savepoint: a round-robin booking that lost its host to a concurrent one (a buffer reaching
 * across dates, a calendar synced since the recheck) goes to the next free host in the same
 * request. The booking's own host is the choice's first; a collective meeting's others are added
 * beside it. The last refusal is the visitor's 409 (takeSlotWithRetries). The meeting link is
 * the own host's (`linkFor`), so it is made per choice.
 */
export async function insertWithFreeHosts(
  tx: Database,
  values: NewBooking,
  choices: readonly (readonly string[])[],
  linkFor: (hostId: string) => string | null,
) {
  for (const [index, hostIds] of choices.entries()) {
    try {
      return await tx.transaction(async (savepoint) => {
        const [booking] = await savepoint
          .insert(bookings)
          .values({ ...values, hostId: hostIds[0], meetingLink: linkFor(hostIds[0]!) })
          .returning();
        const others = hostIds.slice(1);
        if (others.length > 0)
          await savepoint.execute(sql`INSERT INTO ${bookingHosts}
              (booking_id, host_id, host_number, busy_range, status)
            SELECT ${booking!.id}::uuid, hosts.id, hosts.number, bookings.busy_range, bookings.status
            FROM bookings, hosts
            WHERE bookings.id = ${booking!.id}::uuid AND ${inArray(hosts.id, [...others])}`);
        return { booking: booking!, hostIds };
      });
    } catch (error) {
      if (!isExclusionViolation(error) || index === choices.length - 1) throw error;
    }
  }
  throw new ActionError(409, BOOKING_MESSAGES.slotTaken);
}

/**
 * Round robin's order among the hosts free at the time (ADR 0088): fewest confirmed upcoming
 * meetings of the type first, then whoever was booked for it least recently, then the type's order.
 */
export async function roundRobinOrder(
  tx: Database,
  typeId: string,
  hostIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (hostIds.length < 2) return [...hostIds];
  const loads = await queryRows<{ host_id: string; upcoming: number; last_booked: string | null }>(
    tx,
    sql`SELECT booking_hosts.host_id,
               count(*) FILTER (WHERE booking_hosts.status = 'confirmed'
                                  AND bookings.starts_at > ${now.toISOString()}::timestamptz) AS upcoming,
               max(bookings.created_at) AS last_booked
        FROM booking_hosts JOIN bookings ON bookings.id = booking_hosts.booking_id
        WHERE bookings.meeting_type_id = ${typeId}::uuid
          AND ${inArray(bookingHosts.hostId, [...hostIds])}
        GROUP BY booking_hosts.host_id`,
  );
  return fairestFirst(
    hostIds.map((id) => {
      const load = loads.find((l) => l.host_id === id);
      return {
        id,
        upcoming: Number(load?.upcoming ?? 0),
        lastBookedAt: load?.last_booked ? new Date(load.last_booked) : null,
      };
    }),
  );
}
