import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { enquirySchema } from "@/lib/schemas/enquiry";
import { bookingJobHandlers } from "@/server/bookings/booking-jobs";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { createBooking } from "@/server/bookings/create-booking";
import { findBookingByToken } from "@/server/bookings/find-booking-by-token";
import { auditLog, bookings, enquiries, scheduledJobs } from "@/server/db/schema";
import { createEnquiry } from "@/server/enquiries/create-enquiry";
import { enquiryJobHandlers } from "@/server/enquiries/enquiry-jobs";
import { runDueJobs } from "@/server/jobs/job-queue";
import { listUndeliveredMail, retryUndeliveredMail } from "@/server/wiring/undelivered-mail";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { bookingRequest, resetBookingData, testDeps } from "./booking-helpers";

const NOW = "2030-01-04T12:00:00Z";
const ENQUIRY = {
  name: "Maria Lopez",
  email: "maria@example.com",
  company: "",
  message: "Can your agent answer villa guests in Spanish?",
  website: "",
};

describeEachDriver("booking mails the queue gave up on", (current) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
    await current().db.delete(auditLog);
  });

  /** A booking made while SMTP was down, whose mails then failed every retry. */
  async function bookDuringOutage(guests: string[] = []) {
    const db = current().db;
    const deps = testDeps(NOW);
    const down = { ...deps, send: async () => Promise.reject(new Error("SMTP down")) };
    const created = await createBooking(db, bookingRequest({ guests }), { ip: null }, down);
    await created.deliver();
    // The queue's own retries (1, 5, 15, 60 min) all fail too.
    for (const minutes of [5, 10, 30, 120, 240]) {
      deps.clock.now = new Date(new Date(NOW).getTime() + minutes * 60_000);
      await runDueJobs(db, bookingJobHandlers(db, down), { now: deps.clock.now, workerId: "p" });
    }
    return { id: created.body.id, manageUrl: created.body.manageUrl, deps };
  }

  it("lists what was given up on, with who it was for and why", async () => {
    const { id } = await bookDuringOutage(["grace@example.com"]);
    const mails = await listUndeliveredMail(current().db);
    // Every kind is named in words (the guests' invitation too), never by its job kind.
    expect(mails.map((m) => m.label).sort()).toEqual([
      "Booking confirmation to the visitor",
      "Invitation to the guests",
      "New-booking notice to staff",
    ]);
    expect(mails[0]).toMatchObject({
      bookingId: id,
      visitorName: "Ada Lovelace",
      attempts: 5,
      lastError: "SMTP down",
    });
  });

  it("sending again delivers it (with the manage link the booking was answered with), audited, once", async () => {
    const { deps, manageUrl } = await bookDuringOutage();
    const db = current().db;
    const [confirmation] = (await listUndeliveredMail(db)).filter((m) =>
      m.label.startsWith("Booking confirmation"),
    );
    const result = await retryUndeliveredMail(db, staffActor, confirmation!.id, deps);
    expect(result).toEqual({ id: confirmation!.id, outcome: "done" });
    const mail = deps.sent.find((m) => m.subject.startsWith("Your meeting is booked"));
    expect(manageUrl).toMatch(/^https:\/\/agency\.test\/booking\/[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain(manageUrl);
    const token = manageUrl.split("/").at(-1)!;
    expect(await findBookingByToken(db, token, deps.clock.now)).not.toBeNull();
    expect((await listUndeliveredMail(db)).map((m) => m.label)).toEqual([
      "New-booking notice to staff",
    ]);
    const [entry] = await db.select().from(auditLog);
    expect(entry).toMatchObject({ action: "mail.retry", entityId: confirmation!.id });
    // A second retry of the same mail is refused: it is no longer waiting.
    await expect(
      retryUndeliveredMail(db, staffActor, confirmation!.id, deps),
    ).rejects.toMatchObject({ status: 404 });
    expect(deps.sent.filter((m) => m.subject.startsWith("Your meeting is booked"))).toHaveLength(1);
  });

  it("a retry that fails again goes back to the queue's retries; a moot one sends nothing", async () => {
    const { id, deps } = await bookDuringOutage();
    const db = current().db;
    const [notice] = (await listUndeliveredMail(db)).filter((m) => m.label.startsWith("New"));
    const down = { ...deps, send: async () => Promise.reject(new Error("still down")) };
    expect(await retryUndeliveredMail(db, staffActor, notice!.id, down)).toEqual({
      id: notice!.id,
      outcome: "failed",
    });
    const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.id, notice!.id));
    expect(job).toMatchObject({ status: "pending", attempts: 1, lastError: "still down" });

    // The booking is cancelled meanwhile: its given-up confirmation is no longer worth sending.
    await cancelBooking(db, id, { by: "visitor" }, deps);
    const [confirmation] = await db
      .select({ id: scheduledJobs.id })
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.bookingId, id), eq(scheduledJobs.kind, "booking.confirmation")));
    expect((await retryUndeliveredMail(db, staffActor, confirmation!.id, deps)).outcome).toBe(
      "cancelled",
    );
    expect(deps.sent.some((m) => m.subject.startsWith("Your meeting is booked"))).toBe(false);
    expect(await db.$count(bookings, eq(bookings.status, "cancelled"))).toBe(1);
  });

  it("a contact-form notice every retry failed for is listed beside the booking mails, and sent again", async () => {
    const db = current().db;
    const deps = testDeps(NOW);
    await db.delete(enquiries);
    const down = async () => Promise.reject(new Error("SMTP down"));
    const outcome = await createEnquiry(enquirySchema.parse(ENQUIRY), {
      db,
      sendEmail: down,
      staffEmail: "staff@agency.test",
      now: deps.clock.now,
      limits: { ip: null, perIp: 100, perEmail: 100 },
    });
    if (outcome.status !== "received") throw new Error("the enquiry was not received");
    await outcome.deliver();
    for (const minutes of [5, 10, 30, 120, 240])
      await runDueJobs(
        db,
        enquiryJobHandlers(db, { sendEmail: down, staffEmail: "staff@agency.test" }),
        { now: new Date(new Date(NOW).getTime() + minutes * 60_000), workerId: "p" },
      );

    const [listed] = await listUndeliveredMail(db);
    expect(listed).toMatchObject({
      label: "New-enquiry notice to staff",
      bookingId: null,
      visitorName: "Maria Lopez",
      visitorEmail: "maria@example.com",
      startsAt: null,
      attempts: 5,
      lastError: "SMTP down",
    });
    expect(await retryUndeliveredMail(db, staffActor, listed!.id, deps)).toEqual({
      id: listed!.id,
      outcome: "done",
    });
    const [notice] = deps.sent;
    expect(notice).toMatchObject({ to: "staff@agency.test", replyTo: "maria@example.com" });
    expect(notice?.text).toContain(`Reference: ${outcome.id}`);
    expect(await listUndeliveredMail(db)).toEqual([]);
  });
});
