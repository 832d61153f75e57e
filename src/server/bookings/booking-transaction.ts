import "server-only";
import { BOOKING_MESSAGES } from "@/lib/schemas/booking";
import { pgCode } from "@/server/db/errors";
import { ActionError } from "@/server/http/action-result";

/** The exclusion constraint booking_hosts_no_overlap refused the row. */
export const isExclusionViolation = (error: unknown) => pgCode(error) === "23P01";

/**
 * A deadlock victim or a serialisation failure: running the transaction again is safe. Writers of
 * one date queue on lockBookingDate, so the exclusion constraint's deadlocks are left to a booking
 * whose buffers reach into the next or previous date (ADR 0021).
 */
const isRetryable = (error: unknown) => ["40P01", "40001"].includes(pgCode(error) ?? "");

export const MAX_TRANSACTION_ATTEMPTS = 3;

/** The visitor's 409: their time was taken, as when the recheck finds it gone. */
const slotTaken = () => new ActionError(409, BOOKING_MESSAGES.slotTaken);

/**
 * Runs a transaction that takes a slot (a new booking, a move) until it commits, at most
 * MAX_TRANSACTION_ATTEMPTS times. A slot the exclusion constraint refused is answered with
 * `overlap()` (the visitor's 409 unless the caller says otherwise); any other failure is thrown
 * as it came.
 */
export async function takeSlotWithRetries<T>(
  transaction: () => Promise<T>,
  overlap: () => ActionError = slotTaken,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (isExclusionViolation(error)) throw overlap();
      if (!isRetryable(error) || attempt >= MAX_TRANSACTION_ATTEMPTS) throw error;
    }
  }
}
