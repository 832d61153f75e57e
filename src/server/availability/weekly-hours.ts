import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { WeekdayAvailability } from "@/lib/admin-api";
import { type BookingConflict, isOnWeekday } from "@/lib/scheduling/conflicts";
import type { WeekdayAvailabilityInput } from "@/lib/schemas/availability";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { availabilitySettings } from "@/server/db/schema";
import { scheduleOwner } from "@/server/hosts/schedule-owner";
import { ActionError } from "@/server/http/action-result";
import { findCurrentConflicts } from "./booking-conflicts";

const weekdayColumns = {
  dayOfWeek: availabilitySettings.dayOfWeek,
  isAvailable: availabilitySettings.isAvailable,
  startTime: availabilitySettings.startTime,
  endTime: availabilitySettings.endTime,
  slotDuration: availabilitySettings.slotDuration,
};

/** A host's seven weekday rows (the first host's unless named), Sunday (0) first. */
export async function getWeeklyAvailability(
  db: Database,
  hostId?: string,
): Promise<WeekdayAvailability[]> {
  return db
    .select(weekdayColumns)
    .from(availabilitySettings)
    .where(eq(availabilitySettings.hostId, await scheduleOwner(db, hostId)))
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
  hostId?: string,
): Promise<{ day: WeekdayAvailability; conflicts: BookingConflict[] }> {
  const owner = await scheduleOwner(db, hostId);
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
      .where(
        and(eq(availabilitySettings.hostId, owner), eq(availabilitySettings.dayOfWeek, input.day)),
      )
      .for("update");
    const [after] = await tx
      .insert(availabilitySettings)
      .values({ hostId: owner, dayOfWeek: input.day, ...values })
      .onConflictDoUpdate({
        target: [availabilitySettings.hostId, availabilitySettings.dayOfWeek],
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
  const conflicts = (await findCurrentConflicts(db, now, owner)).filter((c) =>
    isOnWeekday(c, input.day),
  );
  return { day, conflicts };
}
