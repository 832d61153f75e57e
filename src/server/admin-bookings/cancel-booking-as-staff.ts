import { eq } from "drizzle-orm";
import { ActionError } from "@/server/actions/result";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { BookingDeps } from "@/server/bookings/booking-config";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import type { Database } from "@/server/db/client";
import { bookings } from "@/server/db/schema";

/**
 * Staff cancel from the dashboard: the booking service does the cancellation (status, freed slot,
 * reminder withdrawn, mail to the visitor) in its own transaction; the audit row follows it at
 * once (ADR 0042 says why it cannot share that transaction).
 */
export async function cancelBookingAsStaff(
  db: Database,
  actor: AuditActor,
  bookingId: string,
  deps?: BookingDeps,
) {
  const [before] = await db
    .select({
      status: bookings.status,
      email: bookings.email,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      startsAt: bookings.startsAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!before) throw new ActionError(404, "Booking not found");
  const cancelled = await cancelBooking(
    db,
    bookingId,
    { by: "staff", actorEmail: actor.email },
    deps,
  );
  await recordAudit(db, actor, {
    action: "booking.cancel",
    entity: "bookings",
    entityId: bookingId,
    before,
    after: { ...before, status: cancelled.status, cancelledAt: cancelled.cancelledAt },
  });
  return cancelled;
}
