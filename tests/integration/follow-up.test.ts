import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { noShowSchema } from "@/lib/schemas/admin";
import { bookingRequestSchema } from "@/lib/schemas/booking";
import { meetingTypeUpdateSchema } from "@/lib/schemas/meeting-types";
import { ERASED } from "@/lib/schemas/privacy";
import { listMeetingTypes } from "@/server/availability/meeting-types";
import { BOOKING_JOBS, bookingJobHandlers } from "@/server/bookings/booking-jobs";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { createBooking } from "@/server/bookings/create-booking";
import { markNoShow } from "@/server/bookings/mark-no-show";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { bookings, scheduledJobs } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/job-queue";
import { saveMeetingType } from "@/server/wiring/save-meeting-type";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { bookingRequest, resetBookingData, testDeps } from "./booking-helpers";

// The follow-up mail (ADR 0076): a meeting type's message to the visitor some hours after the
// meeting ends. Friday 4 January 2030, noon in London (GMT); meetings on Monday 7 January, 60
// minutes: the 10:00 one ends at 11:00, so a follow-up 2 hours after goes at 13:00.

const NOW = "2030-01-04T12:00:00Z";
const MESSAGE = "Thank you for your time today.\n\nNext steps:\n- our proposal by Friday";

describeEachDriver("the follow-up mail", (current) => {
  const db = () => current().db;
  beforeEach(async () => {
    await resetBookingData(db());
  });

  /** Changes the default type, as the Availability tab's form does. */
  async function editType(fields: Record<string, unknown>, at = NOW) {
    const [type] = await listMeetingTypes(db());
    const input = meetingTypeUpdateSchema.parse({ ...type, ...fields });
    return saveMeetingType(db(), staffActor, input, new Date(at));
  }
  const setFollowUp = (followUpMessage: string, followUpHours = 2, at = NOW) =>
    editType({ followUpMessage, followUpHours }, at);
  async function book(time = "10:00", email = "ada@example.com") {
    const deps = testDeps(NOW);
    const request = bookingRequestSchema.parse(bookingRequest({ email, time }));
    const created = await createBooking(db(), request, { ip: null }, deps);
    await created.deliver();
    return { id: created.body.id, deps };
  }
  /** One poller round at `at`: the follow-ups (or the messages to no-shows) it ran. */
  const run = async (
    deps: ReturnType<typeof testDeps>,
    at: string,
    kind: string = BOOKING_JOBS.followUp,
  ) => {
    const results = await runDueJobs(db(), bookingJobHandlers(db(), deps), {
      now: new Date(at),
      workerId: "worker",
    });
    return results.filter((result) => result.kind === kind).map((result) => result.outcome);
  };
  const followUpOf = async (bookingId: string) => {
    const [job] = await db()
      .select({ status: scheduledJobs.status, runAt: scheduledJobs.runAt })
      .from(scheduledJobs)
      .where(
        and(eq(scheduledJobs.bookingId, bookingId), eq(scheduledJobs.kind, BOOKING_JOBS.followUp)),
      );
    return job ? { status: job.status, runAt: job.runAt.toISOString() } : null;
  };
  const followUps = (deps: ReturnType<typeof testDeps>) =>
    deps.sent.filter((mail) => mail.subject.startsWith("Following up"));

  it("mails the type's message hours after the meeting, once, with a link that books again", async () => {
    await setFollowUp(MESSAGE);
    const { id, deps } = await book();
    expect(await followUpOf(id)).toEqual({ status: "pending", runAt: "2030-01-07T13:00:00.000Z" });
    expect(await run(deps, "2030-01-07T12:59:00Z")).toEqual([]);
    expect(await run(deps, "2030-01-07T13:00:00Z")).toEqual(["done"]);

    const [mail, ...more] = followUps(deps);
    expect(more).toEqual([]);
    expect(mail?.to).toBe("ada@example.com");
    expect(mail?.replyTo).toBe("staff@agency.test");
    expect(mail?.subject).toBe("Following up on your meeting with Agency");
    expect(mail?.text).toContain("Thank you, Ada");
    expect(mail?.text).toContain("Thank you for your time today.\n\nNext steps:\n- our proposal");
    expect(mail?.text).toContain("Meeting:   Consultation");
    // The next call is one click away, with the form filled in.
    const link = new URL(/Book another meeting: (\S+)/.exec(mail?.text ?? "")?.[1] ?? "");
    expect(link.origin + link.pathname).toBe("https://agency.test/book");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      type: "consultation",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      contactType: "phone",
      contactNumber: "+44 20 7946 0958",
    });
    // Lines staff typed stay lines in the HTML part, escaped.
    expect(mail?.html).toContain('white-space:pre-line">Next steps:\n- our proposal by Friday');
    expect(mail?.attachments).toBeUndefined();

    expect(await run(deps, "2030-01-08T13:00:00Z")).toEqual([]);
    expect(followUps(deps)).toHaveLength(1);
  });

  it("plans nothing for a type without a message", async () => {
    const { id, deps } = await book();
    expect(await followUpOf(id)).toBeNull();
    expect(await run(deps, "2030-01-08T12:00:00Z")).toEqual([]);
  });

  it("writes to nobody who did not come or cancelled", async () => {
    await setFollowUp(MESSAGE);
    const absent = await book("10:00", "absent@example.com");
    const cancelled = await book("12:00", "cancelled@example.com");
    const back = await book("14:00", "back@example.com");
    await cancelBooking(db(), cancelled.id, { by: "visitor" }, cancelled.deps);
    for (const [id, noShow] of [
      [absent.id, true],
      [back.id, true],
      [back.id, false], // marked by mistake, taken back: the follow-up goes
    ] as const)
      await markNoShow(
        db(),
        staffActor,
        noShowSchema.parse({ id, noShow }),
        new Date("2030-01-07T15:00:00Z"),
      );
    const deps = testDeps(NOW);
    expect((await run(deps, "2030-01-08T12:00:00Z")).sort()).toEqual([
      "cancelled",
      "cancelled",
      "done",
    ]);
    expect(followUps(deps).map((mail) => mail.to)).toEqual(["back@example.com"]);
  });

  it("moves with the meeting", async () => {
    await setFollowUp(MESSAGE, 24);
    const { id, deps } = await book();
    await rescheduleBooking(
      db(),
      id,
      { date: "2030-01-08", time: "15:00" },
      { by: "visitor" },
      deps,
    );
    expect(await followUpOf(id)).toEqual({ status: "pending", runAt: "2030-01-09T16:00:00.000Z" });
    expect(await run(deps, "2030-01-08T11:00:00Z")).toEqual([]);
    expect(await run(deps, "2030-01-09T16:00:00Z")).toEqual(["done"]);
  });

  it("follows the type's changes: new hours, the message taken off and put back", async () => {
    await setFollowUp(MESSAGE, 48);
    const first = await book("10:00", "first@example.com");
    const second = await book("14:00", "second@example.com");
    // Tuesday 12:00: the 10:00 meeting (ended 11:00) is 25 hours past, the 14:00 one 21.
    const tuesday = "2030-01-08T12:00:00Z";
    expect(await followUpOf(first.id)).toMatchObject({ runAt: "2030-01-09T11:00:00.000Z" });

    // Shortened to 24 hours: the first one's time has passed, so it goes at once; not lost.
    await setFollowUp(MESSAGE, 24, tuesday);
    expect(await followUpOf(first.id)).toEqual({
      status: "pending",
      runAt: "2030-01-08T12:00:00.000Z",
    });
    expect(await followUpOf(second.id)).toEqual({
      status: "pending",
      runAt: "2030-01-08T15:00:00.000Z",
    });

    // Taken off: both withdrawn. Put back at 2 hours: the second's time under it (17:00 on
    // Monday) has passed, so neither is written to — switching a follow-up on is not a mailing.
    await setFollowUp("", 24, tuesday);
    expect((await followUpOf(first.id))?.status).toBe("cancelled");
    await setFollowUp(MESSAGE, 2, tuesday);
    expect((await followUpOf(second.id))?.status).toBe("cancelled");
    // At 48 hours again, both are ahead: armed again.
    await setFollowUp(MESSAGE, 48, tuesday);
    expect(await followUpOf(second.id)).toEqual({
      status: "pending",
      runAt: "2030-01-09T15:00:00.000Z",
    });
    const deps = testDeps(NOW);
    expect(await run(deps, "2030-01-09T15:00:00Z")).toEqual(["done", "done"]);
    expect(
      followUps(deps)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(["first@example.com", "second@example.com"]);
  });

  it("writes to a no-show ten minutes after the mark, unless it is taken back first; once", async () => {
    await editType({ followUpMessage: MESSAGE, noShowMessage: "We waited for you on the call." });
    const absent = await book("10:00", "absent@example.com");
    const mistaken = await book("14:00", "mistaken@example.com");
    const mark = (id: string, noShow: boolean, at: string) =>
      markNoShow(db(), staffActor, noShowSchema.parse({ id, noShow }), new Date(at));
    const deps = testDeps(NOW);
    const noShows = () => deps.sent.filter((mail) => mail.subject.startsWith("We missed you"));

    await mark(absent.id, true, "2030-01-07T10:20:00Z");
    expect(await run(deps, "2030-01-07T10:29:00Z", BOOKING_JOBS.noShowMessage)).toEqual([]);
    expect(await run(deps, "2030-01-07T10:30:00Z", BOOKING_JOBS.noShowMessage)).toEqual(["done"]);
    const [mail, ...more] = noShows();
    expect(more).toEqual([]);
    expect(mail?.to).toBe("absent@example.com");
    expect(mail?.subject).toBe("We missed you: your meeting with Agency");
    expect(mail?.text).toContain("Sorry we missed you, Ada");
    expect(mail?.text).toContain("We waited for you on the call.");
    expect(mail?.text).toMatch(
      /Book another time: https:\/\/agency\.test\/book\?type=consultation&/,
    );
    // Taken back and marked again: it went already, it does not go twice.
    await mark(absent.id, false, "2030-01-07T10:40:00Z");
    await mark(absent.id, true, "2030-01-07T10:41:00Z");
    expect(await run(deps, "2030-01-07T11:00:00Z", BOOKING_JOBS.noShowMessage)).toEqual([]);
    expect(noShows()).toHaveLength(1);

    // Marked by mistake and taken back within the minutes: nothing; the follow-up goes.
    await mark(mistaken.id, true, "2030-01-07T14:05:00Z");
    await mark(mistaken.id, false, "2030-01-07T14:08:00Z");
    expect(await run(deps, "2030-01-07T14:30:00Z", BOOKING_JOBS.noShowMessage)).toEqual([]);
    expect(noShows()).toHaveLength(1);
    // Follow-ups: the no-show's (13:00) withdrawn at its time, the other's (17:00) sent.
    await run(deps, "2030-01-07T17:00:00Z");
    expect((await followUpOf(absent.id))?.status).toBe("cancelled");
    expect((await followUpOf(mistaken.id))?.status).toBe("done");
    expect(followUps(deps).map((sent) => sent.to)).toEqual(["mistaken@example.com"]);
  });

  it("a type without a message to no-shows queues nothing for them", async () => {
    const { id, deps } = await book();
    await markNoShow(
      db(),
      staffActor,
      noShowSchema.parse({ id, noShow: true }),
      new Date("2030-01-07T10:20:00Z"),
    );
    expect(await run(deps, "2030-01-07T12:00:00Z", BOOKING_JOBS.noShowMessage)).toEqual([]);
    const jobs = await db()
      .select()
      .from(scheduledJobs)
      .where(
        and(eq(scheduledJobs.bookingId, id), eq(scheduledJobs.kind, BOOKING_JOBS.noShowMessage)),
      );
    expect(jobs).toEqual([]);
  });

  it("never writes to a person erased since, even when the type's follow-up changes", async () => {
    await setFollowUp(MESSAGE, 48);
    const { id, deps } = await book();
    // What an erasure leaves (ADR 0074): the address gone, the mails still to go withdrawn.
    await db().update(bookings).set({ email: ERASED.email }).where(eq(bookings.id, id));
    await db()
      .update(scheduledJobs)
      .set({ status: "cancelled" })
      .where(eq(scheduledJobs.bookingId, id));
    await setFollowUp(MESSAGE, 24, "2030-01-07T12:00:00Z");
    expect((await followUpOf(id))?.status).toBe("cancelled");
    // A job armed before the erasure and left pending is refused when it runs.
    await db()
      .update(scheduledJobs)
      .set({ status: "pending" })
      .where(and(eq(scheduledJobs.bookingId, id), eq(scheduledJobs.kind, BOOKING_JOBS.followUp)));
    expect(await run(deps, "2030-01-09T12:00:00Z")).toEqual(["cancelled"]);
    expect(followUps(deps)).toEqual([]);
  });
});
