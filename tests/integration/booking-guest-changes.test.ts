import { and, eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { bookingRequestSchema } from "@/lib/schemas/booking";
import { GUEST_CHANGES_MAX, GUEST_MESSAGES } from "@/lib/schemas/guest-list";
import { guestsChangeSchema } from "@/lib/schemas/manage";
import { bookingJobHandlers } from "@/server/bookings/booking-jobs";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { changeGuests } from "@/server/bookings/change-guests";
import { createBooking } from "@/server/bookings/create-booking";
import { changeGuestsByToken, managedBookingByToken } from "@/server/bookings/manage-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { auditLog, bookings, scheduledJobs } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { runDueJobs } from "@/server/jobs/job-queue";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import {
  bookingRequest,
  failureOf,
  icsOf,
  resetBookingData,
  type TestDeps,
  testDeps,
  withWebhookEndpoint,
} from "./booking-helpers";

// Guests changed after booking (ADR 0064), on both databases: those added get the invitation,
// those taken off are told with a CANCEL naming only them, staff hear of a visitor's change; the
// invitations follow the list as it stands when their job runs.

const NOW = "2030-01-04T12:00:00Z";
const VISITOR = "ada@example.com";
const GRACE = "grace@example.com";
const ALAN = "alan@example.com";
const BARBARA = "barbara@example.com";

const mailsTo = (deps: TestDeps, address: string) =>
  deps.sent.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).includes(address));
const subjects = (mails: Email[]) => mails.map((mail) => mail.subject);
const attendeesOf = (mail: Email) =>
  icsOf(mail)
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/)
    .filter((line) => line.startsWith("ATTENDEE"))
    .map((line) => line.slice(line.toLowerCase().lastIndexOf("mailto:") + 7));

describeEachDriver("booking guest changes", (current) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
    await current().db.delete(auditLog);
  });

  async function bookWith(deps: TestDeps, guests: string[], options = { deliver: true }) {
    const request = bookingRequestSchema.parse({ ...bookingRequest({ email: VISITOR }), guests });
    const { body, deliver } = await createBooking(current().db, request, { ip: null }, deps);
    if (options.deliver) await deliver();
    const token = body.manageUrl.split("/").at(-1)!;
    return { id: body.id, token };
  }

  const rowOf = async (id: string) =>
    (await current().db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  it("invites those added, tells those taken off, and tells staff of the visitor's change", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const { id, token } = await bookWith(deps, [GRACE, ALAN]);
    expect((await rowOf(id)).guestsInvited).toEqual([GRACE, ALAN]);

    deps.sent.length = 0;
    // As the form and the API send it: cased, the visitor's own address among them.
    const { guests } = guestsChangeSchema.parse({ guests: [ALAN, "Barbara@Example.com", VISITOR] });
    const [event] = await withWebhookEndpoint(db, "booking.guests_changed", async () => {
      const { change, view, deliver } = await changeGuestsByToken(db, token, guests, deps);
      expect(change).toMatchObject({ guests: [ALAN, BARBARA], added: [BARBARA], removed: [GRACE] });
      expect(await view()).toMatchObject({ guests: [ALAN, BARBARA], canChangeGuests: true });
      await deliver();
    });
    expect(event).toMatchObject({
      type: "booking.guests_changed",
      data: { id, guests: [ALAN, BARBARA] },
    });

    const [withdrawn] = mailsTo(deps, GRACE);
    expect(mailsTo(deps, GRACE)).toHaveLength(1);
    expect(withdrawn?.to).toEqual([GRACE]);
    expect(withdrawn?.subject).toMatch(/^No longer invited: meeting with /);
    expect(icsOf(withdrawn!)).toContain("METHOD:CANCEL");
    // The change raised the sequence to 1: newer than the invitation Grace holds (0).
    expect(icsOf(withdrawn!)).toContain("SEQUENCE:1");
    expect(attendeesOf(withdrawn!)).toEqual([GRACE]);
    const [invited] = mailsTo(deps, BARBARA);
    expect(mailsTo(deps, BARBARA)).toHaveLength(1);
    expect(invited?.to).toEqual([BARBARA]);
    expect(invited?.subject).toMatch(/^Invitation: meeting with /);
    expect(icsOf(invited!)).toContain("METHOD:REQUEST");
    expect(attendeesOf(invited!).sort()).toEqual([VISITOR, ALAN, BARBARA].sort());
    // Alan already has it; the visitor made the change.
    expect(mailsTo(deps, ALAN)).toEqual([]);
    expect(mailsTo(deps, VISITOR)).toEqual([]);
    const staff = mailsTo(deps, "staff@agency.test");
    expect(subjects(staff)).toEqual(["Guests changed: Ada Lovelace, Monday, 7 January 2030"]);
    expect(staff[0]?.text).toContain(`Guests now: ${ALAN}, ${BARBARA}`);
    expect(staff[0]?.replyTo).toBe(VISITOR);

    const row = await rowOf(id);
    expect(row).toMatchObject({ guests: [ALAN, BARBARA], guestChanges: 1, calendarSequence: 1 });
    expect(row.guestsInvited).toEqual([ALAN, BARBARA]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({
      action: "booking.guests",
      actorUserId: null,
      actorEmail: VISITOR,
      before: { guests: [GRACE, ALAN], by: "visitor" },
      after: { guests: [ALAN, BARBARA], by: "visitor" },
    });

    // The same list again changes nothing, sends nothing and does not count.
    deps.sent.length = 0;
    const again = await changeGuestsByToken(db, token, [BARBARA, ALAN], deps);
    await again.deliver();
    expect(again.change).toMatchObject({ added: [], removed: [] });
    expect(deps.sent).toEqual([]);
    expect((await rowOf(id)).guestChanges).toBe(1);

    // News of the meeting reaches those holding the invitation, Grace no longer.
    await (
      await rescheduleBooking(db, id, { date: "2030-01-08", time: "11:00" }, { by: "staff" }, deps)
    ).deliver();
    await (await cancelBooking(db, id, { by: "visitor" }, deps)).deliver();
    expect(subjects(mailsTo(deps, BARBARA))).toEqual([
      expect.stringMatching(/^Meeting moved: /),
      expect.stringMatching(/^Meeting cancelled: /),
    ]);
    expect(mailsTo(deps, GRACE)).toEqual([]);
  });

  it("sends one mail for changes made before it went out, none to a guest added and taken off", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const { id } = await bookWith(deps, []);
    deps.sent.length = 0;
    await changeGuests(db, id, [GRACE], { by: "staff", actor: staffActor }, deps);
    const last = await changeGuests(db, id, [ALAN], { by: "staff", actor: staffActor }, deps);
    expect(last.change).toMatchObject({ added: [ALAN], removed: [GRACE] });
    await last.deliver();
    expect(deps.sent.map((mail) => [mail.to, mail.subject.split(":")[0]])).toEqual([
      [[ALAN], "Invitation"],
    ]);
    // Staff made both changes: no notice to staff, and the changes are not counted.
    expect((await rowOf(id)).guestChanges).toBe(0);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((a) => a.actorUserId)).toEqual([staffActor.userId, staffActor.userId]);
  });

  it("tells no guest of a cancellation made before their invitation went out", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const { id } = await bookWith(deps, [GRACE], { deliver: false });
    await (await cancelBooking(db, id, { by: "visitor" }, deps)).deliver();
    expect(mailsTo(deps, GRACE)).toEqual([]);
    const jobs = await db
      .select({ kind: scheduledJobs.kind, status: scheduledJobs.status })
      .from(scheduledJobs)
      .where(
        and(eq(scheduledJobs.bookingId, id), sql`${scheduledJobs.kind} LIKE 'booking.guests.%'`),
      )
      .orderBy(scheduledJobs.kind);
    expect(jobs).toEqual([
      { kind: "booking.guests.cancelled", status: "cancelled" },
      { kind: "booking.guests.invited", status: "cancelled" },
    ]);
  });

  it("retries only the mail that failed", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const { id } = await bookWith(deps, [GRACE]);
    deps.sent.length = 0;
    const send = deps.send;
    // The invitation fails once, after the withdrawal went out.
    deps.send = async (mail) => {
      if (mail.subject.startsWith("Invitation")) throw new Error("SMTP down");
      await send(mail);
    };
    await (await changeGuests(db, id, [ALAN], { by: "staff", actor: staffActor }, deps)).deliver();
    expect(subjects(deps.sent)).toEqual([expect.stringMatching(/^No longer invited: /)]);
    expect((await rowOf(id)).guestsInvited).toEqual([]);

    deps.send = send;
    deps.clock.now = new Date("2030-01-04T12:30:00Z");
    await runDueJobs(db, bookingJobHandlers(db, deps), { now: deps.clock.now, workerId: "p" });
    expect(subjects(deps.sent)).toEqual([
      expect.stringMatching(/^No longer invited: /),
      expect.stringMatching(/^Invitation: /),
    ]);
    expect((await rowOf(id)).guestsInvited).toEqual([ALAN]);
  });

  it("lets the visitor change them a few times, staff always, and nobody once it is over", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const { id, token } = await bookWith(deps, []);
    for (let n = 0; n < GUEST_CHANGES_MAX; n++)
      await changeGuestsByToken(db, token, n % 2 === 0 ? [GRACE] : [], deps);
    expect((await managedBookingByToken(db, token, deps)).canChangeGuests).toBe(false);
    expect(await failureOf(changeGuestsByToken(db, token, [ALAN], deps))).toMatchObject({
      status: 422,
      message: GUEST_MESSAGES.overLimit("staff@agency.test"),
    });
    await changeGuests(db, id, [ALAN], { by: "staff", actor: staffActor }, deps);
    expect((await rowOf(id)).guests).toEqual([ALAN]);

    deps.clock.now = new Date("2030-01-07T10:00:00Z");
    expect(
      await failureOf(changeGuests(db, id, [], { by: "staff", actor: staffActor }, deps)),
    ).toMatchObject({ status: 422, message: GUEST_MESSAGES.notUpcoming });
    expect(
      await failureOf(
        changeGuests(db, crypto.randomUUID(), [], { by: "staff", actor: staffActor }, deps),
      ),
    ).toMatchObject({ status: 404 });
  });
});
