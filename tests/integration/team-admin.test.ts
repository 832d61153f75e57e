// What the admin shows per host (ADR 0088): Insights by host, and the Team tab's meetings this
// week, a collective meeting counted for each of its hosts, on both databases.
import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { findCurrentConflicts } from "@/server/availability/booking-conflicts";
import { hostsWeek } from "@/server/bookings/hosts-week";
import { bookingInsights } from "@/server/bookings/insights";
import { queryRows } from "@/server/db/rows";
import { bookingHosts, hosts } from "@/server/db/schema";
import { bookingAt, insertBooking } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { resetBookingData } from "./booking-helpers";

const NOW = new Date("2031-01-15T12:00:00Z"); // a Wednesday; London keeps UTC in January

describeEachDriver("per-host admin figures", (current) => {
  let first: { id: string; number: number };
  let grace: { id: string; number: number };

  beforeEach(async () => {
    const { db } = current();
    await resetBookingData(db);
    first = (
      await queryRows<{ id: string; number: number }>(
        db,
        sql`SELECT id, number FROM hosts WHERE id = first_host_id()`,
      )
    )[0]!;
    await db.execute(sql`DELETE FROM hosts WHERE id <> first_host_id()`);
    grace = (
      await db
        .insert(hosts)
        .values({ name: "Grace Hopper", slug: "grace" })
        .returning({ id: hosts.id, number: hosts.number })
    )[0]!;
  });

  async function seed() {
    const { db } = current();
    const own = (startsAt: string, hostId: string, more: Parameters<typeof bookingAt>[1] = {}) =>
      insertBooking(db, bookingAt(startsAt, { hostId, createdAt: NOW, ...more }));
    await own("2031-01-16T09:00:00Z", first.id, { firstName: "Alan" });
    await own("2031-01-17T09:00:00Z", grace.id, { firstName: "Edsger" });
    await own("2031-01-18T09:00:00Z", grace.id, { status: "cancelled", cancelledAt: NOW });
    await own("2031-01-22T09:00:00Z", grace.id); // next week
    await own("2031-01-14T09:00:00Z", grace.id); // already over
    // A collective meeting: the first host holds it, Grace joins it.
    const together = await own("2031-01-19T15:00:00Z", first.id, { firstName: "Barbara" });
    await db.insert(bookingHosts).values({
      bookingId: together.id,
      hostId: grace.id,
      hostNumber: grace.number,
      busyRange: sql`tstzrange(${together.startsAt.toISOString()}::timestamptz, ${together.endsAt.toISOString()}::timestamptz)`,
      status: "confirmed",
    });
  }

  it("lists each host's confirmed meetings left this week, soonest first", async () => {
    await seed();
    const { zone, byHost } = await hostsWeek(current().db, NOW);
    expect(zone).toBe("Europe/London");
    const names = (hostId: string) => (byHost.get(hostId) ?? []).map((m) => m.visitor);
    expect(names(first.id)).toEqual(["Alan Lovelace", "Barbara Lovelace"]);
    expect(names(grace.id)).toEqual(["Edsger Lovelace", "Barbara Lovelace"]);
  });

  it("keeps a meeting under way across midnight, even into a new week", async () => {
    const { db } = current();
    // Sunday 23:30 to Monday 00:30; it is Monday 00:10, so the meeting is still left to do.
    await insertBooking(
      db,
      bookingAt("2031-01-19T23:30:00Z", { hostId: grace.id, firstName: "Mary" }),
    );
    await insertBooking(db, bookingAt("2031-01-19T22:00:00Z", { hostId: grace.id })); // over
    const { byHost } = await hostsWeek(db, new Date("2031-01-20T00:10:00Z"));
    expect((byHost.get(grace.id) ?? []).map((m) => m.visitor)).toEqual(["Mary Lovelace"]);
  });

  it("breaks Insights down per host", async () => {
    await seed();
    const insights = await bookingInsights(
      current().db,
      { from: "2031-01-01", to: "2031-01-31" },
      NOW,
    );
    const byHost = Object.fromEntries(insights.hosts.map((h) => [h.slug, h]));
    expect(insights.hosts.map((h) => h.name)[1]).toBe("Grace Hopper");
    expect(byHost.grace).toMatchObject({
      booked: 5,
      meetings: 5,
      cancelled: 1,
      held: 1,
      toCome: 3,
    });
    const firstSlug = insights.hosts[0]!.slug;
    expect(byHost[firstSlug]).toMatchObject({ booked: 2, meetings: 2, toCome: 2 });
    // Per type, the collective meeting is one meeting.
    expect(insights.totals.meetings).toBe(6);
  });

  it("lists a collective meeting among each of its hosts' conflicts, once for the team", async () => {
    await seed();
    const { db } = current();
    // Sunday is closed in the seeded week: Barbara's Sunday meeting is outside both hosts' hours.
    const names = (list: { name: string }[]) => list.map((c) => c.name);
    expect(names(await findCurrentConflicts(db, NOW, grace.id))).toContain("Barbara Lovelace");
    expect(names(await findCurrentConflicts(db, NOW, first.id))).toContain("Barbara Lovelace");
    const team = names(await findCurrentConflicts(db, NOW));
    expect(team.filter((name) => name === "Barbara Lovelace")).toHaveLength(1);
  });
});
