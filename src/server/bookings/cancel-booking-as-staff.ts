import "server-only";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { BookingDeps } from "@/server/bookings/booking-config";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import type { Database } from "@/server/db";

/**
 * Staff cancel from the dashboard: the booking service does the cancellation (status, freed slot,
 * reminder withdrawn, mail to the visitor); the audit row is written inside its transaction, so
 * the cancellation and its record commit together (ADR 0042).
 */
export async function cancelBookingAsStaff(
  db: Database,
  actor: AuditActor,
  bookingId: string,
  deps?: BookingDeps,
  /** Told to the visitor in the cancellation mail ("" is none). */
  reason = "",
) {
  return cancelBooking(
    db,
    bookingId,
    {
      by: "staff",
      reason,
      actorId: actor.userId,
      withinTransaction: (tx, before, cancelled) =>
        recordAudit(tx, actor, {
          action: "booking.cancel",
          entity: "bookings",
          entityId: bookingId,
          before,
          after: {
            ...before,
            status: cancelled.status,
            cancelledAt: cancelled.cancelledAt,
            ...(reason ? { cancellationReason: reason } : {}),
          },
        }),
    },
    deps,
  );
}
