import "server-only";
import type { Database } from "@/server/db";
import { adminSettings, availabilitySettings } from "./schema";

const WEEKDAYS = [1, 2, 3, 4, 5];

/** Defaults for an empty database; existing rows are never touched. */
export async function seedDefaults(db: Database, options: { businessTimezone: string }) {
  await db
    .insert(availabilitySettings)
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({
        dayOfWeek: day,
        isAvailable: WEEKDAYS.includes(day),
        startTime: "09:00",
        endTime: "17:00",
        slotDuration: 60,
      })),
    )
    // The first host's week (hostId's default), as the migration left it when it had one.
    .onConflictDoNothing({ target: [availabilitySettings.hostId, availabilitySettings.dayOfWeek] });
  await db
    .insert(adminSettings)
    .values({
      id: 1,
      bookingAdvanceLimitDays: 30,
      timeFormatPreference: "12h",
      businessTimezone: options.businessTimezone,
    })
    .onConflictDoNothing({ target: adminSettings.id });
}
