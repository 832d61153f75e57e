import { desc, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import {
  addBlockedTime,
  listBlockedTimes,
  removeBlockedTime,
} from "@/server/availability/blocked-times";
import { findCurrentConflicts } from "@/server/availability/booking-conflicts";
import {
  getWeeklyAvailability,
  updateWeekdayAvailability,
} from "@/server/availability/weekly-hours";
import { auditLog, availabilitySettings, blockedSlots, bookings } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { bookingAt, insertBooking, staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";

// Test databases use UTC as the business zone; 2031-01-15 is a Wednesday (day 3).
const NOW = new Date("2031-01-13T08:00:00Z");
const wednesday = {
  day: 3,
  isAvailable: true,
  startTime: "09:00",
  endTime: "17:00",
  slotDuration: 60,
};

describeEachDriver("admin availability and blocked times", (current) => {
  beforeEach(async () => {
    const { db } = current();
    await db.delete(bookings);
    await db.delete(blockedSlots);
    await db.delete(auditLog);
    await updateWeekdayAvailability(db, staffActor, wednesday, NOW);
    await db.delete(auditLog);
  });

  it("reads the seven weekdays, Sunday first", async () => {
    const week = await getWeeklyAvailability(current().db);
    expect(week.map((d) => d.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week[3]).toEqual({
      dayOfWeek: 3,
      isAvailable: true,
      startTime: "09:00",
      endTime: "17:00",
      slotDuration: 60,
    });
  });

  it("saves a weekday and records who changed it, before → after, in the audit log", async () => {
    const { db } = current();
    const result = await updateWeekdayAvailability(
      db,
      staffActor,
      { ...wednesday, startTime: "10:00", endTime: "15:30", slotDuration: 45 },
      NOW,
    );
    expect(result.day).toEqual({
      dayOfWeek: 3,
      isAvailable: true,
      startTime: "10:00",
      endTime: "15:30",
      slotDuration: 45,
    });
    const [stored] = await db
      .select()
      .from(availabilitySettings)
      .where(eq(availabilitySettings.dayOfWeek, 3));
    expect(stored?.startTime).toBe("10:00");
    const [entry] = await db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorEmail: "staff@example.com",
      action: "availability.update",
      entity: "availability_settings",
      entityId: "3",
      before: { startTime: "09:00", endTime: "17:00", slotDuration: 60 },
      after: { startTime: "10:00", endTime: "15:30", slotDuration: 45 },
    });
  });

  it("lists confirmed bookings the new hours leave outside, and keeps them booked", async () => {
    const { db } = current();
    const early = await insertBooking(
      db,
      bookingAt("2031-01-15T09:00:00Z", { firstName: "Early" }),
    );
    await insertBooking(db, bookingAt("2031-01-15T12:00:00Z", { firstName: "Noon" }));
    await insertBooking(db, bookingAt("2031-01-15T10:00:00Z", { status: "cancelled" }));
    await insertBooking(db, bookingAt("2031-01-16T09:00:00Z", { firstName: "Thursday" }));
    const narrowed = await updateWeekdayAvailability(
      db,
      staffActor,
      { ...wednesday, startTime: "11:00" },
      NOW,
    );
    expect(narrowed.conflicts.map((c) => [c.name, c.date, c.start, c.reasons])).toEqual([
      ["Early Lovelace", "2031-01-15", "09:00", ["Outside Wednesday's hours (11:00 AM–5:00 PM)"]],
    ]);
    const off = await updateWeekdayAvailability(
      db,
      staffActor,
      { ...wednesday, isAvailable: false },
      NOW,
    );
    expect(off.conflicts.map((c) => c.name)).toEqual(["Early Lovelace", "Noon Lovelace"]);
    const [stillBooked] = await db.select().from(bookings).where(eq(bookings.id, early.id));
    expect(stillBooked?.status).toBe("confirmed");
  });

  it("adds all-day and timed blocks, lists them soonest first, and audits both", async () => {
    const { db } = current();
    await addBlockedTime(
      db,
      staffActor,
      { date: "2031-01-20", allDay: true, reason: "Holiday" },
      NOW,
    );
    const timed = await addBlockedTime(
      db,
      staffActor,
      { date: "2031-01-16", allDay: false, startTime: "12:00", endTime: "13:00", reason: "" },
      NOW,
    );
    expect(timed.block).toMatchObject({
      blockDate: "2031-01-16",
      allDay: false,
      startTime: "12:00",
      endTime: "13:00",
    });
    const listed = await listBlockedTimes(db, NOW);
    expect(listed.map((b) => [b.blockDate, b.allDay, b.reason])).toEqual([
      ["2031-01-16", false, ""],
      ["2031-01-20", true, "Holiday"],
    ]);
    const actions = await db.select({ action: auditLog.action }).from(auditLog);
    expect(actions.map((a) => a.action)).toEqual(["blocked_time.add", "blocked_time.add"]);
  });

  it("ignores an all-day block's times and refuses a date before today", async () => {
    const { db } = current();
    const { block } = await addBlockedTime(
      db,
      staffActor,
      { date: "2031-01-13", allDay: true, startTime: "10:00", endTime: "11:00", reason: "" },
      NOW,
    );
    expect([block.startTime, block.endTime]).toEqual([null, null]);
    const error = await addBlockedTime(
      db,
      staffActor,
      { date: "2031-01-12", allDay: true, reason: "" },
      NOW,
    ).catch((e) => e);
    expect(error).toBeInstanceOf(ActionError);
    expect(error).toMatchObject({ status: 422, fields: { date: "Date must be today or later" } });
  });

  it("answers a new block with the confirmed bookings inside it", async () => {
    const { db } = current();
    await insertBooking(db, bookingAt("2031-01-15T12:30:00Z", { firstName: "Lunch" }));
    await insertBooking(db, bookingAt("2031-01-15T14:00:00Z", { firstName: "Afternoon" }));
    const { conflicts } = await addBlockedTime(
      db,
      staffActor,
      { date: "2031-01-15", allDay: false, startTime: "12:00", endTime: "13:00", reason: "" },
      NOW,
    );
    expect(conflicts.map((c) => [c.name, c.reasons])).toEqual([
      ["Lunch Lovelace", ["Inside the block 12:00 PM–1:00 PM"]],
    ]);
    expect((await findCurrentConflicts(db, NOW)).map((c) => c.name)).toEqual(["Lunch Lovelace"]);
  });

  it("removes a block with an audit record, and says so when it is already gone", async () => {
    const { db } = current();
    const { block } = await addBlockedTime(
      db,
      staffActor,
      { date: "2031-01-20", allDay: true, reason: "" },
      NOW,
    );
    const removed = await removeBlockedTime(db, staffActor, block.id);
    expect(removed.id).toBe(block.id);
    expect(await db.$count(blockedSlots)).toBe(0);
    const [last] = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(last).toMatchObject({ action: "blocked_time.remove", entityId: block.id, after: null });
    await expect(removeBlockedTime(db, staffActor, block.id)).rejects.toMatchObject({
      status: 404,
      message: "That blocked time no longer exists",
    });
  });
});
