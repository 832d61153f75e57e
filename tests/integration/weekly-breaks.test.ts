import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { weeklyBreakSchema } from "@/lib/schemas/availability";
import { findCurrentConflicts } from "@/server/availability/booking-conflicts";
import { setDateHours } from "@/server/availability/date-hours";
import { getAvailability, getSlots } from "@/server/availability/public-availability";
import {
  addWeeklyBreak,
  listWeeklyBreaks,
  removeWeeklyBreak,
} from "@/server/availability/weekly-breaks";
import { createBooking } from "@/server/bookings/create-booking";
import { auditLog, bookings, weeklyBreaks } from "@/server/db/schema";
import { bookingAt, insertBooking, staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { bookingRequest, failureOf, resetBookingData, testDeps } from "./booking-helpers";

// Friday 4 January 2030, noon in London (GMT, the business zone here). Monday the 7th and
// Tuesday the 8th are open 09:00–17:00 in 60-minute slots.
const NOW = "2030-01-04T12:00:00Z";
const MONDAY = "2030-01-07";
const TUESDAY = "2030-01-08";
const lunch = weeklyBreakSchema.parse({
  days: [1, 2, 3, 4, 5],
  startTime: "12:00",
  endTime: "13:00",
  label: "Lunch",
});
const WHOLE_DAY = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"];
const slotTimes = async (db: Parameters<typeof getSlots>[0], date: string) =>
  (await getSlots(db, date, new Date(NOW))).slots.map((s) => s.time);

describeEachDriver("weekly breaks", (current) => {
  beforeEach(async () => {
    const { db } = current();
    await resetBookingData(db);
    await db.delete(auditLog);
  });

  it("adds, lists and removes breaks, each change audited", async () => {
    const { db } = current();
    const now = new Date(NOW);
    const added = await addWeeklyBreak(db, staffActor, lunch, now);
    expect(added).toEqual({
      break: {
        id: expect.any(String),
        days: [1, 2, 3, 4, 5],
        startTime: "12:00",
        endTime: "13:00",
        label: "Lunch",
      },
      conflicts: [],
    });
    const morning = weeklyBreakSchema.parse({ days: [3], startTime: "09:00", endTime: "09:30" });
    await addWeeklyBreak(db, staffActor, morning, now);
    expect((await listWeeklyBreaks(db)).map((b) => [b.startTime, b.days, b.label])).toEqual([
      ["09:00", [3], ""],
      ["12:00", [1, 2, 3, 4, 5], "Lunch"],
    ]);
    const removed = await removeWeeklyBreak(db, staffActor, added.break.id);
    expect(removed.label).toBe("Lunch");
    expect((await listWeeklyBreaks(db)).map((b) => b.startTime)).toEqual(["09:00"]);

    const entries = await db.select().from(auditLog).orderBy(auditLog.createdAt, auditLog.id);
    expect(entries.map((e) => [e.action, e.entity, e.entityId])).toEqual([
      ["weekly_break.add", "weekly_breaks", added.break.id],
      ["weekly_break.add", "weekly_breaks", expect.any(String)],
      ["weekly_break.remove", "weekly_breaks", added.break.id],
    ]);
    expect(entries[0]).toMatchObject({ actorEmail: "staff@example.com", before: null });
    expect(entries[2]).toMatchObject({ before: { days: [1, 2, 3, 4, 5] }, after: null });
  });

  it("refuses removing a break that is not there, and the database holds the form's rules", async () => {
    const { db } = current();
    const missing = "3f1c2a4e-0000-4000-8000-000000000001";
    expect(await failureOf(removeWeeklyBreak(db, staffActor, missing))).toMatchObject({
      status: 404,
      message: "That break no longer exists",
    });
    for (const values of [
      { days: [], startTime: "12:00", endTime: "13:00" },
      { days: [7], startTime: "12:00", endTime: "13:00" },
      { days: [1], startTime: "13:00", endTime: "12:00" },
      { days: [1], startTime: "24:00", endTime: "24:30" },
    ])
      await expect(
        db.insert(weeklyBreaks).values(values),
        JSON.stringify(values),
      ).rejects.toThrow();
  });

  it("keeps the break free for visitors on its weekdays, and a booking inside it is refused", async () => {
    const { db } = current();
    const now = new Date(NOW);
    await addWeeklyBreak(db, staffActor, { ...lunch, days: [1] }, now);
    expect(await slotTimes(db, MONDAY)).toEqual(WHOLE_DAY.filter((t) => t !== "12:00"));
    expect(await slotTimes(db, TUESDAY)).toEqual(WHOLE_DAY);
    const inside = createBooking(
      db,
      bookingRequest({ date: MONDAY, time: "12:00" }),
      { ip: null },
      testDeps(NOW),
    );
    expect((await failureOf(inside))?.status).toBe(409);
    const beside = await createBooking(
      db,
      bookingRequest({ date: MONDAY, time: "13:00" }),
      { ip: null },
      testDeps(NOW),
    );
    expect(beside.body).toMatchObject({ date: MONDAY, time: "13:00" });
  });

  it("leaves a date with its own hours whole, and a day inside a break reads full", async () => {
    const { db } = current();
    const now = new Date(NOW);
    await addWeeklyBreak(db, staffActor, lunch, now);
    await setDateHours(
      db,
      staffActor,
      { date: MONDAY, startTime: "11:00", endTime: "14:00", slotDuration: 60 },
      now,
    );
    expect(await slotTimes(db, MONDAY)).toEqual(["11:00", "12:00", "13:00"]);
    await setDateHours(
      db,
      staffActor,
      { date: TUESDAY, startTime: "12:00", endTime: "13:00", slotDuration: 60 },
      now,
    );
    // Tuesday's own hours sit exactly on lunch: they are kept whole, so 12:00 is offered.
    expect(await slotTimes(db, TUESDAY)).toEqual(["12:00"]);
    await addWeeklyBreak(
      db,
      staffActor,
      weeklyBreakSchema.parse({ days: [3], startTime: "08:00", endTime: "18:00" }),
      now,
    );
    const week = await getAvailability(db, { from: MONDAY, to: "2030-01-09" }, now);
    expect(week.days.map((d) => d.status)).toEqual(["available", "available", "full"]);
  });

  it("answers a new break with the bookings inside it, which stay booked", async () => {
    const { db } = current();
    const now = new Date(NOW);
    const inside = await insertBooking(
      db,
      bookingAt("2030-01-07T12:00:00Z", { firstName: "Noon" }),
    );
    await insertBooking(db, bookingAt("2030-01-07T11:00:00Z", { firstName: "Eleven" }));
    await insertBooking(db, bookingAt("2030-01-12T12:00:00Z", { firstName: "Saturday" }));
    const added = await addWeeklyBreak(db, staffActor, lunch, now);
    expect(added.conflicts.map((c) => [c.name, c.reasons])).toEqual([
      ["Noon Lovelace", ["Inside the break 12:00 PM–1:00 PM (Lunch)"]],
    ]);
    // The Saturday meeting is outside the weekly hours already: listed, but not as the break's.
    expect((await findCurrentConflicts(db, now)).map((c) => [c.name, c.breakIds.length])).toEqual([
      ["Noon Lovelace", 1],
      ["Saturday Lovelace", 0],
    ]);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, inside.id));
    expect(row?.status).toBe("confirmed");
  });
});
