import "server-only";
import { and, asc, eq, gte, isNull, or, sql } from "drizzle-orm";
import type { BlockedTime } from "@/lib/admin-api";
import { type BookingConflict, isInBlock } from "@/lib/scheduling/conflicts";
import type { BlockedTimeInput } from "@/lib/schemas/availability";
import { zonedDate } from "@/lib/time/zoned";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { blockedSlots } from "@/server/db/schema";
import { scheduleOwner } from "@/server/hosts/schedule-owner";
import { ActionError } from "@/server/http/action-result";
import { businessZone, findCurrentConflicts } from "./booking-conflicts";

const blockColumns = {
  id: blockedSlots.id,
  blockDate: blockedSlots.blockDate,
  allDay: blockedSlots.allDay,
  startTime: blockedSlots.startTime,
  endTime: blockedSlots.endTime,
  reason: blockedSlots.reason,
  wholeTeam: sql<boolean>`${blockedSlots.hostId} IS NULL`,
};

/**
 * The blocks that keep a host away (theirs, the first host's unless named, and the whole team's)
 * from today (business zone) on, soonest first; past ones no longer matter.
 */
export async function listBlockedTimes(
  db: Database,
  now: Date,
  hostId?: string,
): Promise<BlockedTime[]> {
  const today = zonedDate(now, await businessZone(db));
  const owner = await scheduleOwner(db, hostId);
  return db
    .select(blockColumns)
    .from(blockedSlots)
    .where(
      and(
        gte(blockedSlots.blockDate, today),
        or(isNull(blockedSlots.hostId), eq(blockedSlots.hostId, owner)),
      ),
    )
    .orderBy(asc(blockedSlots.blockDate), asc(blockedSlots.allDay), asc(blockedSlots.startTime));
}

/** Adds an all-day or timed block; answers with the confirmed bookings that now sit inside it. */
export async function addBlockedTime(
  db: Database,
  actor: AuditActor,
  input: BlockedTimeInput,
  now: Date,
  /** The host kept away, the first host when left out, or null for the whole team. */
  hostId?: string | null,
): Promise<{ block: BlockedTime; conflicts: BookingConflict[] }> {
  const owner = hostId === null ? null : await scheduleOwner(db, hostId);
  const today = zonedDate(now, await businessZone(db));
  if (input.date < today)
    throw new ActionError(422, "Date must be today or later", {
      date: "Date must be today or later",
    });
  const block = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(blockedSlots)
      .values({
        hostId: owner,
        blockDate: input.date,
        allDay: input.allDay,
        startTime: input.allDay ? null : (input.startTime ?? null),
        endTime: input.allDay ? null : (input.endTime ?? null),
        reason: input.reason,
      })
      .returning(blockColumns);
    if (!created) throw new Error("blocked_slots insert returned no row");
    await recordAudit(tx, actor, {
      action: "blocked_time.add",
      entity: "blocked_slots",
      entityId: created.id,
      before: null,
      after: created,
    });
    return created;
  });
  const conflicts = (await findCurrentConflicts(db, now, owner ?? undefined)).filter((c) =>
    isInBlock(c, block.id),
  );
  return { block, conflicts };
}

export async function removeBlockedTime(
  db: Database,
  actor: AuditActor,
  id: string,
  /** Refuses (by throwing) a block the caller may not change; it is put back with the rollback. */
  mayRemove: (tx: Database, hostId: string | null) => Promise<void> = async () => {},
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(blockedSlots)
      .where(eq(blockedSlots.id, id))
      .returning({ ...blockColumns, hostId: blockedSlots.hostId });
    if (!row) throw new ActionError(404, "That blocked time no longer exists");
    const { hostId, ...removed } = row;
    await mayRemove(tx, hostId);
    await recordAudit(tx, actor, {
      action: "blocked_time.remove",
      entity: "blocked_slots",
      entityId: removed.id,
      before: removed,
      after: null,
    });
    return removed;
  });
}
