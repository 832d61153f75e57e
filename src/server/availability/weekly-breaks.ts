import "server-only";
import { asc, eq } from "drizzle-orm";
import type { WeeklyBreak } from "@/lib/admin-api";
import { type BookingConflict, isInBreak } from "@/lib/scheduling/conflicts";
import type { WeeklyBreakInput } from "@/lib/schemas/availability";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { weeklyBreaks } from "@/server/db/schema";
import { scheduleOwner } from "@/server/hosts/schedule-owner";
import { ActionError } from "@/server/http/action-result";
import { findCurrentConflicts } from "./booking-conflicts";

/**
 * Weekly breaks (ADR 0049): time kept free every week on chosen weekdays, such as lunch. Adding
 * one answers with the confirmed bookings that now sit inside it; they stay booked.
 */

const breakColumns = {
  id: weeklyBreaks.id,
  days: weeklyBreaks.days,
  startTime: weeklyBreaks.startTime,
  endTime: weeklyBreaks.endTime,
  label: weeklyBreaks.label,
};

/** A host's breaks (the first host's unless named), earliest in the day first. */
export async function listWeeklyBreaks(db: Database, hostId?: string): Promise<WeeklyBreak[]> {
  return db
    .select(breakColumns)
    .from(weeklyBreaks)
    .where(eq(weeklyBreaks.hostId, await scheduleOwner(db, hostId)))
    .orderBy(asc(weeklyBreaks.startTime), asc(weeklyBreaks.endTime), asc(weeklyBreaks.createdAt));
}

export async function addWeeklyBreak(
  db: Database,
  actor: AuditActor,
  input: WeeklyBreakInput,
  now: Date,
  hostId?: string,
): Promise<{ break: WeeklyBreak; conflicts: BookingConflict[] }> {
  const owner = await scheduleOwner(db, hostId);
  const added = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(weeklyBreaks)
      .values({
        hostId: owner,
        days: input.days,
        startTime: input.startTime,
        endTime: input.endTime,
        label: input.label,
      })
      .returning(breakColumns);
    if (!created) throw new Error("weekly_breaks insert returned no row");
    await recordAudit(tx, actor, {
      action: "weekly_break.add",
      entity: "weekly_breaks",
      entityId: created.id,
      before: null,
      after: created,
    });
    return created;
  });
  const conflicts = (await findCurrentConflicts(db, now, owner)).filter((c) =>
    isInBreak(c, added.id),
  );
  return { break: added, conflicts };
}

/** Removing a break only gives time back, so it answers with no conflicts. */
export async function removeWeeklyBreak(
  db: Database,
  actor: AuditActor,
  id: string,
  /** Refuses (by throwing) a break the caller may not change; it is put back with the rollback. */
  mayRemove: (tx: Database, hostId: string | null) => Promise<void> = async () => {},
): Promise<WeeklyBreak> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(weeklyBreaks)
      .where(eq(weeklyBreaks.id, id))
      .returning({ ...breakColumns, hostId: weeklyBreaks.hostId });
    if (!row) throw new ActionError(404, "That break no longer exists");
    const { hostId, ...removed } = row;
    await mayRemove(tx, hostId);
    await recordAudit(tx, actor, {
      action: "weekly_break.remove",
      entity: "weekly_breaks",
      entityId: removed.id,
      before: removed,
      after: null,
    });
    return removed;
  });
}
