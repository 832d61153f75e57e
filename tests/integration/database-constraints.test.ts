import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import {
  adminSettings,
  adminUsers,
  availabilitySettings,
  blockedSlots,
  bookings,
  calendarBusyPeriods,
  calendarConnections,
  user,
} from "@/server/db/schema";
import { describeEachDriver, pgErrorCode } from "../support/test-database";

const booking = (
  startsAt: string,
  endsAt: string,
  status: "confirmed" | "cancelled" = "confirmed",
) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  contactType: "phone" as const,
  contactNumber: "+441234567890",
  bookingDate: startsAt.slice(0, 10),
  timeSlot: startsAt.slice(11, 16),
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
  status,
});

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return "no error";
  } catch (error) {
    return pgErrorCode(error);
  }
}

describeEachDriver("database constraints", (current) => {
  beforeEach(async () => {
    await current().db.delete(bookings);
  });

  it("rejects a confirmed booking that overlaps another confirmed one", async () => {
    const { db } = current();
    await db.insert(bookings).values(booking("2030-01-07T10:00:00Z", "2030-01-07T11:00:00Z"));
    const overlapping = booking("2030-01-07T10:30:00Z", "2030-01-07T11:30:00Z");
    expect(await codeOf(db.insert(bookings).values(overlapping))).toBe("23P01");
    expect(await db.$count(bookings)).toBe(1);
  });

  it("accepts back-to-back meetings (ranges are half-open)", async () => {
    const { db } = current();
    await db.insert(bookings).values(booking("2030-01-07T10:00:00Z", "2030-01-07T11:00:00Z"));
    await db.insert(bookings).values(booking("2030-01-07T11:00:00Z", "2030-01-07T12:00:00Z"));
    expect(await db.$count(bookings)).toBe(2);
  });

  it("accepts an overlapping booking when the other one is cancelled", async () => {
    const { db } = current();
    await db
      .insert(bookings)
      .values(booking("2030-01-07T10:00:00Z", "2030-01-07T11:00:00Z", "cancelled"));
    await db.insert(bookings).values(booking("2030-01-07T10:00:00Z", "2030-01-07T11:00:00Z"));
    expect(await db.$count(bookings, eq(bookings.status, "confirmed"))).toBe(1);
  });

  it("refuses to confirm again a cancelled booking whose slot was retaken", async () => {
    const { db } = current();
    const [old] = await db
      .insert(bookings)
      .values(booking("2030-01-07T10:00:00Z", "2030-01-07T11:00:00Z", "cancelled"))
      .returning();
    await db.insert(bookings).values(booking("2030-01-07T10:00:00Z", "2030-01-07T11:00:00Z"));
    const revive = db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, old!.id));
    expect(await codeOf(revive)).toBe("23P01");
  });

  it("rejects invalid statuses, contact types and times", async () => {
    const { db } = current();
    const base = booking("2030-01-07T10:00:00Z", "2030-01-07T11:00:00Z");
    expect(
      await codeOf(
        db.execute(sql`INSERT INTO bookings (first_name, last_name, email, contact_number,
        booking_date, time_slot, starts_at, ends_at, status) VALUES ('a','b','c','d','2030-01-01',
        '10:00', now(), now() + interval '1 hour', 'pending')`),
      ),
    ).toBe("22P02");
    expect(await codeOf(db.insert(bookings).values({ ...base, timeSlot: "25:00" }))).toBe("23514");
    expect(
      await codeOf(db.insert(bookings).values({ ...base, endsAt: new Date(base.startsAt) })),
    ).toBe("23514");
  });

  it("keeps one availability row per weekday with a valid slot duration", async () => {
    const { db } = current();
    expect(await db.$count(availabilitySettings)).toBe(7);
    const dupe = db.insert(availabilitySettings).values({ dayOfWeek: 1, isAvailable: true });
    expect(await codeOf(dupe)).toBe("23505");
    const day7 = db.insert(availabilitySettings).values({ dayOfWeek: 7 });
    expect(await codeOf(day7)).toBe("23514");
    for (const slotDuration of [0, 10, 20, 50]) {
      const bad = db
        .update(availabilitySettings)
        .set({ slotDuration })
        .where(eq(availabilitySettings.dayOfWeek, 1));
      expect(await codeOf(bad), `slot_duration ${slotDuration}`).toBe("23514");
    }
    const endBeforeStart = db
      .update(availabilitySettings)
      .set({ startTime: "17:00", endTime: "09:00" })
      .where(eq(availabilitySettings.dayOfWeek, 1));
    expect(await codeOf(endBeforeStart)).toBe("23514");
  });

  it("seeds Monday–Friday 09:00–17:00 in 60-minute slots and closes the weekend", async () => {
    const rows = await current()
      .db.select()
      .from(availabilitySettings)
      .orderBy(availabilitySettings.dayOfWeek);
    expect(rows.map((r) => r.isAvailable)).toEqual([false, true, true, true, true, true, false]);
    expect(new Set(rows.map((r) => `${r.startTime}-${r.endTime}/${r.slotDuration}`))).toEqual(
      new Set(["09:00-17:00/60"]),
    );
  });

  it("keeps a single admin_settings row with a 1–365 day window", async () => {
    const { db } = current();
    const [settings] = await db.select().from(adminSettings);
    expect(settings).toMatchObject({
      bookingAdvanceLimitDays: 30,
      timeFormatPreference: "12h",
      minimumNoticeMinutes: 120,
    });
    expect(await codeOf(db.insert(adminSettings).values({ id: 2 }))).toBe("23514");
    expect(await codeOf(db.insert(adminSettings).values({ id: 1 }))).toBe("23505");
    for (const days of [0, 366]) {
      const bad = db.update(adminSettings).set({ bookingAdvanceLimitDays: days });
      expect(await codeOf(bad), `${days} days`).toBe("23514");
    }
    const badFormat = db.execute(sql`UPDATE admin_settings SET time_format_preference = '13h'`);
    expect(await codeOf(badFormat)).toBe("22P02");
  });

  it("rejects admin roles and statuses outside the spec, and timed blocks without a range", async () => {
    const { db } = current();
    const id = crypto.randomUUID();
    await db.insert(user).values({ id, name: "x", email: `${id}@example.com` });
    const badRole = db.execute(
      sql`INSERT INTO admin_users (user_id, email, role) VALUES (${id}, 'x@example.com', 'owner')`,
    );
    expect(await codeOf(badRole)).toBe("22P02");
    const badStatus = db.execute(
      sql`INSERT INTO admin_users (user_id, email, status) VALUES (${id}, 'x@example.com', 'banned')`,
    );
    expect(await codeOf(badStatus)).toBe("22P02");
    await db.insert(adminUsers).values({ userId: id, email: "x@example.com" });
    const noRange = db.insert(blockedSlots).values({ blockDate: "2030-01-07", allDay: false });
    expect(await codeOf(noRange)).toBe("23514");
    await db.insert(blockedSlots).values({ blockDate: "2030-01-07", allDay: true });
  });

  it("keeps only calendar busy periods that end after they start", async () => {
    const { db } = current();
    const [connection] = await db
      .insert(calendarConnections)
      .values({
        kind: "ics",
        name: "Constraint check",
        secret: "v1.x.x.x",
        displayUrl: "x.invalid",
      })
      .returning({ id: calendarConnections.id });
    if (!connection) throw new Error("no connection row");
    const period = (startsAt: string, endsAt: string) =>
      db.insert(calendarBusyPeriods).values({
        connectionId: connection.id,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
      });
    expect(await codeOf(period("2030-01-07T10:00:00Z", "2030-01-07T10:00:00Z"))).toBe("23514");
    expect(await codeOf(period("2030-01-07T11:00:00Z", "2030-01-07T10:00:00Z"))).toBe("23514");
    await period("2030-01-07T10:00:00Z", "2030-01-07T10:45:00Z");
    expect(await db.$count(calendarBusyPeriods)).toBe(1);
    await db.delete(calendarConnections).where(eq(calendarConnections.id, connection.id));
  });
});
