import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { settingsSchema } from "@/lib/schemas/admin";
import { aiAssistantsMayBook, getEditableSettings } from "@/server/availability/booking-settings";
import { updateSettings } from "@/server/availability/update-settings";
import { updateWeekdayAvailability } from "@/server/availability/weekly-hours";
import { adminSettings, auditLog, bookings } from "@/server/db/schema";
import { bookingAt, insertBooking, staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";

const NOW = new Date("2031-01-13T08:00:00Z");
const defaults = {
  bookingAdvanceLimitDays: 30,
  timeFormatPreference: "12h" as const,
  businessTimezone: "UTC",
  minimumNoticeMinutes: 120,
  maxBookingsPerDay: null,
  maxBookingsPerWeek: null,
  lastReminderMinutes: null,
  aiAssistantsMayBook: true,
};

describeEachDriver("admin settings", (current) => {
  beforeEach(async () => {
    const { db } = current();
    await updateSettings(db, staffActor, defaults, NOW);
    await db.delete(auditLog);
    await db.delete(bookings);
  });

  it("reads the single settings row", async () => {
    expect(await getEditableSettings(current().db)).toEqual(defaults);
  });

  it("saves every field and audits before → after in the same change", async () => {
    const { db } = current();
    const next = {
      bookingAdvanceLimitDays: 90,
      timeFormatPreference: "24h" as const,
      businessTimezone: "Asia/Kolkata",
      minimumNoticeMinutes: 0,
      maxBookingsPerDay: 4,
      maxBookingsPerWeek: 12,
      lastReminderMinutes: 45,
      aiAssistantsMayBook: false,
    };
    const { settings } = await updateSettings(db, staffActor, next, NOW);
    expect(settings).toEqual(next);
    expect(await getEditableSettings(db)).toEqual(next);
    const entries = await db.select().from(auditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "settings.update", before: defaults, after: next });
  });

  it("lists bookings a new time zone pushes outside the weekly hours", async () => {
    const { db } = current();
    await updateWeekdayAvailability(
      db,
      staffActor,
      { day: 3, isAvailable: true, startTime: "09:00", endTime: "17:00", slotDuration: 60 },
      NOW,
    );
    // 09:00 UTC on a Wednesday is 14:30 in Kolkata (fine) but 04:00 in New York (outside).
    await insertBooking(db, bookingAt("2031-01-15T09:00:00Z"));
    const kolkata = await updateSettings(
      db,
      staffActor,
      { ...defaults, businessTimezone: "Asia/Kolkata" },
      NOW,
    );
    expect(kolkata.conflicts).toEqual([]);
    // The reasons use the time format saved with the zone.
    const newYork = await updateSettings(
      db,
      staffActor,
      { ...defaults, businessTimezone: "America/New_York", timeFormatPreference: "24h" },
      NOW,
    );
    expect(newYork.conflicts.map((c) => [c.start, c.reasons])).toEqual([
      ["04:00", ["Outside Wednesday's hours (09:00–17:00)"]],
    ]);
    const unchanged = await updateSettings(
      db,
      staffActor,
      { ...defaults, businessTimezone: "America/New_York", bookingAdvanceLimitDays: 31 },
      NOW,
    );
    expect(unchanged.conflicts).toEqual([]);
  });

  it("the database refuses values outside the ranges the form allows", async () => {
    const { db } = current();
    await expect(
      updateSettings(db, staffActor, { ...defaults, bookingAdvanceLimitDays: 366 }, NOW),
    ).rejects.toThrow();
    expect((await getEditableSettings(db)).bookingAdvanceLimitDays).toBe(30);
    expect(await db.$count(auditLog)).toBe(0);
  });

  it("validates with the messages the form shows", () => {
    const result = settingsSchema.safeParse({
      bookingAdvanceLimitDays: 0,
      timeFormatPreference: "36h",
      businessTimezone: "Mars/Olympus",
      minimumNoticeMinutes: -5,
      maxBookingsPerDay: 0,
      maxBookingsPerWeek: 501,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
    );
    expect(messages).toEqual({
      bookingAdvanceLimitDays: "Advance booking limit must be between 1 and 365 days",
      timeFormatPreference: "Time format must be 12h or 24h",
      businessTimezone: "Must be an IANA time zone name, e.g. Europe/London",
      minimumNoticeMinutes: "Minimum notice must be between 0 and 20160 minutes (14 days)",
      maxBookingsPerDay: "Most meetings a day must be between 1 and 100, or empty for no limit",
      maxBookingsPerWeek: "Most meetings a week must be between 1 and 500, or empty for no limit",
    });
    expect(settingsSchema.safeParse({ ...defaults, maxBookingsPerDay: 2.5 }).error?.issues).toEqual(
      [expect.objectContaining({ message: "Most meetings a day must be a whole number" })],
    );
  });

  it("keeps the limits when a PUT leaves them out, and lifts them when sent null", async () => {
    const { db } = current();
    const limits = { maxBookingsPerDay: 3, maxBookingsPerWeek: 10 };
    await updateSettings(db, staffActor, { ...defaults, ...limits }, NOW);
    const { maxBookingsPerDay: _, maxBookingsPerWeek: __, ...withoutLimits } = defaults;
    const older = settingsSchema.parse({ ...withoutLimits, minimumNoticeMinutes: 60 });
    await updateSettings(db, staffActor, older, NOW);
    expect(await getEditableSettings(db)).toMatchObject({ minimumNoticeMinutes: 60, ...limits });
    await updateSettings(db, staffActor, defaults, NOW);
    expect(await getEditableSettings(db)).toMatchObject({
      maxBookingsPerDay: null,
      maxBookingsPerWeek: null,
    });
    await expect(
      db.update(adminSettings).set({ maxBookingsPerDay: 0 }).where(eq(adminSettings.id, 1)),
    ).rejects.toThrow();
    await expect(
      db.update(adminSettings).set({ maxBookingsPerWeek: 501 }).where(eq(adminSettings.id, 1)),
    ).rejects.toThrow();
  });

  it("lets AI assistants book by default, keeps the choice when a PUT leaves it out", async () => {
    const { db } = current();
    expect(await aiAssistantsMayBook(db)).toBe(true);
    await updateSettings(db, staffActor, { ...defaults, aiAssistantsMayBook: false }, NOW);
    expect(await aiAssistantsMayBook(db)).toBe(false);
    const { aiAssistantsMayBook: _, ...older } = defaults;
    await updateSettings(db, staffActor, settingsSchema.parse(older), NOW);
    expect(await aiAssistantsMayBook(db)).toBe(false);
    expect(
      settingsSchema.safeParse({ ...defaults, aiAssistantsMayBook: "yes" }).error?.issues,
    ).toEqual([
      expect.objectContaining({ message: "AI assistants may book must be true or false" }),
    ]);
    await updateSettings(db, staffActor, defaults, NOW);
    expect(await aiAssistantsMayBook(db)).toBe(true);
  });
});
