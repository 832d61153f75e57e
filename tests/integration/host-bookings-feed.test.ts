// Each host's own bookings feed (ADR 0088): the meetings one host holds, at an address only its
// hash is kept of, made, renewed and turned off per host beside the team's feed (ADR 0077).
import { eq, like, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeEach, expect, it } from "vitest";
import { bookingsFeed, makeFeedAddress, removeFeed } from "@/server/calendars/bookings-feed";
import {
  getHostFeedState,
  makeHostFeedAddress,
  removeHostFeed,
} from "@/server/calendars/host-bookings-feed";
import { queryRows } from "@/server/db/rows";
import { auditLog, hostBookingsFeeds } from "@/server/db/schema";
import { bookingAt, insertBooking, staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { resetBookingData } from "./booking-helpers";
import { addHosts, firstHost, type Host } from "./host-helpers";

const APP_URL = "https://agency.test";
const NOW = new Date("2030-03-01T12:00:00Z");
const tokenOf = (url: string) =>
  /^https:\/\/agency\.test\/api\/calendar\/([A-Za-z0-9_-]{43})\/bookings\.ics$/.exec(url)![1]!;

function feedOf(ics: string | null) {
  if (ics === null) return null;
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    uids: calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e).uid),
  };
}

describeEachDriver("a host's own bookings feed", (current) => {
  const db = () => current().db;
  let ada: Host;
  let grace: Host;

  beforeEach(async () => {
    await resetBookingData(db());
    await db().execute(sql`DELETE FROM hosts WHERE id <> first_host_id()`);
    await db().delete(hostBookingsFeeds);
    await removeFeed(db(), staffActor, NOW);
    await db().delete(auditLog).where(like(auditLog.action, "calendar.%feed.%"));
    ada = await firstHost(db());
    [grace] = (await addHosts(db(), ["grace"])) as [Host];
  });

  it("holds only the meetings the host holds, a collective one included", async () => {
    const adas = await insertBooking(db(), bookingAt("2030-03-04T10:00:00Z"));
    const graces = await insertBooking(
      db(),
      bookingAt("2030-03-04T11:00:00Z", { hostId: grace.id, firstName: "Grace" }),
    );
    // A collective meeting: Ada's own, Grace beside her.
    const both = await insertBooking(db(), bookingAt("2030-03-05T10:00:00Z"));
    await db().execute(sql`INSERT INTO booking_hosts (booking_id, host_id, host_number, busy_range,
        status) SELECT b.id, h.id, h.number, b.busy_range, b.status FROM bookings b, hosts h
      WHERE b.id = ${both.id}::uuid AND h.id = ${grace.id}::uuid`);
    await insertBooking(
      db(),
      bookingAt("2030-03-06T10:00:00Z", { hostId: grace.id, status: "cancelled" }),
    );

    expect(await getHostFeedState(db(), grace.id)).toEqual({ createdAt: null });
    const made = await makeHostFeedAddress(db(), staffActor, grace.id, APP_URL, NOW);
    expect(await getHostFeedState(db(), grace.id)).toEqual({ createdAt: NOW.toISOString() });
    expect(await getHostFeedState(db(), ada.id)).toEqual({ createdAt: null });
    expect(feedOf(await bookingsFeed(db(), tokenOf(made.url), APP_URL, NOW))).toEqual({
      name: "Agency bookings: Grace",
      uids: [`booking-${graces.id}@agency.test`, `booking-${both.id}@agency.test`],
    });

    // The team's feed still holds every meeting, at its own address.
    const team = await makeFeedAddress(db(), staffActor, APP_URL, NOW);
    expect(feedOf(await bookingsFeed(db(), tokenOf(team.url), APP_URL, NOW))?.uids).toEqual([
      `booking-${adas.id}@agency.test`,
      `booking-${graces.id}@agency.test`,
      `booking-${both.id}@agency.test`,
    ]);
    // Only the hash is stored, never the address's secret.
    const [stored] = await queryRows<{ token_hash: string }>(
      db(),
      sql`SELECT token_hash FROM host_bookings_feeds WHERE host_id = ${grace.id}::uuid`,
    );
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(tokenOf(made.url));
  });

  it("a new address kills the old one, turning it off kills both; each change audited", async () => {
    const first = await makeHostFeedAddress(db(), staffActor, grace.id, APP_URL, NOW);
    const later = new Date(NOW.getTime() + 60_000);
    const second = await makeHostFeedAddress(db(), staffActor, grace.id, APP_URL, later);
    expect(await bookingsFeed(db(), tokenOf(first.url), APP_URL, NOW)).toBeNull();
    expect(await bookingsFeed(db(), tokenOf(second.url), APP_URL, NOW)).not.toBeNull();
    // Another host's feed is untouched by Grace's.
    const adas = await makeHostFeedAddress(db(), staffActor, ada.id, APP_URL, NOW);

    expect(await removeHostFeed(db(), staffActor, grace.id)).toEqual({ createdAt: null });
    expect(await removeHostFeed(db(), staffActor, grace.id)).toEqual({ createdAt: null });
    expect(await bookingsFeed(db(), tokenOf(second.url), APP_URL, NOW)).toBeNull();
    expect(await bookingsFeed(db(), tokenOf(adas.url), APP_URL, NOW)).not.toBeNull();

    const audits = await db()
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.entityId, grace.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      "calendar.host_feed.create",
      "calendar.host_feed.remove",
      "calendar.host_feed.renew",
    ]);
  });
});
