import "server-only";
import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { bookings } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { webhookConfigFromEnv } from "@/server/webhooks/webhook-config";
import { sendWebhooksNow } from "@/server/webhooks/webhook-jobs";
import { recordBookingEvent } from "./booking-events";
import { planNoShowMessage } from "./follow-up";

export const NO_SHOW_MESSAGES = {
  notStarted: "This meeting has not started yet: it cannot be a no-show",
  cancelled: "This booking was cancelled: it cannot be a no-show",
} as const;

/**
 * Staff mark that the visitor did not turn up — or take the mark back (ADR 0065) — once the
 * meeting has started, on a booking that was not cancelled. In one transaction: the mark (when),
 * the audit row and the webhook event (`deliver` sends it; the route runs it after answering).
 * The type's no-show message is planned (ADR 0076). The same mark again changes nothing.
 */
export async function markNoShow(
  db: Database,
  actor: AuditActor,
  input: { id: string; noShow: boolean },
  now: Date,
): Promise<{
  booking: { id: string; noShow: boolean };
  changed: boolean;
  deliver: () => Promise<void>;
}> {
  const changed = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ status: bookings.status, startsAt: bookings.startsAt, noShowAt: bookings.noShowAt })
      .from(bookings)
      .where(eq(bookings.id, input.id))
      .for("update");
    if (!booking) throw new ActionError(404, "Booking not found");
    if (booking.status === "cancelled") throw new ActionError(409, NO_SHOW_MESSAGES.cancelled);
    if (booking.startsAt > now) throw new ActionError(409, NO_SHOW_MESSAGES.notStarted);
    if ((booking.noShowAt !== null) === input.noShow) return false;
    await tx
      .update(bookings)
      .set({ noShowAt: input.noShow ? now : null, updatedAt: now })
      .where(eq(bookings.id, input.id));
    await recordAudit(tx, actor, {
      action: "booking.no-show",
      entity: "bookings",
      entityId: input.id,
      before: { noShow: !input.noShow },
      after: { noShow: input.noShow },
    });
    await planNoShowMessage(tx, input.id, input.noShow, now);
    await recordBookingEvent(tx, "booking.no_show_changed", input.id, now);
    return true;
  });
  const deliver = () => sendWebhooksNow(db, { config: webhookConfigFromEnv(), now: () => now });
  return {
    booking: { id: input.id, noShow: input.noShow },
    changed,
    deliver: changed ? deliver : () => Promise.resolve(),
  };
}
