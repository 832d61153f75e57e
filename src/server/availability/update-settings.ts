import "server-only";
import { eq } from "drizzle-orm";
import type { BookingConflict } from "@/lib/scheduling/conflicts";
import type { SettingsInput } from "@/lib/schemas/admin";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import { findCurrentConflicts } from "@/server/availability/booking-conflicts";
import type { Database } from "@/server/db/client";
import { adminSettings } from "@/server/db/schema";

export type EditableSettings = SettingsInput;

const editableColumns = {
  bookingAdvanceLimitDays: adminSettings.bookingAdvanceLimitDays,
  timeFormatPreference: adminSettings.timeFormatPreference,
  businessTimezone: adminSettings.businessTimezone,
  minimumNoticeMinutes: adminSettings.minimumNoticeMinutes,
};

/** The single settings row (id = 1) as the Settings tab edits it; read fresh on every call. */
export async function getEditableSettings(db: Database): Promise<EditableSettings> {
  const [row] = await db
    .select(editableColumns)
    .from(adminSettings)
    .where(eq(adminSettings.id, 1))
    .limit(1);
  if (!row) throw new Error("admin_settings has no row: the seed did not run");
  return row;
}

/**
 * Saves the settings and records before → after in the same transaction. Nothing caches them:
 * /book and the slot API read the row on every request, so a change applies at once. A new
 * business time zone moves the weekly hours on the real clock, so the answer then lists the
 * confirmed bookings that fall outside them.
 */
export async function updateSettings(
  db: Database,
  actor: AuditActor,
  input: SettingsInput,
  now: Date,
): Promise<{ settings: EditableSettings; conflicts: BookingConflict[] }> {
  const { before, after } = await db.transaction(async (tx) => {
    const [before] = await tx
      .select(editableColumns)
      .from(adminSettings)
      .where(eq(adminSettings.id, 1))
      .for("update");
    const [after] = await tx
      .update(adminSettings)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(adminSettings.id, 1))
      .returning(editableColumns);
    if (!before || !after) throw new Error("admin_settings has no row: the seed did not run");
    await recordAudit(tx, actor, {
      action: "settings.update",
      entity: "admin_settings",
      entityId: 1,
      before,
      after,
    });
    return { before, after };
  });
  const conflicts =
    before.businessTimezone === after.businessTimezone ? [] : await findCurrentConflicts(db, now);
  return { settings: after, conflicts };
}
