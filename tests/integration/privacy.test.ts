import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { ERASED, personSchema } from "@/lib/schemas/privacy";
import { bookingInsights } from "@/server/bookings/insights";
import {
  auditLog,
  bookings,
  calendarBookingEvents,
  calendarConnections,
  calendarSources,
  enquiries,
  rateLimitBuckets,
  scheduledJobs,
  webhookDeliveries,
  webhookEndpoints,
} from "@/server/db/schema";
import {
  erasePerson,
  exportPersonData,
  findPersonData,
  NOTHING_HELD_MESSAGE,
  UPCOMING_MESSAGE,
} from "@/server/privacy/person-data";
import { bookingAt, insertBooking, staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { failureOf } from "./booking-helpers";
import { clearPersonData } from "./privacy-fixtures";

// A person's data found and erased by their address (ADR 0074), on both databases: every copy the
// site keeps, and nothing of anyone else's.

const NOW = new Date("2031-03-10T12:00:00Z");
const ADA = "ada@example.com";
const person = (email: string) => personSchema.parse({ email });

describeEachDriver("a person's data", (current) => {
  beforeEach(async () => {
    await clearPersonData(current().db);
  });

  /** Ada's past meeting (with a guest, answers, notes), a meeting she is a guest on, an enquiry. */
  async function seedAda() {
    const { db } = current();
    const past = await insertBooking(
      db,
      bookingAt("2031-03-03T10:00:00Z", {
        email: ADA,
        website: "https://ada.example",
        notes: "Our lettings pipeline",
        answers: [{ id: "q1", question: "Company size", answer: "11–50" }],
        guests: ["grace@example.com"],
        guestsInvited: ["grace@example.com"],
        staffNotes: "Warm lead",
        manageTokenHash: "hash-of-ada",
        leadSource: { utmSource: "newsletter" },
      }),
    );
    const graces = await insertBooking(
      db,
      bookingAt("2031-03-04T10:00:00Z", {
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@example.com",
        guests: [ADA, "alan@example.com"],
        guestsInvited: [ADA],
      }),
    );
    const [enquiry] = await db
      .insert(enquiries)
      .values({ name: "Ada Lovelace", email: ADA, company: "Analytical", message: "Hello" })
      .returning();
    return { past, graces, enquiry: enquiry! };
  }

  it("finds what is held, and refuses to erase while a meeting is still to come", async () => {
    const { db } = current();
    await seedAda();
    const upcoming = await insertBooking(db, bookingAt("2031-03-12T09:00:00Z", { email: ADA }));
    expect(await findPersonData(db, person(" ADA@example.com "), NOW)).toEqual({
      email: ADA,
      bookings: 2,
      upcoming: [upcoming.startsAt.toISOString()],
      guestOf: 1,
      enquiries: 1,
    });
    expect(await failureOf(erasePerson(db, staffActor, person(ADA), NOW))).toMatchObject({
      status: 409,
      fields: { email: UPCOMING_MESSAGE },
    });
    expect(await db.$count(bookings, eq(bookings.email, ADA))).toBe(2);
    expect(
      await failureOf(erasePerson(db, staffActor, person("nobody@example.com"), NOW)),
    ).toMatchObject({
      status: 404,
      fields: { email: NOTHING_HELD_MESSAGE },
    });
    // A cancelled meeting still to come does not stop it.
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, upcoming.id));
    expect((await findPersonData(db, person(ADA), NOW)).upcoming).toEqual([]);
  });

  it("erases every copy of their details, keeps the meetings counted, and touches nobody else", async () => {
    const { db } = current();
    const { past, graces, enquiry } = await seedAda();
    const insightsBefore = await bookingInsights(db, { from: "2031-03-01", to: "2031-03-09" }, NOW);
    // What the site kept beside the records: audit entries, webhook bodies, a job's error, a key.
    await db.insert(auditLog).values([
      {
        actorEmail: "staff@example.com",
        action: "booking.staff-notes",
        entity: "bookings",
        entityId: past.id,
        before: { staffNotes: "" },
        after: { staffNotes: "Warm lead" },
      },
      {
        actorEmail: "staff@example.com",
        action: "booking.guests",
        entity: "bookings",
        entityId: graces.id,
        before: { guests: [] },
        after: { guests: [ADA] },
      },
      {
        actorEmail: "staff@example.com",
        action: "settings.update",
        entity: "admin_settings",
        entityId: "1",
        before: { x: 1 },
        after: { x: 2 },
      },
    ]);
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example/in", events: ["booking.created"], secret: "s" })
      .returning();
    await db.insert(webhookDeliveries).values(
      [
        JSON.stringify({ data: { email: "Ada@Example.com" } }),
        JSON.stringify({ data: { email: "grace@example.com" } }),
      ].map((payload, i) => ({
        endpointId: endpoint!.id,
        eventType: "booking.created",
        eventId: `e${i}`,
        payload,
        nextAttemptAt: NOW,
      })),
    );
    await db.insert(scheduledJobs).values([
      {
        kind: "booking.confirmation",
        bookingId: past.id,
        runAt: NOW,
        status: "failed",
        lastError: `550 ${ADA}: no such user`,
      },
      { kind: "enquiry.notification", enquiryId: enquiry.id, runAt: NOW, status: "pending" },
      // A calendar job still to run runs on: a removal must still take its event out.
      { kind: "calendar.remove-booking", bookingId: past.id, runAt: NOW, status: "pending" },
    ]);
    await db
      .insert(rateLimitBuckets)
      .values({ key: `booking:email:${ADA}`, count: 1, windowStartedAt: NOW });
    // The team's calendar holds a copy of her meeting.
    const [connection] = await db
      .insert(calendarConnections)
      .values({ kind: "caldav", name: "Work", secret: "s", displayUrl: "https://dav.example" })
      .returning();
    await db.insert(calendarSources).values({
      connectionId: connection!.id,
      url: "https://dav.example/work/",
      displayName: "Work",
      isDestination: true,
      destinationHostId: connection!.hostId,
    });
    await db.insert(calendarBookingEvents).values({
      bookingId: past.id,
      hostId: connection!.hostId,
      connectionId: connection!.id,
      calendarUrl: "https://dav.example/work/",
      href: "https://dav.example/work/a.ics",
    });

    expect((await erasePerson(db, staffActor, person(ADA), NOW)).summary).toEqual({
      bookings: 1,
      guestOf: 1,
      enquiries: 1,
      auditEntries: 2,
      webhookDeliveries: 1,
    });

    const [erased] = await db.select().from(bookings).where(eq(bookings.id, past.id));
    expect(erased).toMatchObject({
      firstName: ERASED.name,
      lastName: "",
      email: ERASED.email,
      website: "",
      contactNumber: "",
      notes: "",
      answers: [],
      guests: [],
      guestsInvited: [],
      staffNotes: "",
      manageTokenHash: null,
      // What the meeting was stays: its time, type, status (held: the read of Insights above
      // completed it, ADR 0040) and campaign.
      startsAt: past.startsAt,
      status: "completed",
      leadSource: { utmSource: "newsletter" },
    });
    const [grace] = await db.select().from(bookings).where(eq(bookings.id, graces.id));
    expect(grace).toMatchObject({
      firstName: "Grace",
      guests: ["alan@example.com"],
      guestsInvited: [],
    });
    const [asked] = await db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(asked).toMatchObject({
      name: ERASED.name,
      email: ERASED.email,
      company: "",
      message: "",
    });

    const audit = await db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(audit.filter((row) => JSON.stringify(row.after) === '{"erased":true}')).toHaveLength(2);
    expect(audit.find((row) => row.action === "settings.update")?.after).toEqual({ x: 2 });
    expect(audit.find((row) => row.action === "person.erase")).toMatchObject({
      actorEmail: staffActor.email,
      entityId: null,
      after: { bookings: 1, guestOf: 1, enquiries: 1, auditEntries: 2, webhookDeliveries: 1 },
    });
    expect(JSON.stringify(audit).toLowerCase()).not.toContain(ADA);
    expect((await db.select().from(webhookDeliveries)).map((d) => d.payload)).toEqual([
      JSON.stringify({ data: { email: "grace@example.com" } }),
    ]);
    const jobs = await db.select().from(scheduledJobs).orderBy(scheduledJobs.kind);
    expect(jobs.map((job) => [job.kind, job.status, job.lastError])).toEqual([
      ["booking.confirmation", "failed", null],
      ["calendar.remove-booking", "pending", null],
      ["calendar.write-booking", "pending", null],
      ["enquiry.notification", "cancelled", null],
    ]);
    expect(await db.$count(rateLimitBuckets)).toBe(0);
    // Insights count the same meetings, from the same campaigns.
    expect(await bookingInsights(db, { from: "2031-03-01", to: "2031-03-09" }, NOW)).toEqual(
      insightsBefore,
    );
    // Nothing is held any more.
    expect(await findPersonData(db, person(ADA), NOW)).toMatchObject({
      bookings: 0,
      guestOf: 0,
      enquiries: 0,
    });
  });

  it("exports what is held as their records, and the meetings they joined without the host", async () => {
    const { db } = current();
    const { past, enquiry } = await seedAda();
    const held = await exportPersonData(db, person(ADA), NOW);
    expect(held).toMatchObject({
      email: ADA,
      exportedAt: NOW.toISOString(),
      bookings: [
        {
          id: past.id,
          firstName: "Ada",
          email: ADA,
          notes: "Our lettings pipeline",
          answers: [{ id: "q1", question: "Company size", answer: "11–50" }],
          guests: ["grace@example.com"],
          staffNotes: "Warm lead",
        },
      ],
      guestOf: [{ date: "2031-03-04", time: "10:00", meetingType: "Consultation" }],
      enquiries: [{ id: enquiry.id, name: "Ada Lovelace", message: "Hello" }],
    });
    // Nothing of Grace, who booked the meeting Ada joined, nor of her other guest.
    expect(JSON.stringify(held.guestOf)).not.toMatch(/grace|hopper|alan/i);
    // A read: nothing is recorded.
    expect(await db.$count(auditLog)).toBe(0);
  });
});
