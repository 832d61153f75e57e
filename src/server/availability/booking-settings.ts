import "server-only";
import { eq } from "drizzle-orm";
import type { SettingsInput } from "@/lib/schemas/admin";
import type { TimeFormat } from "@/lib/time/format";
import type { BookingPolicy } from "@/server/availability/schedule";
import type { Database } from "@/server/db";
import { adminSettings } from "@/server/db/schema";

export interface BookingSettings extends BookingPolicy {
  timeFormat: TimeFormat;
  /** The last reminder's lead in minutes (ADR 0058); null: none. */
  lastReminderMinutes: number | null;
}

/** The admin settings that shape booking, read fresh (an admin's change applies at once). */
export async function readBookingSettings(db: Database): Promise<BookingSettings> {
  const [row] = await db
    .select({
      timeZone: adminSettings.businessTimezone,
      advanceLimitDays: adminSettings.bookingAdvanceLimitDays,
      minimumNoticeMinutes: adminSettings.minimumNoticeMinutes,
      maxBookingsPerDay: adminSettings.maxBookingsPerDay,
      maxBookingsPerWeek: adminSettings.maxBookingsPerWeek,
      timeFormat: adminSettings.timeFormatPreference,
      lastReminderMinutes: adminSettings.lastReminderMinutes,
    })
    .from(adminSettings)
    .where(eq(adminSettings.id, 1))
    .limit(1);
  if (!row) throw new Error("admin_settings has no row: the seed did not run");
  return row;
}

/** As saved: the limits and last reminder are always there (null: none), unlike in a PUT. */
export type EditableSettings = Required<SettingsInput>;

export const editableSettingsColumns = {
  bookingAdvanceLimitDays: adminSettings.bookingAdvanceLimitDays,
  timeFormatPreference: adminSettings.timeFormatPreference,
  businessTimezone: adminSettings.businessTimezone,
  minimumNoticeMinutes: adminSettings.minimumNoticeMinutes,
  maxBookingsPerDay: adminSettings.maxBookingsPerDay,
  maxBookingsPerWeek: adminSettings.maxBookingsPerWeek,
  lastReminderMinutes: adminSettings.lastReminderMinutes,
  aiAssistantsMayBook: adminSettings.aiAssistantsMayBook,
};

/** The single settings row (id = 1) as the Settings tab edits it; read fresh on every call. */
export async function getEditableSettings(db: Database): Promise<EditableSettings> {
  const [row] = await db
    .select(editableSettingsColumns)
    .from(adminSettings)
    .where(eq(adminSettings.id, 1))
    .limit(1);
  if (!row) throw new Error("admin_settings has no row: the seed did not run");
  return row;
}

/** Whether the MCP endpoint offers booking to AI assistants (ADR 0089); read fresh, like the rest. */
export async function aiAssistantsMayBook(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ allowed: adminSettings.aiAssistantsMayBook })
    .from(adminSettings)
    .where(eq(adminSettings.id, 1))
    .limit(1);
  return row?.allowed ?? true;
}
