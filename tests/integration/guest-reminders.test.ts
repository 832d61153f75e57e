import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { bookingRequestSchema } from "@/lib/schemas/booking";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { BOOKING_JOBS, bookingJobHandlers } from "@/server/bookings/booking-jobs";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { changeGuests } from "@/server/bookings/change-guests";
import { createBooking } from "@/server/bookings/create-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { setMeetingLink } from "@/server/bookings/set-meeting-link";
import { auditLog, scheduledJobs } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { runDueJobs } from "@/server/jobs/job-queue";
import { saveSettings } from "@/server/wiring/save-settings";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { bookingRequest, resetBookingData, testDeps } from "./booking-helpers";

// The guests' reminders (ADR 0062): each reminder the visitor gets brings one to the
// guests still invited, without the visitor's link, and follows a move like the visitor's.
// Friday 4 January 2030, noon in London (GMT): a Monday 10:00 meeting is reminded on Sunday at
// 10:00 and, with a last reminder of 60 minutes, on Monday at 09:00.

const NOW = "2030-01-04T12:00:00Z";
const GUESTS = ["grace@example.com", "alan@example.com"];
const toGuests = (sent: Email[], prefix: string) =>
  sent.filter((mail) => Array.isArray(mail.to) && mail.subject.startsWith(prefix));

describeEachDriver("the guests' reminders", (current) => {
  const db = () => current().db;
  beforeEach(async () => {
    await resetBookingData(db());
    await db().delete(auditLog);
  });

  async function book(guests = GUESTS, date = "2030-01-07") {
    const deps = testDeps(NOW);
    const request = bookingRequestSchema.parse({
      ...bookingRequest({ email: "ada@example.com", date }),
      guests,
    });
    const created = await createBooking(db(), request, { ip: null }, deps);
    await created.deliver();
    return { ...created, deps };
  }
  /** One poller round at `at` (`limit`: only the first jobs it claims). */
  const run = async (deps: ReturnType<typeof testDeps>, at: string, limit?: number) => {
    const results = await runDueJobs(db(), bookingJobHandlers(db(), deps), {
      now: new Date(at),
      workerId: "worker",
      limit,
    });
    return results.map((result) => `${result.kind}:${result.outcome}`);
  };

  it("reminds the guests still invited once, after the visitor, without the visitor's link", async () => {
    const { body, deps } = await book();
    expect(await run(deps, "2030-01-06T09:59:00Z")).toEqual([]);
    // Queued by the visitor's, it goes in the same round, right after it.
    expect(await run(deps, "2030-01-06T10:00:00Z")).toEqual([
      "booking.reminder:done",
      "booking.guests.reminder:done",
    ]);

    const [mail, ...more] = toGuests(deps.sent, "Reminder:");
    expect(more).toEqual([]);
    expect(mail?.to).toEqual(GUESTS);
    expect(mail?.subject).toBe(
      "Reminder: meeting with Agency, Monday, 7 January 2030, 10:00 AM (Europe/London)",
    );
    expect(mail?.text).toContain(
      "the meeting Ada Lovelace booked with Agency, which you are invited to",
    );
    expect(mail?.text).toContain("Can't make it? Tell Ada, who booked it");
    expect(mail?.text).not.toContain("/booking/");
    expect(mail?.replyTo).toBe("staff@agency.test");
    // A reminder changes nothing in their calendar.
    expect(mail?.attachments).toBeUndefined();

    expect(await run(deps, "2030-01-06T12:00:00Z")).toEqual([]);
    expect(toGuests(deps.sent, "Reminder:")).toHaveLength(1);
    expect(body.guests).toEqual(GUESTS);
  });

  it("leaves out a guest taken off the list, and sends nothing once none is left", async () => {
    const { body, deps } = await book();
    await changeGuests(db(), body.id, ["grace@example.com"], { by: "visitor" }, deps);
    await run(deps, "2030-01-04T12:05:00Z"); // the withdrawal goes to Alan
    await run(deps, "2030-01-06T10:00:00Z");
    expect(toGuests(deps.sent, "Reminder:").map((mail) => mail.to)).toEqual([
      ["grace@example.com"],
    ]);

    // Another meeting: its guests' reminder is queued (the round stops after the visitor's),
    // then the last guest is taken off.
    const second = await book(GUESTS, "2030-01-08");
    expect(await run(second.deps, "2030-01-07T10:00:00Z", 1)).toEqual(["booking.reminder:done"]);
    await changeGuests(db(), second.body.id, [], { by: "staff", actor: staffActor }, second.deps);
    expect(await run(second.deps, "2030-01-07T10:01:00Z")).toContain(
      "booking.guests.reminder:cancelled",
    );
    expect(toGuests(second.deps.sent, "Reminder:")).toEqual([]);
  });

  it("a booking without guests queues nothing for them", async () => {
    const { body, deps } = await book([]);
    expect(await run(deps, "2030-01-06T10:00:00Z")).toEqual(["booking.reminder:done"]);
    const guestJobs = await db()
      .select()
      .from(scheduledJobs)
      .where(
        and(
          eq(scheduledJobs.bookingId, body.id),
          eq(scheduledJobs.kind, BOOKING_JOBS.guestsReminder),
        ),
      );
    expect(guestJobs).toEqual([]);
  });

  it("a retried visitor's reminder does not remind the guests twice; a move reminds them again", async () => {
    const { body } = await book();
    // The visitor's mail fails once; the guests' goes.
    let failed = false;
    const deps = testDeps(NOW);
    const flaky = {
      ...deps,
      send: async (mail: Email) => {
        if (mail.to === "ada@example.com" && !failed) {
          failed = true;
          throw new Error("421 try again later");
        }
        await deps.send(mail);
      },
    };
    expect(await run(flaky, "2030-01-06T10:00:00Z")).toEqual([
      "booking.reminder:failed",
      "booking.guests.reminder:done",
    ]);
    expect(await run(flaky, "2030-01-06T12:00:00Z")).toEqual(["booking.reminder:done"]);
    expect(await run(flaky, "2030-01-06T12:01:00Z")).toEqual([]);
    expect(toGuests(deps.sent, "Reminder:")).toHaveLength(1);

    // Moved to Wednesday: the new reminder on Tuesday brings the guests a new one.
    await rescheduleBooking(
      db(),
      body.id,
      { date: "2030-01-09", time: "14:00" },
      { by: "staff", actor: staffActor },
      testDeps("2030-01-06T13:00:00Z"),
    );
    await run(deps, "2030-01-08T14:00:00Z");
    const reminders = toGuests(deps.sent, "Reminder:");
    expect(reminders.map((mail) => mail.subject)).toEqual([
      "Reminder: meeting with Agency, Monday, 7 January 2030, 10:00 AM (Europe/London)",
      "Reminder: meeting with Agency, Wednesday, 9 January 2030, 2:00 PM (Europe/London)",
    ]);
  });

  it("brings the last reminder with the link, and nothing for a cancelled meeting", async () => {
    await saveSettings(
      db(),
      staffActor,
      { ...(await getEditableSettings(db())), lastReminderMinutes: 60 },
      new Date(NOW),
    );
    const { body, deps } = await book();
    await setMeetingLink(
      db(),
      staffActor,
      { id: body.id, meetingLink: "https://meet.example/abc" },
      deps,
    );
    await run(deps, "2030-01-07T09:00:00Z");
    const [last] = toGuests(deps.sent, "Starting soon:");
    expect(last?.to).toEqual(GUESTS);
    expect(last?.text).toContain("https://meet.example/abc");
    expect(last?.text).toContain("The meeting Ada Lovelace booked with Agency starts soon.");

    // A meeting cancelled after its guests' reminder was queued: it is not sent.
    const second = await book(GUESTS, "2030-01-08");
    expect(await run(second.deps, "2030-01-07T10:00:00Z", 1)).toEqual(["booking.reminder:done"]);
    await (await cancelBooking(db(), second.body.id, { by: "visitor" }, second.deps)).deliver();
    expect(await run(second.deps, "2030-01-07T10:01:00Z")).not.toContain(
      "booking.guests.reminder:done",
    );
    expect(toGuests(second.deps.sent, "Reminder:")).toEqual([]);
  });
});
