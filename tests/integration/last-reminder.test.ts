import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { BOOKING_JOBS, bookingJobHandlers } from "@/server/bookings/booking-jobs";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { createBooking } from "@/server/bookings/create-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { adminSettings, auditLog, scheduledJobs } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { runDueJobs } from "@/server/jobs/job-queue";
import { saveSettings } from "@/server/wiring/save-settings";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { bookingRequest, resetBookingData, testDeps } from "./booking-helpers";

// Friday 4 January 2030, noon in London (GMT). A Monday 10:00 meeting gets its reminder on Sunday
// at 10:00 and, with a last reminder of 60 minutes, another on Monday at 09:00.
const NOW = "2030-01-04T12:00:00Z";
const MONDAY = "2030-01-07";
const lastReminders = (sent: Email[]) => sent.filter((m) => m.subject.startsWith("Starting soon:"));

describeEachDriver("the last reminder (ADR 0058)", (current) => {
  const db = () => current().db;
  const settingsWith = async (lastReminderMinutes: number | null) =>
    saveSettings(
      db(),
      staffActor,
      { ...(await getEditableSettings(db())), lastReminderMinutes },
      new Date(NOW),
    );
  async function book(time = "10:00", date = MONDAY) {
    const deps = testDeps(NOW);
    const created = await createBooking(db(), bookingRequest({ date, time }), { ip: null }, deps);
    await created.deliver();
    return { ...created, deps };
  }
  const lastJobOf = async (bookingId: string) => {
    const [job] = await db()
      .select({ runAt: scheduledJobs.runAt, status: scheduledJobs.status })
      .from(scheduledJobs)
      .where(
        and(
          eq(scheduledJobs.bookingId, bookingId),
          eq(scheduledJobs.kind, BOOKING_JOBS.lastReminder),
        ),
      );
    return job ? { runAt: job.runAt.toISOString(), status: job.status } : null;
  };
  const run = (deps: ReturnType<typeof testDeps>, at: string) =>
    runDueJobs(db(), bookingJobHandlers(db(), deps), { now: new Date(at), workerId: "worker" });

  beforeEach(async () => {
    await resetBookingData(db());
    await db().delete(auditLog);
  });

  it("is off by default: a booking gets the day-before reminder only", async () => {
    const { body, deps } = await book();
    expect(await lastJobOf(body.id)).toBeNull();
    expect(deps.sent[0]?.text).toContain(
      "We will send you a reminder 24 hours before the meeting.",
    );
  });

  it("goes out once, the set minutes before, with the promise in the confirmation", async () => {
    await settingsWith(60);
    const { body, deps } = await book();
    expect(await lastJobOf(body.id)).toEqual({
      runAt: "2030-01-07T09:00:00.000Z",
      status: "pending",
    });
    expect(deps.sent[0]?.text).toContain(
      "We will send you a reminder 24 hours before the meeting, and again 60 minutes before.",
    );
    await run(deps, "2030-01-06T10:00:00Z");
    await run(deps, "2030-01-07T08:59:59Z");
    expect(lastReminders(deps.sent)).toHaveLength(0);
    const results = await run(deps, "2030-01-07T09:00:00Z");
    expect(results.map((r) => `${r.kind}:${r.outcome}`)).toEqual(["booking.last-reminder:done"]);
    const [mail] = lastReminders(deps.sent);
    expect(mail?.subject).toBe(
      "Starting soon: your meeting on Monday, 7 January 2030, 11:00 AM (Europe/Paris)",
    );
    expect(mail?.text).toContain("Your meeting with us starts soon.");
    await run(deps, "2030-01-07T09:30:00Z");
    expect(lastReminders(deps.sent)).toHaveLength(1);
  });

  it("reminds a meeting booked under 24 hours ahead, and says so", async () => {
    await settingsWith(60);
    // Friday 15:00: three hours away, too close for the day-before reminder.
    const { body, deps } = await book("15:00", "2030-01-04");
    expect(body.reminderAt).toBeNull();
    expect(await lastJobOf(body.id)).toEqual({
      runAt: "2030-01-04T14:00:00.000Z",
      status: "pending",
    });
    expect(deps.sent[0]?.text).toContain(
      "We will send you a reminder 60 minutes before the meeting.",
    );
    expect(deps.sent[0]?.text).not.toContain("no separate reminder");
  });

  it("follows a move, is withdrawn when a move is too close, and goes with a cancellation", async () => {
    await settingsWith(60);
    const { body, deps } = await book();
    await rescheduleBooking(
      db(),
      body.id,
      { date: "2030-01-08", time: "14:00" },
      { by: "staff", actor: staffActor },
      deps,
    );
    expect(await lastJobOf(body.id)).toEqual({
      runAt: "2030-01-08T13:00:00.000Z",
      status: "pending",
    });
    // Then, at 15:30 on Friday, to 16:00 that day: 30 minutes ahead, under the 60.
    await rescheduleBooking(
      db(),
      body.id,
      { date: "2030-01-04", time: "16:00" },
      { by: "staff", actor: staffActor, overrideNotice: true },
      testDeps("2030-01-04T15:30:00Z"),
    );
    expect((await lastJobOf(body.id))?.status).toBe("cancelled");

    const second = await book("11:00");
    await (await cancelBooking(db(), second.body.id, { by: "visitor" }, second.deps)).deliver();
    expect((await lastJobOf(second.body.id))?.status).toBe("cancelled");
  });

  it("a change of the setting plans every upcoming meeting again, never twice for one", async () => {
    const early = await book("09:00");
    const late = await book("15:00");
    expect(await lastJobOf(early.body.id)).toBeNull();

    // Switched on: the meetings already booked get theirs.
    await settingsWith(120);
    expect(await lastJobOf(early.body.id)).toEqual({
      runAt: "2030-01-07T07:00:00.000Z",
      status: "pending",
    });
    // The early one's goes out; then the lead changes to 30 minutes.
    await run(early.deps, "2030-01-07T07:00:00Z");
    expect(lastReminders(early.deps.sent)).toHaveLength(1);
    await settingsWith(30);
    expect(await lastJobOf(early.body.id)).toEqual({
      runAt: "2030-01-07T07:00:00.000Z",
      status: "done",
    });
    expect(await lastJobOf(late.body.id)).toEqual({
      runAt: "2030-01-07T14:30:00.000Z",
      status: "pending",
    });
    // Switched off: withdrawn.
    await settingsWith(null);
    expect((await lastJobOf(late.body.id))?.status).toBe("cancelled");
    const actions = await db().select().from(auditLog).orderBy(auditLog.createdAt, auditLog.id);
    expect(
      actions.map((a) => [
        a.action,
        (a.after as { lastReminderMinutes: unknown }).lastReminderMinutes,
      ]),
    ).toEqual([
      ["settings.update", 120],
      ["settings.update", 30],
      ["settings.update", null],
    ]);
  });

  it("keeps the saved value when a save leaves the field out; the database holds the range", async () => {
    await settingsWith(60);
    const { lastReminderMinutes: _, ...older } = await getEditableSettings(db());
    await saveSettings(db(), staffActor, older, new Date(NOW));
    expect((await getEditableSettings(db())).lastReminderMinutes).toBe(60);
    for (const minutes of [4, 721])
      await expect(
        db()
          .update(adminSettings)
          .set({ lastReminderMinutes: minutes })
          .where(eq(adminSettings.id, 1)),
      ).rejects.toThrow();
  });
});
