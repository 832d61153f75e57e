import { eq, like } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeEach, expect, it } from "vitest";
import {
  bookingsFeed,
  getFeedState,
  makeFeedAddress,
  removeFeed,
} from "@/server/calendars/bookings-feed";
import { auditLog, bookings, meetingTypes } from "@/server/db/schema";
import { bookingAt, insertBooking, staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { resetBookingData } from "./booking-helpers";

// The bookings feed (ADR 0077): a secret address calendar programs subscribe to, shown once,
// replaced or turned off by a super admin; every meeting not cancelled, from 30 days back.

const APP_URL = "https://agency.test";
const NOW = new Date("2030-03-01T12:00:00Z");
const tokenOf = (url: string) =>
  /^https:\/\/agency\.test\/api\/calendar\/([A-Za-z0-9_-]{43})\/bookings\.ics$/.exec(url)?.[1];

/** The feed's events as a calendar program reads them. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    refresh: calendar.getFirstPropertyValue("refresh-interval")?.toString(),
    events: calendar.getAllSubcomponents("vevent").map((vevent) => {
      const event = new ICAL.Event(vevent);
      return { uid: event.uid, summary: event.summary, start: event.startDate.toJSDate() };
    }),
  };
}

describeEachDriver("the bookings feed", (current) => {
  const db = () => current().db;
  beforeEach(async () => {
    await resetBookingData(db());
    await removeFeed(db(), staffActor, NOW);
    await db().delete(auditLog).where(like(auditLog.action, "calendar.feed.%"));
  });

  it("answers nothing until an address is made, then every meeting not cancelled", async () => {
    expect(await getFeedState(db())).toEqual({ createdAt: null });
    expect(await bookingsFeed(db(), "A".repeat(43), APP_URL, NOW)).toBeNull();

    const made = await makeFeedAddress(db(), staffActor, APP_URL, NOW);
    const token = tokenOf(made.url);
    expect(token).toBeDefined();
    expect(await getFeedState(db())).toEqual({ createdAt: NOW.toISOString() });
    // An empty calendar is still a calendar: a subscription made before any booking works.
    expect(eventsOf((await bookingsFeed(db(), token!, APP_URL, NOW))!)).toEqual({
      name: "Agency bookings",
      refresh: "PT15M",
      events: [],
    });

    const next = await insertBooking(db(), bookingAt("2030-03-04T10:00:00Z"));
    const lastWeek = await insertBooking(
      db(),
      bookingAt("2030-02-22T09:00:00Z", {
        firstName: "Grace",
        lastName: "Hopper",
        status: "completed",
      }),
    );
    await insertBooking(db(), bookingAt("2030-03-05T10:00:00Z", { status: "cancelled" }));
    await insertBooking(db(), bookingAt("2030-01-20T10:00:00Z", { status: "completed" }));
    const feed = eventsOf((await bookingsFeed(db(), token!, APP_URL, NOW))!);
    // Soonest first, titled with the type; the same UID as the visitor's invitation.
    expect(feed.events).toEqual([
      {
        uid: `booking-${lastWeek.id}@agency.test`,
        summary: "Consultation: Grace Hopper",
        start: new Date("2030-02-22T09:00:00Z"),
      },
      {
        uid: `booking-${next.id}@agency.test`,
        summary: "Consultation: Ada Lovelace",
        start: new Date("2030-03-04T10:00:00Z"),
      },
    ]);
    // A renamed type renames its meetings in the feed at the next read.
    await db()
      .update(meetingTypes)
      .set({ name: "Discovery call" })
      .where(eq(meetingTypes.slug, "consultation"));
    const renamed = eventsOf((await bookingsFeed(db(), token!, APP_URL, NOW))!);
    expect(renamed.events.map((event) => event.summary)).toContain("Discovery call: Ada Lovelace");
    // Cancelled later: gone from the feed.
    await db().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, next.id));
    const after = eventsOf((await bookingsFeed(db(), token!, APP_URL, NOW))!);
    expect(after.events.map((event) => event.uid)).toEqual([`booking-${lastWeek.id}@agency.test`]);
  });

  it("refuses every other address; a new one ends the old; off ends both, audited without them", async () => {
    const first = tokenOf((await makeFeedAddress(db(), staffActor, APP_URL, NOW)).url)!;
    for (const wrong of [
      `${first.slice(0, 42)}${first[42] === "A" ? "B" : "A"}`,
      "",
      "x",
      `${first}=`,
    ])
      expect(await bookingsFeed(db(), wrong, APP_URL, NOW)).toBeNull();

    const later = new Date("2030-03-02T08:00:00Z");
    const second = tokenOf((await makeFeedAddress(db(), staffActor, APP_URL, later)).url)!;
    expect(second).not.toBe(first);
    expect(await bookingsFeed(db(), first, APP_URL, later)).toBeNull();
    expect(await bookingsFeed(db(), second, APP_URL, later)).toContain("BEGIN:VCALENDAR");

    expect(await removeFeed(db(), staffActor, later)).toEqual({ createdAt: null });
    expect(await bookingsFeed(db(), second, APP_URL, later)).toBeNull();
    await removeFeed(db(), staffActor, later); // already off: nothing to record

    const trail = await db()
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(like(auditLog.action, "calendar.feed.%"))
      .orderBy(auditLog.createdAt, auditLog.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      "calendar.feed.create",
      "calendar.feed.renew",
      "calendar.feed.remove",
    ]);
    expect(trail[1]).toMatchObject({
      before: { feedCreatedAt: NOW.toISOString() },
      after: { feedCreatedAt: later.toISOString() },
    });
    // The address never reaches the audit trail.
    for (const token of [first, second]) expect(JSON.stringify(trail)).not.toContain(token);
  });
});
