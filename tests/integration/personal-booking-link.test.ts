// /book?host=<slug>, a personal booking link (ADR 0088): the page's opening data keeps to the
// types that host takes and their free times, and a host who takes no meetings gives no flow.
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import type { BookingFlowData } from "@/lib/booking/flow-data";
import { bookingPageData } from "@/server/bookings/booking-flow-data";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/rows";
import { blockedSlots, hosts, meetingTypes } from "@/server/db/schema";
import { describeEachDriver } from "../support/test-database";
import { resetBookingData } from "./booking-helpers";

const NOW = new Date("2030-01-04T12:00:00Z"); // a Friday
const MONDAY = "2030-01-07";

/** A host with the first host's weekly hours, as the Team tab makes one. */
async function newHost(db: Database, name: string, slug: string): Promise<string> {
  const [row] = await db.insert(hosts).values({ name, slug }).returning({ id: hosts.id });
  await db.execute(sql`INSERT INTO availability_settings
      (host_id, day_of_week, is_available, start_time, end_time, slot_duration)
    SELECT ${row!.id}::uuid, day_of_week, is_available, start_time, end_time, slot_duration
    FROM availability_settings WHERE host_id = first_host_id()`);
  return row!.id;
}

async function addType(
  db: Database,
  slug: string,
  hostIds: string[],
  extra: Partial<typeof meetingTypes.$inferInsert> = {},
) {
  await db
    .insert(meetingTypes)
    .values({ name: slug, slug, durationMinutes: 60, sortOrder: 5, hostIds, ...extra });
}

const page = (db: Database, query: Record<string, string>) => bookingPageData(db, query, NOW);
const flowOf = async (db: Database, query: Record<string, string>) => {
  const { flow } = await page(db, query);
  if (!flow) throw new Error("no flow");
  return flow;
};
const slugs = (flow: BookingFlowData) => flow.meetingTypes.map((t) => t.slug);

describeEachDriver("personal booking links", (current) => {
  let first: string;
  let grace: string;
  let alan: string;

  beforeEach(async () => {
    const { db } = current();
    await resetBookingData(db, "UTC");
    await db.execute(sql`DELETE FROM hosts WHERE id <> first_host_id()`);
    [{ id: first }] = (await queryRows<{ id: string }>(db, sql`SELECT first_host_id() AS id`)) as [
      { id: string },
    ];
    grace = await newHost(db, "Grace Hopper", "grace");
    alan = await newHost(db, "Alan Turing", "alan");
    await db
      .update(meetingTypes)
      .set({ hostIds: [first, grace] })
      .where(eq(meetingTypes.slug, "consultation"));
    await addType(db, "panel", [first, grace], { assignment: "collective" });
    await addType(db, "alan-intro", [alan]);
    await addType(db, "alan-deep", [alan], { sortOrder: 6 });
  });

  it("without a host: every listed type, for the team", async () => {
    const flow = await flowOf(current().db, {});
    expect(flow.host).toBeNull();
    expect(slugs(flow)).toEqual(["consultation", "panel", "alan-intro", "alan-deep"]);
    expect(flow.start.step).toBe("type");
  });

  it("a host's link offers only their types, named, and their own free days", async () => {
    const { db } = current();
    const flow = await flowOf(db, { host: "grace" });
    expect(flow.host).toEqual({ name: "Grace Hopper", slug: "grace" });
    expect(slugs(flow)).toEqual(["consultation", "panel"]);
    // Grace is away on Monday: her link has nothing that day, the team's still has.
    await db.insert(blockedSlots).values({ hostId: grace, blockDate: MONDAY, allDay: true });
    const [mine, team] = await Promise.all([
      flowOf(db, { host: "grace", type: "consultation" }),
      flowOf(db, { type: "consultation" }),
    ]);
    expect(mine.start).toMatchObject({ step: "date", meetingType: "consultation" });
    expect(mine.initialStatuses[MONDAY]).not.toBe("available");
    expect(team.initialStatuses[MONDAY]).toBe("available");
  });

  it("a host whose types are not the default: their first type is named and read", async () => {
    const { db } = current();
    const flow = await flowOf(db, { host: "alan" });
    expect(slugs(flow)).toEqual(["alan-intro", "alan-deep"]);
    expect(flow.initialStatuses[MONDAY]).toBe("available");
    await db.update(meetingTypes).set({ active: false }).where(eq(meetingTypes.slug, "alan-deep"));
    // One type: straight to its dates, the type named (the default type is not Alan's).
    const one = await flowOf(db, { host: "alan", type: "consultation" });
    expect(one.start).toMatchObject({ step: "date", meetingType: "alan-intro" });
  });

  it("an unknown, stopped or type-less host gives no flow", async () => {
    const { db } = current();
    expect((await page(db, { host: "nobody" })).flow).toBeNull();
    expect((await page(db, { host: "Not A Slug!" })).flow).toBeNull();
    await db.update(hosts).set({ active: false }).where(eq(hosts.id, alan));
    expect((await page(db, { host: "alan" })).flow).toBeNull();
    await db.update(hosts).set({ active: true }).where(eq(hosts.id, alan));
    await db
      .update(meetingTypes)
      .set({ hostIds: [grace] })
      .where(eq(meetingTypes.slug, "alan-intro"));
    await db
      .update(meetingTypes)
      .set({ hostIds: [grace] })
      .where(eq(meetingTypes.slug, "alan-deep"));
    expect((await page(db, { host: "alan" })).flow).toBeNull();
  });
});
