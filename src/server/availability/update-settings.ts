import "server-only";
import { eq } from "drizzle-orm";
import type { BookingConflict } from "@/lib/scheduling/conflicts";
import type { SettingsInput } from "@/lib/schemas/admin";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import { findCurrentConflicts } from "@/server/availability/booking-conflicts";
import {
  type EditableSettings,
  editableSettingsColumns,
} from "@/server/availability/booking-settings";
import type { Database } from "@/server/db";
import { adminSettings } from "@/server/db/schema";

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
  /** Work another domain owes a change, inside the same transaction (the reminders' plan). */
  onSaved?: (tx: Database, before: EditableSettings, after: EditableSettings) => Promise<void>,
): Promise<{ settings: EditableSettings; conflicts: BookingConflict[] }> {
  const { before, after } = await db.transaction(async (tx) => {
    const [before] = await tx
      .select(editableSettingsColumns)
      .from(adminSettings)
      .where(eq(adminSettings.id, 1))
      .for("update");
    const [after] = await tx
      .update(adminSettings)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(adminSettings.id, 1))
      .returning(editableSettingsColumns);
    if (!before || !after) throw new Error("admin_settings has no row: the seed did not run");
    await recordAudit(tx, actor, {
      action: "settings.update",
      entity: "admin_settings",
      entityId: 1,
      before,
      after,
    });
    await onSaved?.(tx, before, after);
    return { before, after };
  });
  const conflicts =
    before.businessTimezone === after.businessTimezone ? [] : await findCurrentConflicts(db, now);
  return { settings: after, conflicts };
}
