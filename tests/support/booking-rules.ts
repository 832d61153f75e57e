// The seeded booking rules, restored between tests by the integration and the e2e suites.
import { and, eq, ne, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import {
  adminSettings,
  availabilitySettings,
  blockedSlots,
  bookings,
  dateSpecificHours,
  meetingTypes,
  rateLimitBuckets,
  weeklyBreaks,
} from "@/server/db/schema";

/**
 * The seeded booking rules — Mon–Fri 09:00–17:00 in 60-minute slots, a 30-day window, 120 minutes'
 * notice, 12h — in the given zone, with no blocks, breaks or date-specific hours, fresh rate limits;
 * the one seeded meeting type, Consultation, asking no questions and hosted by the first host alone
 * (other types are removed, or switched off while bookings still use them).
 */
export async function restoreBookingRules(db: Database, timeZone: string) {
  await db
    .update(adminSettings)
    .set({
      businessTimezone: timeZone,
      bookingAdvanceLimitDays: 30,
      minimumNoticeMinutes: 120,
      maxBookingsPerDay: null,
      maxBookingsPerWeek: null,
      lastReminderMinutes: null,
      timeFormatPreference: "12h",
      aiAssistantsMayBook: true,
    })
    .where(eq(adminSettings.id, 1));
  for (const day of [0, 1, 2, 3, 4, 5, 6])
    await db
      .update(availabilitySettings)
      .set({
        isAvailable: day >= 1 && day <= 5,
        startTime: "09:00",
        endTime: "17:00",
        slotDuration: 60,
      })
      .where(eq(availabilitySettings.dayOfWeek, day));
  await db.delete(blockedSlots);
  await db.delete(dateSpecificHours);
  await db.delete(weeklyBreaks);
  await restoreMeetingTypes(db);
  await db.delete(rateLimitBuckets);
}

async function restoreMeetingTypes(db: Database) {
  const others = ne(meetingTypes.slug, "consultation");
  const used = db.selectDistinct({ id: bookings.meetingTypeId }).from(bookings);
  await db.delete(meetingTypes).where(and(others, notInArray(meetingTypes.id, used)));
  await db.update(meetingTypes).set({ active: false }).where(others);
  await db
    .update(meetingTypes)
    .set({
      name: "Consultation",
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeMinutes: null,
      maxBookingsPerDay: null,
      active: true,
      listed: true,
      sortOrder: 0,
      questions: [],
      days: null,
      followUpMessage: "",
      followUpHours: 2,
      noShowMessage: "",
      hostIds: sql`ARRAY[first_host_id()]`,
      assignment: "round_robin",
    })
    .where(eq(meetingTypes.slug, "consultation"));
}
