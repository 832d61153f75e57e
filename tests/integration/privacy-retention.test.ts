import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { ERASED } from "@/lib/schemas/privacy";
import { bookingInsights } from "@/server/bookings/insights";
import {
  adminSettings,
  auditLog,
  bookings,
  enquiries,
  rateLimitBuckets,
  scheduledJobs,
  webhookDeliveries,
  webhookEndpoints,
} from "@/server/db/schema";
import {
  applyRetention,
  applyRetentionIfDue,
  getRetention,
  RETENTION_ACTOR,
  setRetention,
} from "@/server/privacy/retention";
import { bookingAt, insertBooking, staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { clearPersonData } from "./privacy-fixtures";

// The retention period (ADR 0075): records past it lose their people's details once a day, as an
// erasure request would erase them; nothing newer, and nothing while no period is set.

const NOW = new Date("2031-09-15T12:00:00Z");
const HOUR = 3_600_000;

describeEachDriver("the retention period", (current) => {
  beforeEach(async () => {
    const { db } = current();
    await clearPersonData(db);
    await db.update(adminSettings).set({ retentionMonths: null });
  });

  /** Six months before NOW is 15 March: one meeting and one enquiry on each side of it. */
  async function seed() {
    const { db } = current();
    const old = await insertBooking(
      db,
      bookingAt("2031-03-10T10:00:00Z", {
        email: "ada@example.com",
        notes: "Our lettings pipeline",
        guests: ["grace@example.com"],
        staffNotes: "Warm lead",
        manageTokenHash: "hash-of-ada",
        leadSource: { utmSource: "newsletter" },
      }),
    );
    const oldCancelled = await insertBooking(
      db,
      bookingAt("2031-02-03T10:00:00Z", { email: "alan@example.com", status: "cancelled" }),
    );
    const recent = await insertBooking(
      db,
      bookingAt("2031-03-20T10:00:00Z", { email: "grace@example.com", notes: "Keep me" }),
    );
    const [oldEnquiry, recentEnquiry] = await db
      .insert(enquiries)
      .values([
        {
          name: "Ada Lovelace",
          email: "ada@example.com",
          message: "Hello",
          createdAt: new Date("2031-03-01T09:00:00Z"),
        },
        {
          name: "Grace Hopper",
          email: "grace@example.com",
          message: "Hi",
          createdAt: new Date("2031-04-01T09:00:00Z"),
        },
      ])
      .returning();
    return { old, oldCancelled, recent, oldEnquiry: oldEnquiry!, recentEnquiry: recentEnquiry! };
  }

  it("does nothing while no period is set, and says what a period would reach", async () => {
    const { db } = current();
    const { recent } = await seed();
    expect(await getRetention(db, NOW)).toEqual({
      months: null,
      due: { bookings: 0, enquiries: 0 },
    });
    expect(await applyRetention(db, RETENTION_ACTOR, NOW)).toBeNull();
    expect(await applyRetentionIfDue(db, NOW)).toBeNull();
    expect(await db.$count(rateLimitBuckets)).toBe(0); // no day claimed
    expect(await db.$count(bookings, eq(bookings.email, ERASED.email))).toBe(0);

    expect(await setRetention(db, staffActor, { months: 6 }, NOW)).toEqual({
      months: 6,
      due: { bookings: 2, enquiries: 1 },
    });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "privacy.retention"));
    expect(entry).toMatchObject({
      actorEmail: staffActor.email,
      before: { retentionMonths: null },
      after: { retentionMonths: 6 },
    });
    // Setting it erases nothing by itself.
    const [still] = await db.select().from(bookings).where(eq(bookings.id, recent.id));
    expect(still?.notes).toBe("Keep me");
    expect(await db.$count(bookings, eq(bookings.email, ERASED.email))).toBe(0);
  });

  it("erases what is past it, keeps it counted, and leaves everything newer", async () => {
    const { db } = current();
    const { old, oldCancelled, recent, oldEnquiry, recentEnquiry } = await seed();
    const insightsBefore = await bookingInsights(db, { from: "2031-02-01", to: "2031-03-31" }, NOW);
    await db.insert(auditLog).values(
      [old.id, recent.id].map((entityId) => ({
        actorEmail: "staff@example.com",
        action: "booking.staff-notes",
        entity: "bookings",
        entityId,
        before: { staffNotes: "" },
        after: { staffNotes: "Warm lead" },
      })),
    );
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example/in", events: ["booking.created"], secret: "s" })
      .returning();
    const delivery = (eventId: string, createdAt: string, status: "delivered" | "pending") => ({
      endpointId: endpoint!.id,
      eventType: "booking.created",
      eventId,
      payload: JSON.stringify({ data: { email: "ada@example.com" } }),
      status,
      nextAttemptAt: NOW,
      createdAt: new Date(createdAt),
    });
    await db
      .insert(webhookDeliveries)
      .values([
        delivery("old-sent", "2031-03-01T10:00:00Z", "delivered"),
        delivery("old-pending", "2031-03-01T10:00:00Z", "pending"),
        delivery("recent", "2031-04-01T10:00:00Z", "delivered"),
      ]);
    await db.insert(scheduledJobs).values([
      { kind: "booking.reminder", bookingId: old.id, runAt: NOW, status: "pending" },
      { kind: "booking.reminder", bookingId: recent.id, runAt: NOW, status: "pending" },
    ]);
    await setRetention(db, staffActor, { months: 6 }, NOW);

    expect(await applyRetention(db, staffActor, NOW)).toEqual({
      bookings: 2,
      enquiries: 1,
      auditEntries: 1,
      webhookDeliveries: 1,
    });

    const [erased] = await db.select().from(bookings).where(eq(bookings.id, old.id));
    expect(erased).toMatchObject({
      firstName: ERASED.name,
      email: ERASED.email,
      notes: "",
      guests: [],
      staffNotes: "",
      manageTokenHash: null,
      startsAt: old.startsAt,
      leadSource: { utmSource: "newsletter" },
    });
    const [cancelled] = await db.select().from(bookings).where(eq(bookings.id, oldCancelled.id));
    expect(cancelled).toMatchObject({ email: ERASED.email, status: "cancelled" });
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, recent.id));
    expect(kept).toMatchObject({ email: "grace@example.com", notes: "Keep me" });
    const enquiryRows = await db.select().from(enquiries);
    expect(enquiryRows.find((row) => row.id === oldEnquiry.id)).toMatchObject({
      name: ERASED.name,
      email: ERASED.email,
      message: "",
    });
    expect(enquiryRows.find((row) => row.id === recentEnquiry.id)).toMatchObject({
      email: "grace@example.com",
      message: "Hi",
    });
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "booking.staff-notes"));
    expect(audit.find((row) => row.entityId === old.id)).toMatchObject({
      before: null,
      after: { erased: true },
    });
    expect(audit.find((row) => row.entityId === recent.id)?.after).toEqual({
      staffNotes: "Warm lead",
    });
    expect(
      (await db.select({ eventId: webhookDeliveries.eventId }).from(webhookDeliveries))
        .map((row) => row.eventId)
        .sort(),
    ).toEqual(["old-pending", "recent"]);
    const jobs = await db.select().from(scheduledJobs);
    expect(jobs.find((job) => job.bookingId === old.id)?.status).toBe("cancelled");
    expect(jobs.find((job) => job.bookingId === recent.id)?.status).toBe("pending");
    expect(await bookingInsights(db, { from: "2031-02-01", to: "2031-03-31" }, NOW)).toEqual(
      insightsBefore,
    );
    const [run] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "privacy.retention.apply"));
    expect(run?.after).toEqual({
      months: 6,
      cutoff: "2031-03-15T12:00:00.000Z",
      bookings: 2,
      enquiries: 1,
      auditEntries: 1,
      webhookDeliveries: 1,
    });

    // Nothing is erased twice, and a run that erased nothing leaves no audit entry.
    expect(await getRetention(db, NOW)).toEqual({ months: 6, due: { bookings: 0, enquiries: 0 } });
    expect(await applyRetention(db, staffActor, NOW)).toEqual({
      bookings: 0,
      enquiries: 0,
      auditEntries: 0,
      webhookDeliveries: 0,
    });
    expect(await db.$count(auditLog, eq(auditLog.action, "privacy.retention.apply"))).toBe(1);
  });

  it("runs once a day across instances, and again the next day", async () => {
    const { db } = current();
    const { recent } = await seed();
    await setRetention(db, staffActor, { months: 6 }, NOW);
    expect(await applyRetentionIfDue(db, NOW)).toMatchObject({ bookings: 2, enquiries: 1 });
    const [run] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "privacy.retention.apply"));
    expect(run?.actorEmail).toBe(RETENTION_ACTOR.email);
    // Later the same day, on this instance or another: the day is taken.
    expect(await applyRetentionIfDue(db, new Date(NOW.getTime() + 6 * HOUR))).toBeNull();
    // Six days on, the meeting of 20 March is past six months too.
    const later = new Date(NOW.getTime() + 144 * HOUR);
    expect(await applyRetentionIfDue(db, later)).toMatchObject({ bookings: 1 });
    const [erased] = await db.select().from(bookings).where(eq(bookings.id, recent.id));
    expect(erased?.email).toBe(ERASED.email);
  });
});
