import "server-only";
import { and, asc, eq, gte } from "drizzle-orm";
import type { DateHours } from "@/lib/admin-api";
import { type BookingConflict, isOnDate } from "@/lib/scheduling/conflicts";
import type { DateHoursInput } from "@/lib/schemas/availability";
import { zonedDate } from "@/lib/time/zoned";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { dateSpecificHours } from "@/server/db/schema";
import { scheduleOwner } from "@/server/hosts/schedule-owner";
import { ActionError } from "@/server/http/action-result";
import { businessZone, findCurrentConflicts } from "./booking-conflicts";

/**
 * Date-specific hours (ADR 0047): one date's opening hours in place of its weekday's. Each change
 * answers with the confirmed bookings on that date that the hours now leave outside.
 */

const hoursColumns = {
  date: dateSpecificHours.hoursDate,
  startTime: dateSpecificHours.startTime,
  endTime: dateSpecificHours.endTime,
  slotDuration: dateSpecificHours.slotDuration,
};

/**
 * A host's dates (the first host's unless named) from today (business zone) on, soonest first;
 * past ones no longer matter.
 */
export async function listDateHours(
  db: Database,
  now: Date,
  hostId?: string,
): Promise<DateHours[]> {
  const today = zonedDate(now, await businessZone(db));
  const owner = await scheduleOwner(db, hostId);
  return db
    .select(hoursColumns)
    .from(dateSpecificHours)
    .where(and(eq(dateSpecificHours.hostId, owner), gte(dateSpecificHours.hoursDate, today)))
    .orderBy(asc(dateSpecificHours.hoursDate));
}

async function conflictsOn(
  db: Database,
  owner: string,
  date: string,
  now: Date,
): Promise<BookingConflict[]> {
  return (await findCurrentConflicts(db, now, owner)).filter((c) => isOnDate(c, date));
}

/** Sets (or replaces) a date's hours, recording before → after in the same transaction. */
export async function setDateHours(
  db: Database,
  actor: AuditActor,
  input: DateHoursInput,
  now: Date,
  hostId?: string,
): Promise<{ hours: DateHours; conflicts: BookingConflict[] }> {
  const owner = await scheduleOwner(db, hostId);
  const today = zonedDate(now, await businessZone(db));
  if (input.date < today)
    throw new ActionError(422, "Date must be today or later", {
      date: "Date must be today or later",
    });
  const values = {
    startTime: input.startTime,
    endTime: input.endTime,
    slotDuration: input.slotDuration,
  };
  const hours = await db.transaction(async (tx) => {
    const [before] = await tx
      .select(hoursColumns)
      .from(dateSpecificHours)
      .where(and(eq(dateSpecificHours.hostId, owner), eq(dateSpecificHours.hoursDate, input.date)))
      .for("update");
    const [after] = await tx
      .insert(dateSpecificHours)
      .values({ hostId: owner, hoursDate: input.date, ...values })
      .onConflictDoUpdate({
        target: [dateSpecificHours.hostId, dateSpecificHours.hoursDate],
        set: { ...values, updatedAt: new Date() },
      })
      .returning(hoursColumns);
    if (!after) throw new Error("date_specific_hours upsert returned no row");
    await recordAudit(tx, actor, {
      action: "date_hours.set",
      entity: "date_specific_hours",
      entityId: input.date,
      before: before ?? null,
      after,
    });
    return after;
  });
  return { hours, conflicts: await conflictsOn(db, owner, input.date, now) };
}

/** Gives a date back its weekday's hours; answers with its bookings those now leave outside. */
export async function removeDateHours(
  db: Database,
  actor: AuditActor,
  date: string,
  now: Date,
  hostId?: string,
): Promise<{ hours: DateHours; conflicts: BookingConflict[] }> {
  const owner = await scheduleOwner(db, hostId);
  const hours = await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(dateSpecificHours)
      .where(and(eq(dateSpecificHours.hostId, owner), eq(dateSpecificHours.hoursDate, date)))
      .returning(hoursColumns);
    if (!removed) throw new ActionError(404, "Those date-specific hours no longer exist");
    await recordAudit(tx, actor, {
      action: "date_hours.remove",
      entity: "date_specific_hours",
      entityId: date,
      before: removed,
      after: null,
    });
    return removed;
  });
  return { hours, conflicts: await conflictsOn(db, owner, date, now) };
}
