import "server-only";
import { asc, eq } from "drizzle-orm";
import type { WeekdayAvailability } from "@/lib/admin-api";
import { type BookingConflict, isOnWeekday } from "@/lib/scheduling/conflicts";
import type { WeekdayAvailabilityInput } from "@/lib/schemas/availability";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { availabilitySettings } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { findCurrentConflicts } from "./booking-conflicts";

const weekdayColumns = {
  dayOfWeek: availabilitySettings.dayOfWeek,
  isAvailable: availabilitySettings.isAvailable,
  startTime: availabilitySettings.startTime,
  endTime: availabilitySettings.endTime,
  slotDuration: availabilitySettings.slotDuration,
};

/** The seven weekday rows, Sunday (0) first. */
export async function getWeeklyAvailability(db: Database): Promise<WeekdayAvailability[]> {
  return db
    .select(weekdayColumns)
    .from(availabilitySettings)
    .orderBy(asc(availabilitySettings.dayOfWeek));
}

/**
 * Saves one weekday and records before → after in the same transaction; then lists the confirmed
 * bookings on that weekday that the new hours leave outside (they stay booked).
 */
export async function updateWeekdayAvailability(
  db: Database,
  actor: AuditActor,
  input: WeekdayAvailabilityInput,
  now: Date,
): Promise<{ day: WeekdayAvailability; conflicts: BookingConflict[] }> {
  const values = {
    isAvailable: input.isAvailable,
    startTime: input.startTime,
    endTime: input.endTime,
    slotDuration: input.slotDuration,
  };
  const day = await db.transaction(async (tx) => {
    const [before] = await tx
      .select(weekdayColumns)
      .from(availabilitySettings)
      .where(eq(availabilitySettings.dayOfWeek, input.day))
      .for("update");
    const [after] = await tx
      .insert(availabilitySettings)
      .values({ dayOfWeek: input.day, ...values })
      .onConflictDoUpdate({
        target: availabilitySettings.dayOfWeek,
        set: { ...values, updatedAt: new Date() },
      })
      .returning(weekdayColumns);
    if (!after) throw new ActionError(404, "That weekday could not be saved");
    await recordAudit(tx, actor, {
      action: "availability.update",
      entity: "availability_settings",
      entityId: input.day,
      before: before ?? null,
      after,
    });
    return after;
  });
  const conflicts = (await findCurrentConflicts(db, now)).filter((c) => isOnWeekday(c, input.day));
  return { day, conflicts };
}
