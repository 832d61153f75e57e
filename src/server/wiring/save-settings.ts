import "server-only";
import type { SettingsInput } from "@/lib/schemas/admin";
import type { AuditActor } from "@/server/audit/record-audit";
import { updateSettings } from "@/server/availability/update-settings";
import { replanLastReminders } from "@/server/bookings/reminders";
import type { Database } from "@/server/db";

/**
 * The Settings tab's save: the settings (availability), and when the last reminder's lead changed,
 * every upcoming meeting's last reminder planned again (bookings), in one transaction.
 */
export function saveSettings(db: Database, actor: AuditActor, input: SettingsInput, now: Date) {
  return updateSettings(db, actor, input, now, async (tx, before, after) => {
    if (before.lastReminderMinutes !== after.lastReminderMinutes)
      await replanLastReminders(tx, after.lastReminderMinutes, now);
  });
}
