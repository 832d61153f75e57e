import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { BOOKING_JOBS, bookingJobHandlers } from "@/server/bookings/booking-jobs";
import { staffNotificationMail } from "@/server/bookings/booking-mail";
import { cancelBookingAsStaff } from "@/server/bookings/cancel-booking-as-staff";
import { setMeetingLink } from "@/server/bookings/set-meeting-link";
import { auditLog, bookings, scheduledJobs } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { runDueJobs } from "@/server/jobs/job-queue";
import { bookingAt, insertBooking, staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { testDeps } from "./booking-helpers";

const NOW = "2031-01-15T08:00:00Z";
const LINK = "https://meet.example.com/ada-lovelace";
const NEW_LINK = "https://meet.example.com/new-room";

/** The .ics of a mail, unfolded into lines (RFC 5545 §3.1). */
function icsLines(mail: Email | undefined): string[] {
  const content = String(mail?.attachments?.[0]?.content ?? "");
  return content.replace(/\r\n[ \t]/g, "").split("\r\n");
}

describeEachDriver("meeting links set by staff", (current) => {
  beforeEach(async () => {
    const { db } = current();
    await db.delete(auditLog);
    await db.delete(bookings);
  });

  const meetingLinkJob = async (bookingId: string) => {
    const [job] = await current()
      .db.select()
      .from(scheduledJobs)
      .where(
        and(
          eq(scheduledJobs.bookingId, bookingId),
          eq(scheduledJobs.kind, BOOKING_JOBS.meetingLink),
        ),
      );
    return job;
  };

  it("stores the link, records who set it and mails the visitor the link with an updated invitation", async () => {
    const { db } = current();
    const deps = testDeps(NOW, { meetingUrlTemplate: undefined });
    const booking = await insertBooking(
      db,
      bookingAt("2031-01-16T10:00:00Z", { email: "visitor@example.com" }),
    );
    const result = await setMeetingLink(
      db,
      staffActor,
      { id: booking.id, meetingLink: LINK },
      deps,
    );
    expect(result.changed).toBe(true);
    expect(result.booking).toEqual({ id: booking.id, googleMeetLink: LINK, calendarSequence: 1 });
    await result.deliver();

    const [stored] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect([stored?.meetingLink, stored?.calendarSequence]).toEqual([LINK, 1]);
    const [entry] = await db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorEmail: "staff@example.com",
      action: "booking.meeting-link",
      entityId: booking.id,
      before: { googleMeetLink: null },
      after: { googleMeetLink: LINK },
    });

    expect(deps.sent).toHaveLength(1);
    const [mail] = deps.sent;
    expect(mail?.to).toBe("visitor@example.com");
    expect(mail?.replyTo).toBe("staff@agency.test");
    expect(mail?.subject).toMatch(/^Meeting link for your meeting on Thursday, 16 January 2031/);
    expect(mail?.text).toContain(LINK);
    expect(mail?.html).toContain(`href="${LINK}"`);
    expect(mail?.text).toMatch(/https:\/\/agency\.test\/booking\/[\w-]{20,}/);
    const ics = icsLines(mail);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain(`LOCATION:${LINK}`);
    expect(ics).toContain(`UID:booking-${booking.id}@agency.test`);
    expect((await meetingLinkJob(booking.id))?.status).toBe("done");
  });

  it("does nothing for the link the booking already has: no mail, no audit row", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const booking = await insertBooking(
      db,
      bookingAt("2031-01-16T10:00:00Z", { meetingLink: LINK }),
    );
    const result = await setMeetingLink(
      db,
      staffActor,
      { id: booking.id, meetingLink: LINK },
      deps,
    );
    await result.deliver();
    expect(result.changed).toBe(false);
    expect(result.booking.calendarSequence).toBe(0);
    expect(deps.sent).toEqual([]);
    expect(await db.$count(auditLog)).toBe(0);
    expect(await meetingLinkJob(booking.id)).toBeUndefined();
  });

  it("mails every change under a higher SEQUENCE, and the cancellation supersedes the last one", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const booking = await insertBooking(db, bookingAt("2031-01-16T10:00:00Z"));
    await (
      await setMeetingLink(db, staffActor, { id: booking.id, meetingLink: LINK }, deps)
    ).deliver();
    await (
      await setMeetingLink(db, staffActor, { id: booking.id, meetingLink: NEW_LINK }, deps)
    ).deliver();
    expect(deps.sent.map((m) => icsLines(m).find((l) => l.startsWith("SEQUENCE")))).toEqual([
      "SEQUENCE:1",
      "SEQUENCE:2",
    ]);
    expect(deps.sent[1]?.text).toContain(NEW_LINK);
    expect(await db.$count(auditLog)).toBe(2);

    deps.sent.length = 0;
    await (await cancelBookingAsStaff(db, staffActor, booking.id, deps)).deliver();
    const cancel = deps.sent.find((m) => m.to === "ada@example.com");
    expect(icsLines(cancel)).toEqual(expect.arrayContaining(["METHOD:CANCEL", "SEQUENCE:3"]));
  });

  it("sends the newest link once when a change comes while the first mail is still waiting for a retry", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const down = {
      ...deps,
      send: async () => {
        throw new Error("SMTP down");
      },
    };
    const booking = await insertBooking(db, bookingAt("2031-01-16T10:00:00Z"));
    await (
      await setMeetingLink(db, staffActor, { id: booking.id, meetingLink: LINK }, down)
    ).deliver();
    expect(await meetingLinkJob(booking.id)).toMatchObject({ status: "pending", attempts: 1 });

    await setMeetingLink(db, staffActor, { id: booking.id, meetingLink: NEW_LINK }, deps);
    expect(await meetingLinkJob(booking.id)).toMatchObject({ status: "pending", attempts: 0 });
    // The poller, after the grace period, on any instance.
    deps.clock.now = new Date("2031-01-15T08:10:00Z");
    await runDueJobs(db, bookingJobHandlers(db, deps), { now: deps.clock.now, workerId: "p" });
    expect(deps.sent).toHaveLength(1);
    expect(deps.sent[0]?.text).toContain(NEW_LINK);
    expect(deps.sent[0]?.text).not.toContain(LINK);
  });

  it("sends no link mail for a booking cancelled before the mail went out", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const booking = await insertBooking(db, bookingAt("2031-01-16T10:00:00Z"));
    await setMeetingLink(db, staffActor, { id: booking.id, meetingLink: LINK }, deps);
    await cancelBookingAsStaff(db, staffActor, booking.id, deps);
    deps.clock.now = new Date("2031-01-15T08:10:00Z");
    await runDueJobs(db, bookingJobHandlers(db, deps), { now: deps.clock.now, workerId: "p" });
    expect(deps.sent.map((m) => m.subject)).not.toContainEqual(
      expect.stringMatching(/^Meeting link/),
    );
    expect((await meetingLinkJob(booking.id))?.status).toBe("cancelled");
  });

  it("answers 404 for an unknown booking and 409 for a cancelled or started one, changing nothing", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const set = (id: string) => setMeetingLink(db, staffActor, { id, meetingLink: LINK }, deps);
    await expect(set("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      status: 404,
      message: "Booking not found",
    });
    const cancelled = await insertBooking(
      db,
      bookingAt("2031-01-16T10:00:00Z", { status: "cancelled" }),
    );
    await expect(set(cancelled.id)).rejects.toMatchObject({
      status: 409,
      message: "This booking is cancelled: it needs no meeting link",
    });
    const started = await insertBooking(db, bookingAt("2031-01-15T07:30:00Z"));
    await expect(set(started.id)).rejects.toMatchObject({
      status: 409,
      message: "This meeting has already started: its link can no longer change",
    });
    const links = await db.select({ link: bookings.meetingLink }).from(bookings);
    expect(links.every((row) => row.link === null)).toBe(true);
    expect(await db.$count(auditLog)).toBe(0);
  });

  it("tells staff, in the new-booking notice, where to add a link the booking lacks", async () => {
    const { db } = current();
    const deps = testDeps(NOW, { meetingUrlTemplate: undefined });
    const booking = await insertBooking(db, bookingAt("2031-01-16T10:00:00Z"));
    const notice = staffNotificationMail(
      booking,
      { timeZone: "UTC", timeFormat: "24h" },
      deps.config,
    );
    expect(notice.text).toContain("None yet: add it to the booking on the admin Bookings tab");
    expect(notice.text).not.toContain("will follow");
  });
});
