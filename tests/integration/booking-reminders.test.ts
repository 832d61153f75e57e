import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { bookingJobHandlers } from "@/server/bookings/booking-jobs";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { createBooking } from "@/server/bookings/create-booking";
import { findBookingByToken } from "@/server/bookings/find-booking-by-token";
import { openDatabase } from "@/server/db/client";
import { availabilitySettings, bookings, scheduledJobs } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { startJobPoller } from "@/server/jobs/job-poller";
import { runDueJobs, STALE_AFTER_MS } from "@/server/jobs/job-queue";
import { describeEachDriver } from "../support/test-database";
import { bookingRequest, resetBookingData, testDeps } from "./booking-helpers";

// Friday noon; a Monday 10:00 meeting gets its reminder on Sunday at 10:00.
const NOW = "2030-01-04T12:00:00Z";
const REMINDER_DUE = new Date("2030-01-06T10:00:00Z");

const reminders = (sent: Email[]) => sent.filter((m) => m.subject.startsWith("Reminder:"));

describeEachDriver("booking reminders (durable scheduler)", (current, driver) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
  });

  async function book(time = "10:00", date = "2030-01-07") {
    const deps = testDeps(NOW);
    const created = await createBooking(db(), bookingRequest({ date, time }), { ip: null }, deps);
    await created.deliver();
    return { ...created, deps };
  }
  const db = () => current().db;
  const run = (deps: ReturnType<typeof testDeps>, at: Date, workerId = "worker-a") =>
    runDueJobs(db(), bookingJobHandlers(db(), deps), { now: at, workerId });

  it("sends nothing before the reminder is due, then exactly one reminder", async () => {
    const { deps } = await book();
    expect(await run(deps, new Date("2030-01-06T09:59:59Z"))).toEqual([]);
    expect(reminders(deps.sent)).toHaveLength(0);

    const results = await run(deps, REMINDER_DUE);
    expect(results.map((r) => `${r.kind}:${r.outcome}`)).toEqual(["booking.reminder:done"]);
    const [mail] = reminders(deps.sent);
    // Named by date (it may go out late) and on the visitor's own clock (they booked from Paris).
    expect(mail?.subject).toBe(
      "Reminder: your meeting on Monday, 7 January 2030, 11:00 AM (Europe/Paris)",
    );
    expect(mail?.to).toBe(deps.sent[0]?.to);
    // It says "reply to this one": the reply must reach staff, not MAIL_FROM.
    expect(mail?.replyTo).toBe("staff@agency.test");

    // Later rounds, even much later, never send it again.
    await run(deps, new Date("2030-01-06T10:05:00Z"));
    await run(deps, new Date("2030-01-06T23:00:00Z"));
    expect(reminders(deps.sent)).toHaveLength(1);
  });

  it("never sends a reminder for a cancelled booking", async () => {
    const { body, deps } = await book();
    await (await cancelBooking(db(), body.id, { by: "visitor" }, deps)).deliver();
    await run(deps, REMINDER_DUE);
    expect(reminders(deps.sent)).toHaveLength(0);

    // Even if the job were still pending when the booking was cancelled another way.
    const second = await book("11:00");
    await db().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, second.body.id));
    const results = await run(second.deps, new Date("2030-01-06T11:00:00Z"));
    expect(results.map((r) => r.outcome)).toEqual(["cancelled"]);
    expect(reminders(second.deps.sent)).toHaveLength(0);
  });

  it("two schedulers polling at once send each reminder exactly once", async () => {
    // Tuesday open round the clock: 23 one-hour meetings, whose reminders all fall due on Monday.
    await db()
      .update(availabilitySettings)
      .set({ startTime: "00:00", endTime: "23:00" })
      .where(eq(availabilitySettings.dayOfWeek, 2));
    for (let hour = 0; hour < 23; hour++)
      await book(`${String(hour).padStart(2, "0")}:00`, "2030-01-08");
    // A second instance: its own pool on PostgreSQL (the same database on PGlite).
    const other =
      driver === "postgres"
        ? await openDatabase({ driver: "postgres", url: current().url!, poolSize: 5 })
        : null;
    const deps = testDeps(NOW);
    const mondayNight = new Date("2030-01-07T23:30:00Z");
    try {
      const pollers = [db(), other?.db ?? db()].map((instanceDb) =>
        startJobPoller({
          db: async () => instanceDb,
          handlers: bookingJobHandlers(instanceDb, deps),
          now: () => mondayNight,
          intervalMs: 3_600_000,
        }),
      );
      const counts = await Promise.all([...pollers, ...pollers].map((p) => p.tick()));
      for (const poller of pollers) poller.stop();
      expect(counts.reduce((a, b) => a + b, 0)).toBe(23);
      const sent = reminders(deps.sent);
      expect(sent).toHaveLength(23);
      expect(new Set(sent.map((m) => m.to)).size).toBe(23);
      const done = await db().$count(
        scheduledJobs,
        and(eq(scheduledJobs.kind, "booking.reminder"), eq(scheduledJobs.status, "done")),
      );
      expect(done).toBe(23);
    } finally {
      await other?.close();
    }
  });

  it("retries a failed send with backoff, and reclaims a job whose worker died", async () => {
    const { deps } = await book();
    let failNext = true;
    const flaky = {
      ...deps,
      send: async (mail: Parameters<typeof deps.send>[0]) => {
        if (failNext) {
          failNext = false;
          throw new Error("SMTP 451 try again later");
        }
        return deps.send(mail);
      },
    };
    const handlers = bookingJobHandlers(db(), flaky);
    const first = await runDueJobs(db(), handlers, { now: REMINDER_DUE, workerId: "a" });
    expect(first.map((r) => r.outcome)).toEqual(["failed"]);
    const [job] = await db()
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, "booking.reminder"));
    expect(job).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "SMTP 451 try again later",
    });
    expect(job?.runAt).toEqual(new Date(REMINDER_DUE.getTime() + 60_000));
    expect(await runDueJobs(db(), handlers, { now: REMINDER_DUE, workerId: "a" })).toEqual([]);
    const retry = new Date(REMINDER_DUE.getTime() + 60_000);
    expect(
      (await runDueJobs(db(), handlers, { now: retry, workerId: "a" })).map((r) => r.outcome),
    ).toEqual(["done"]);
    expect(reminders(deps.sent)).toHaveLength(1);

    // A job stuck in 'running' (its process died) is taken again once stale, not before.
    const stuck = await book("12:00");
    await db()
      .update(scheduledJobs)
      .set({ status: "running", lockedAt: new Date("2030-01-06T12:00:00Z"), lockedBy: "dead" })
      .where(eq(scheduledJobs.bookingId, stuck.body.id));
    const soon = new Date("2030-01-06T12:05:00Z");
    expect(await runDueJobs(db(), handlers, { now: soon, workerId: "b" })).toEqual([]);
    const stale = new Date(new Date("2030-01-06T12:00:00Z").getTime() + STALE_AFTER_MS + 1000);
    const reclaimed = await runDueJobs(db(), handlers, { now: stale, workerId: "b" });
    expect(reclaimed.map((r) => r.kind).sort()).toEqual([
      "booking.confirmation",
      "booking.reminder",
      "booking.staff-notification",
    ]);
  });

  it("a confirmation the request could not send is sent by the poller with the link the visitor was given", async () => {
    const deps = testDeps(NOW);
    const broken = { ...deps, send: async () => Promise.reject(new Error("SMTP down")) };
    const created = await createBooking(db(), bookingRequest(), { ip: null }, broken);
    await created.deliver();
    expect(deps.sent).toHaveLength(0);
    await runDueJobs(db(), bookingJobHandlers(db(), deps), {
      now: new Date(new Date(NOW).getTime() + 5 * 60_000),
      workerId: "poller",
    });
    const mail = deps.sent.find((m) => m.subject.startsWith("Your meeting is booked"));
    // The 201's manageUrl (shown to API callers) and the mailed link are one and the same.
    expect(mail?.text).toContain(created.body.manageUrl);
    const token = created.body.manageUrl.split("/").at(-1)!;
    expect((await findBookingByToken(db(), token, new Date(NOW)))?.id).toBe(created.body.id);
  });

  it("after the secret changes, a confirmation sent later carries a new link that works", async () => {
    const before = testDeps(NOW);
    const broken = { ...before, send: async () => Promise.reject(new Error("SMTP down")) };
    const created = await createBooking(db(), bookingRequest(), { ip: null }, broken);
    await created.deliver();
    const rotated = testDeps(NOW, { manageTokenSecret: "a-new-secret-after-rotation" });
    await runDueJobs(db(), bookingJobHandlers(db(), rotated), {
      now: new Date(new Date(NOW).getTime() + 5 * 60_000),
      workerId: "poller",
    });
    const mail = rotated.sent.find((m) => m.subject.startsWith("Your meeting is booked"));
    const link = /https:\/\/agency\.test\/booking\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "");
    expect(link?.[0]).not.toBe(created.body.manageUrl);
    expect((await findBookingByToken(db(), link![1]!, new Date(NOW)))?.id).toBe(created.body.id);
  });

  it("jobs waiting behind a slow one are not held: another instance takes them meanwhile", async () => {
    await book("10:00");
    await book("11:00");
    const deps = testDeps(NOW);
    // Worker A's mail server hangs on its first reminder until we let it go.
    let release = () => {};
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const slow = {
      ...deps,
      send: async (mail: Parameters<typeof deps.send>[0]) => {
        if (calls++ === 0) await hanging;
        return deps.send(mail);
      },
    };
    const at = new Date("2030-01-06T11:00:00Z");
    const a = runDueJobs(db(), bookingJobHandlers(db(), slow), { now: at, workerId: "a" });
    await expect.poll(() => calls).toBe(1);
    // While A is stuck on one, B finds the other one free to claim (a batch claim held it).
    const b = await runDueJobs(db(), bookingJobHandlers(db(), deps), { now: at, workerId: "b" });
    expect(b.map((r) => `${r.kind}:${r.outcome}`)).toEqual(["booking.reminder:done"]);
    release();
    expect((await a).map((r) => `${r.kind}:${r.outcome}`)).toEqual(["booking.reminder:done"]);
    const sent = reminders(deps.sent);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((m) => m.subject)).size).toBe(2);
  });

  it("a cancellation's two mails are two jobs: a failed staff copy is retried alone", async () => {
    const { body, deps } = await book();
    const staffDown = {
      ...deps,
      send: async (mail: Parameters<typeof deps.send>[0]) => {
        if (mail.to === deps.config.staffEmail) throw new Error("staff mailbox full");
        return deps.send(mail);
      },
    };
    await (await cancelBooking(db(), body.id, { by: "visitor" }, staffDown)).deliver();
    const cancellations = () =>
      deps.sent
        .filter((m) => m.subject.startsWith("Cancelled"))
        .map((m) => (m.to === deps.config.staffEmail ? "staff" : "visitor"));
    expect(cancellations()).toEqual(["visitor"]);
    // The poller's retry sends the staff copy only; the visitor is not mailed twice.
    await run(deps, new Date(new Date(NOW).getTime() + 5 * 60_000));
    expect(cancellations()).toEqual(["visitor", "staff"]);
  });

  it("staff are not told of a new booking that was cancelled before the notice went out", async () => {
    const deps = testDeps(NOW);
    const down = { ...deps, send: async () => Promise.reject(new Error("SMTP down")) };
    const created = await createBooking(db(), bookingRequest(), { ip: null }, down);
    await created.deliver();
    await (await cancelBooking(db(), created.body.id, { by: "visitor" }, deps)).deliver();
    await run(deps, new Date(new Date(NOW).getTime() + 60 * 60_000));
    const subjects = deps.sent.map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith("New booking"))).toBe(false);
    expect(subjects.filter((s) => s.startsWith("Cancelled"))).toHaveLength(2);
  });
});
