import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { managedBookingSchema, STAFF_TIME_MESSAGES } from "@/lib/schemas/manage";
import { BOOKING_JOBS } from "@/server/bookings/booking-jobs";
import { createBooking } from "@/server/bookings/create-booking";
import {
  cancelByToken,
  managedBookingByToken,
  rescheduleByToken,
} from "@/server/bookings/manage-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { auditLog, bookings, scheduledJobs } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import {
  bookingRequest,
  failureOf,
  icsOf,
  resetBookingData,
  type TestDeps,
  testDeps,
} from "./booking-helpers";

// Friday 4 January 2030, noon in London (GMT). Monday the 7th is the first bookable weekday.
const NOW = "2030-01-04T12:00:00Z";
const tokenOf = (manageUrl: string) => manageUrl.split("/").at(-1)!;
const icsLine = (mail: Email | undefined, name: string) =>
  icsOf(mail!)
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .find((l) => l.startsWith(`${name}:`));

describeEachDriver("rescheduling a booking", (current) => {
  let deps: TestDeps;
  beforeEach(async () => {
    await current().db.delete(auditLog);
    await resetBookingData(current().db);
    deps = testDeps(NOW);
  });

  const book = async (date = "2030-01-07", time = "10:00") => {
    const created = await createBooking(
      current().db,
      bookingRequest({ date, time }),
      { ip: null },
      deps,
    );
    await created.deliver();
    return { ...created.body, token: tokenOf(created.body.manageUrl) };
  };
  const jobOf = async (bookingId: string, kind: string) => {
    const [job] = await current()
      .db.select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.bookingId, bookingId), eq(scheduledJobs.kind, kind)));
    return job;
  };

  it("moves the booking: same id, link and UID, SEQUENCE + 1, mails naming old and new time", async () => {
    const { db } = current();
    const booking = await book();
    const confirmationUid = icsLine(deps.sent[0], "UID");
    deps.sent.length = 0;
    const { booking: moved, deliver } = await rescheduleByToken(
      db,
      booking.token,
      {
        date: "2030-01-08",
        time: "14:00",
      },
      deps,
    );
    expect(managedBookingSchema.strict().parse(moved)).toEqual(moved);
    expect(moved).toMatchObject({
      id: booking.id,
      date: "2030-01-08",
      time: "14:00",
      start: "2030-01-08T14:00:00.000Z",
      end: "2030-01-08T15:00:00.000Z",
      meetingLink: booking.meetingLink,
      status: "confirmed",
      canReschedule: true,
      canCancel: true,
    });
    await deliver();
    const visitor = deps.sent.find((m) => m.to !== "staff@agency.test");
    const staff = deps.sent.find((m) => m.to === "staff@agency.test");
    expect(deps.sent).toHaveLength(2);
    expect(icsLine(visitor, "UID")).toBe(confirmationUid);
    expect(icsLine(visitor, "SEQUENCE")).toBe("SEQUENCE:1");
    expect(icsLine(visitor, "METHOD")).toBe("METHOD:REQUEST");
    expect(icsLine(visitor, "DTSTART")).toContain("20300108T140000Z");
    expect(visitor?.subject).toMatch(/^Meeting moved/);
    expect(visitor?.text).toContain("Monday, 7 January 2030");
    expect(visitor?.text).toContain("Tuesday, 8 January 2030");
    expect(visitor?.text).toContain(booking.manageUrl);
    expect(staff?.text).toContain("Monday, 7 January 2030");
    expect(staff?.text).toContain("Tuesday, 8 January 2030");
    // The manage link still works and the old time is free again.
    expect((await managedBookingByToken(db, booking.token, deps)).time).toBe("14:00");
    await book("2030-01-07", "10:00");
  });

  it("records who moved it: the visitor by their address, staff by their account", async () => {
    const { db } = current();
    const booking = await book();
    await rescheduleByToken(db, booking.token, { date: "2030-01-08", time: "09:00" }, deps);
    await rescheduleBooking(
      db,
      booking.id,
      { date: "2030-01-09", time: "09:00" },
      {
        by: "staff",
        actor: staffActor,
      },
      deps,
    );
    const rows = await db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(rows.map((r) => [r.action, r.actorEmail]).sort()).toEqual(
      [
        ["booking.rescheduled", row!.email],
        ["booking.rescheduled", staffActor.email],
      ].sort(),
    );
    expect(rows.find((r) => r.actorEmail === staffActor.email)?.before).toMatchObject({
      date: "2030-01-08",
      time: "09:00",
    });
    expect(rows.find((r) => r.actorEmail === staffActor.email)?.after).toMatchObject({
      date: "2030-01-09",
      time: "09:00",
      by: "staff",
    });
  });

  it("re-arms the reminder 24 h before the new time, and drops it under 24 h", async () => {
    const { db } = current();
    const booking = await book("2030-01-09", "10:00");
    expect((await jobOf(booking.id, BOOKING_JOBS.reminder))?.runAt.toISOString()).toBe(
      "2030-01-08T10:00:00.000Z",
    );
    await rescheduleByToken(db, booking.token, { date: "2030-01-10", time: "15:00" }, deps);
    const rearmed = await jobOf(booking.id, BOOKING_JOBS.reminder);
    expect(rearmed?.status).toBe("pending");
    expect(rearmed?.runAt.toISOString()).toBe("2030-01-09T15:00:00.000Z");
    deps.clock.now = new Date("2030-01-06T20:00:00Z");
    await rescheduleByToken(db, booking.token, { date: "2030-01-07", time: "11:00" }, deps);
    expect((await jobOf(booking.id, BOOKING_JOBS.reminder))?.status).toBe("cancelled");
  });

  it("limits visitors to RESCHEDULE_MAX_PER_BOOKING moves and the minimum notice; staff may override the notice", async () => {
    const { db } = current();
    deps = testDeps(NOW, { rescheduleMaxPerBooking: 2 });
    const booking = await book();
    await rescheduleByToken(db, booking.token, { date: "2030-01-08", time: "09:00" }, deps);
    const second = await rescheduleByToken(
      db,
      booking.token,
      { date: "2030-01-08", time: "10:00" },
      deps,
    );
    expect(second.booking.canReschedule).toBe(false);
    const over = await failureOf(
      rescheduleByToken(db, booking.token, { date: "2030-01-08", time: "11:00" }, deps),
    );
    expect(over.status).toBe(422);
    expect(over.message).toContain("staff@agency.test");
    // Staff are not counted nor limited; inside the notice they need the override.
    deps.clock.now = new Date("2030-01-08T09:30:00Z");
    const late = await failureOf(
      rescheduleBooking(
        db,
        booking.id,
        { date: "2030-01-09", time: "10:00" },
        { by: "staff", actor: staffActor },
        deps,
      ),
    );
    expect(late).toMatchObject({ status: 422 });
    expect(late.message).toMatch(/too soon/);
    await rescheduleBooking(
      db,
      booking.id,
      { date: "2030-01-08", time: "11:00" },
      {
        by: "staff",
        actor: staffActor,
        overrideNotice: true,
      },
      deps,
    );
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ timeSlot: "11:00", rescheduleCount: 2, calendarSequence: 3 });
    // Never into the past, override or not.
    const past = await failureOf(
      rescheduleBooking(
        db,
        booking.id,
        { date: "2030-01-08", time: "09:00" },
        {
          by: "staff",
          actor: staffActor,
          overrideNotice: true,
        },
        deps,
      ),
    );
    expect(past.status).toBe(409);
  });

  it("refuses a taken or closed time with the booking's 409, and the booking keeps its time", async () => {
    const { db } = current();
    const booking = await book("2030-01-07", "10:00");
    await book("2030-01-07", "11:00");
    for (const target of [
      { date: "2030-01-07", time: "11:00" },
      { date: "2030-01-05", time: "10:00" },
    ]) {
      const failure = await failureOf(rescheduleByToken(db, booking.token, target, deps));
      expect(failure).toMatchObject({
        status: 409,
        message: "Selected time slot is no longer available",
      });
    }
    expect((await managedBookingByToken(db, booking.token, deps)).time).toBe("10:00");
  });

  it("lets staff move a meeting to any time of day, its length kept, clear of other bookings", async () => {
    const { db } = current();
    const booking = await book("2030-01-07", "10:00");
    await book("2030-01-07", "11:00");
    const staffMove = (date: string, time: string, anyTime = true) =>
      rescheduleBooking(
        db,
        booking.id,
        { date, time },
        { by: "staff", actor: staffActor, anyTime },
        deps,
      );
    // Monday 19:30 is after closing: refused as an offered time, moved as a typed one.
    expect(await failureOf(staffMove("2030-01-07", "19:30", false))).toMatchObject({ status: 409 });
    const moved = await staffMove("2030-01-07", "19:30");
    expect(moved.booking).toMatchObject({
      start: new Date("2030-01-07T19:30:00Z"),
      end: new Date("2030-01-07T20:30:00Z"),
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ timeSlot: "19:30", rescheduleCount: 0, calendarSequence: 1 });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, booking.id), eq(auditLog.action, "booking.rescheduled")));
    expect(audit?.after).toMatchObject({ time: "19:30", by: "staff", anyTime: true });
    // Saturday, a closed day, at an odd minute; then onto its own time's half hour (no clash).
    await staffMove("2030-01-05", "08:05");
    await staffMove("2030-01-05", "08:35");
    // Overlapping the 11:00 meeting, the past, a time the spring change skips: named beside it.
    for (const [date, time, status, message] of [
      ["2030-01-07", "10:30", 409, STAFF_TIME_MESSAGES.overlaps],
      ["2030-01-04", "11:00", 422, STAFF_TIME_MESSAGES.passed],
      ["2030-03-31", "01:30", 422, STAFF_TIME_MESSAGES.doesNotExist],
    ] as const)
      expect(await failureOf(staffMove(date, time))).toMatchObject({
        status,
        fields: { time: message },
      });
    // Visitors never move at any time: the flag is staff's only.
    const visitor = await failureOf(
      rescheduleBooking(
        db,
        booking.id,
        { date: "2030-01-07", time: "19:00" },
        { by: "visitor", anyTime: true },
        deps,
      ),
    );
    expect(visitor.status).toBe(409);
    const [after] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ bookingDate: "2030-01-05", timeSlot: "08:35" });
  });

  it("answers an unknown token with a 404 and no hint, for every operation", async () => {
    const { db } = current();
    await book();
    const unknown = "A".repeat(43);
    for (const call of [
      () => managedBookingByToken(db, unknown, deps),
      () => rescheduleByToken(db, unknown, { date: "2030-01-08", time: "10:00" }, deps),
      () => cancelByToken(db, unknown, deps),
      () => managedBookingByToken(db, "not-even-a-token", deps),
    ])
      expect(await failureOf(call())).toMatchObject({
        status: 404,
        message: "This link is not valid",
      });
  });

  it("cancels through the manage API", async () => {
    const { db } = current();
    const booking = await book();
    const { booking: cancelled } = await cancelByToken(db, booking.token, deps);
    expect(cancelled).toMatchObject({
      status: "cancelled",
      canReschedule: false,
      canCancel: false,
    });
  });
});
