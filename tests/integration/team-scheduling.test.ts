// Team scheduling (ADR 0088): each host's own schedule, round robin and collective meetings, and
// the per-host exclusion constraint under races, on both databases.
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { BOOKING_MESSAGES } from "@/lib/schemas/booking";
import {
  createMeetingType,
  listPublicMeetingTypes,
  updateMeetingType,
} from "@/server/availability/meeting-types";
import { getAvailability, getSlots } from "@/server/availability/public-availability";
import { createBooking } from "@/server/bookings/create-booking";
import { managedBookingByToken } from "@/server/bookings/manage-booking";
import { moveSlots } from "@/server/bookings/move-options";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import type { Database } from "@/server/db";
import { openDatabase } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { blockedSlots, bookings, hosts } from "@/server/db/schema";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import {
  auditTypeInput,
  bookingRequest,
  countStatuses,
  failureOf,
  resetBookingData,
  statusOf,
  testDeps,
} from "./booking-helpers";
import { addHosts, firstHost, type Host, hostType } from "./host-helpers";

const NOW = "2030-01-04T12:00:00Z"; // the Friday before
const MONDAY = "2030-01-07";
const TUESDAY = "2030-01-08";

/** Confirmed bookings' hosts, every host each keeps busy. */
const bookedHosts = (db: Database) =>
  queryRows<{ host_id: string }>(
    db,
    sql`SELECT host_id FROM booking_hosts WHERE status = 'confirmed' ORDER BY host_id`,
  );

describeEachDriver("team scheduling", (current, driver) => {
  let ada: Host;

  beforeEach(async () => {
    const { db } = current();
    await resetBookingData(db, "UTC");
    await db.execute(sql`DELETE FROM hosts WHERE id <> first_host_id()`);
    ada = await firstHost(db);
  });

  it("round robin offers a time one host is free for, and each booking takes a free host", async () => {
    const { db } = current();
    const [grace] = await addHosts(db, ["grace"]);
    await hostType(db, "consultation", [ada, grace!]);
    const deps = testDeps(NOW);
    const first = await createBooking(db, bookingRequest({ time: "10:00" }), { ip: null }, deps);
    // Ada took it: both were free and nobody had upcoming meetings, so the type's order decided.
    expect(first.body.hosts).toEqual([{ name: "Host", slug: ada.slug }]);
    const slots = await getSlots(db, MONDAY, new Date(NOW));
    expect(slots.slots.map((s) => s.time)).toContain("10:00");
    const second = await createBooking(db, bookingRequest({ time: "10:00" }), { ip: null }, deps);
    expect(second.body.hosts).toEqual([{ name: "Grace", slug: "grace" }]);
    expect((await getSlots(db, MONDAY, new Date(NOW))).slots.map((s) => s.time)).not.toContain(
      "10:00",
    );
    // Fewest upcoming first: each has one, so Ada (booked least recently) gets the next.
    deps.clock.now = new Date("2030-01-04T12:05:00Z");
    const third = await createBooking(db, bookingRequest({ time: "14:00" }), { ip: null }, deps);
    expect(third.body.hosts.map((h) => h.slug)).toEqual([ada.slug]);
  });

  it("N parallel bookings of one time with K free hosts: K succeed, each on another host", async () => {
    const handle =
      driver === "postgres"
        ? await openDatabase({ driver: "postgres", url: current().url!, poolSize: 12 })
        : null;
    const db = handle?.db ?? current().db;
    try {
      const team = [ada, ...(await addHosts(db, ["grace", "linus"]))];
      await hostType(db, "consultation", team);
      const deps = testDeps(NOW);
      const attempts = Array.from({ length: 10 }, (_, i) =>
        statusOf(
          createBooking(
            db,
            bookingRequest({ email: `racer-${i}@example.com`, time: "11:00" }),
            { ip: null },
            deps,
          ),
        ),
      );
      expect(countStatuses(await Promise.all(attempts))).toEqual({ 201: 3, 409: 7 });
      const taken = (await bookedHosts(db)).map((row) => row.host_id);
      expect(new Set(taken)).toEqual(new Set(team.map((h) => h.id)));
      expect(taken).toHaveLength(3);
      const loser = await failureOf(
        createBooking(db, bookingRequest({ time: "11:00" }), { ip: null }, deps),
      );
      expect(loser).toMatchObject({ status: 409, message: BOOKING_MESSAGES.slotTaken });
    } finally {
      await handle?.close();
    }
  });

  it("collective offers only common free times and holds every host", async () => {
    const { db } = current();
    const [grace] = await addHosts(db, ["grace"]);
    await hostType(db, "panel", [ada, grace!], "collective");
    // Grace is away on Monday morning: the panel is offered from 12:00 only.
    await db.insert(blockedSlots).values({
      hostId: grace!.id,
      blockDate: MONDAY,
      startTime: "09:00",
      endTime: "12:00",
    });
    const slots = await getSlots(db, MONDAY, new Date(NOW), "panel");
    expect(slots.slots.map((s) => s.time)).toEqual(["12:00", "13:00", "14:00", "15:00", "16:00"]);
    const deps = testDeps(NOW);
    const { body } = await createBooking(
      db,
      bookingRequest({ type: "panel", time: "12:00" }),
      { ip: null },
      deps,
    );
    expect(body.hosts.map((h) => h.slug)).toEqual([ada.slug, "grace"]);
    expect((await bookedHosts(db)).length).toBe(2);
    // Both are busy at 12:00 now, for any type they take.
    await hostType(db, "consultation", [ada, grace!]);
    expect((await getSlots(db, MONDAY, new Date(NOW))).slots.map((s) => s.time)).not.toContain(
      "12:00",
    );
    const token = body.manageUrl.split("/").pop()!;
    const managed = await managedBookingByToken(db, token, deps);
    expect(managed.hosts).toEqual([
      { name: "Host", slug: ada.slug },
      { name: "Grace", slug: "grace" },
    ]);
  });

  it("a collective booking racing a round-robin one for a shared host: exactly one wins", async () => {
    const handle =
      driver === "postgres"
        ? await openDatabase({ driver: "postgres", url: current().url!, poolSize: 8 })
        : null;
    const db = handle?.db ?? current().db;
    try {
      const [grace] = await addHosts(db, ["grace"]);
      await hostType(db, "panel", [ada, grace!], "collective");
      await hostType(db, "consultation", [grace!]);
      const deps = testDeps(NOW);
      for (const time of ["09:00", "10:00", "11:00", "13:00"]) {
        const statuses = await Promise.all(
          ["panel", "consultation"].map((type) =>
            statusOf(createBooking(db, bookingRequest({ type, time }), { ip: null }, deps)),
          ),
        );
        expect(countStatuses(statuses)).toEqual({ 201: 1, 409: 1 });
      }
      // Grace is never in two meetings at once.
      const [overlaps] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM booking_hosts a JOIN booking_hosts b
              ON a.host_id = b.host_id AND a.booking_id < b.booking_id
             AND a.status = 'confirmed' AND b.status = 'confirmed' AND a.busy_range && b.busy_range`,
      );
      expect(overlaps?.n).toBe(0);
    } finally {
      await handle?.close();
    }
  });

  it("the constraint refuses a second confirmed meeting of one host, whoever writes it", async () => {
    const { db } = current();
    const [grace] = await addHosts(db, ["grace"]);
    const row = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      contactNumber: "+44 20 7946 0000",
      bookingDate: MONDAY,
      timeSlot: "10:00",
      startsAt: new Date(`${MONDAY}T10:00:00Z`),
      endsAt: new Date(`${MONDAY}T11:00:00Z`),
      timezone: "UTC",
    };
    await db.insert(bookings).values({ ...row, hostId: ada.id });
    // Another host at the same time is fine; the same host again is not.
    await db.insert(bookings).values({ ...row, hostId: grace!.id });
    const error = await db
      .insert(bookings)
      .values({ ...row, hostId: ada.id })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(String((error as { cause?: unknown })?.cause ?? error)).toContain(
      "booking_hosts_no_overlap",
    );
  });

  it("a personal link's host narrows the times and takes the booking", async () => {
    const { db } = current();
    const [grace] = await addHosts(db, ["grace"]);
    await hostType(db, "consultation", [ada, grace!]);
    await db.execute(sql`UPDATE availability_settings SET start_time = '13:00'
                          WHERE host_id = ${grace!.id}::uuid`);
    const graceSlots = await getSlots(db, MONDAY, new Date(NOW), undefined, { host: "grace" });
    expect(graceSlots.slots.map((s) => s.time)).toEqual(["13:00", "14:00", "15:00", "16:00"]);
    const deps = testDeps(NOW);
    const { body } = await createBooking(
      db,
      bookingRequest({ time: "14:00", host: "grace" }),
      { ip: null },
      deps,
    );
    expect(body.hosts).toEqual([{ name: "Grace", slug: "grace" }]);
    // Ada is still free at 14:00, so the team still offers it.
    expect((await getSlots(db, MONDAY, new Date(NOW))).slots.map((s) => s.time)).toContain("14:00");
    for (const host of ["nobody", "linus"]) {
      if (host === "linus") await addHosts(db, ["linus"]);
      const refused = await failureOf(getSlots(db, MONDAY, new Date(NOW), undefined, { host }));
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.fields ?? {})).toEqual(["host"]);
    }
    const listed = await listPublicMeetingTypes(db);
    expect(listed.meetingTypes[0]).toMatchObject({
      assignment: "round_robin",
      hosts: [
        { name: "Host", slug: ada.slug },
        { name: "Grace", slug: "grace" },
      ],
    });
  });

  it("a block without a host closes the whole team; a host's block only that host", async () => {
    const { db } = current();
    const [grace] = await addHosts(db, ["grace"]);
    await hostType(db, "consultation", [ada, grace!]);
    await db.insert(blockedSlots).values([
      { blockDate: MONDAY, allDay: true },
      { hostId: ada.id, blockDate: TUESDAY, allDay: true },
    ]);
    const { days } = await getAvailability(db, { from: MONDAY, to: TUESDAY }, new Date(NOW));
    expect(days.map((d) => d.status)).toEqual(["closed", "available"]);
    const adaOnly = await getAvailability(
      db,
      { from: MONDAY, to: TUESDAY, host: ada.slug },
      new Date(NOW),
    );
    expect(adaOnly.days.map((d) => d.status)).toEqual(["closed", "closed"]);
  });

  it("a move keeps the host when they are free, else goes round robin to one who is", async () => {
    const { db } = current();
    const [grace] = await addHosts(db, ["grace"]);
    await hostType(db, "consultation", [ada, grace!]);
    const deps = testDeps(NOW);
    const book = (time: string) =>
      createBooking(db, bookingRequest({ time, host: ada.slug }), { ip: null }, deps);
    const { body } = await book("10:00");
    await book("14:00"); // Ada is busy at 14:00; Grace is not.
    const hostOf = async () =>
      (await db.select({ id: bookings.hostId }).from(bookings).where(eq(bookings.id, body.id)))[0]
        ?.id;
    // 14:00 is offered for the move: Grace is free then.
    const options = await moveSlots(db, { booking: { id: body.id }, now: new Date(NOW) }, MONDAY);
    expect(options.slots.map((s) => s.time)).toContain("14:00");
    await rescheduleBooking(db, body.id, { date: MONDAY, time: "15:00" }, { by: "visitor" }, deps);
    expect(await hostOf()).toBe(ada.id);
    await rescheduleBooking(db, body.id, { date: MONDAY, time: "14:00" }, { by: "visitor" }, deps);
    expect(await hostOf()).toBe(grace!.id);
    const token = body.manageUrl.split("/").pop()!;
    expect((await managedBookingByToken(db, token, deps)).hosts.map((h) => h.slug)).toEqual([
      "grace",
    ]);
    // The constraint's copy follows: Grace holds 14:00 now, Ada only her own meeting.
    const held = await queryRows<{ slug: string; starts: string }>(
      db,
      sql`SELECT hosts.slug, to_char(lower(booking_hosts.busy_range) AT TIME ZONE 'UTC', 'HH24:MI')
                 AS starts
          FROM booking_hosts JOIN hosts ON hosts.id = booking_hosts.host_id
          WHERE booking_hosts.booking_id = ${body.id}::uuid`,
    );
    expect(held).toEqual([{ slug: "grace", starts: "14:00" }]);
  });

  it("staff give a type its hosts and assignment; unknown hosts are refused by field", async () => {
    const { db } = current();
    const [grace] = await addHosts(db, ["grace"]);
    // A new type without hosts: the first host, round robin.
    const plain = await createMeetingType(db, staffActor, auditTypeInput({ slug: "plain" }));
    expect(plain).toMatchObject({ hostIds: [ada.id], assignment: "round_robin" });
    const panel = await createMeetingType(
      db,
      staffActor,
      auditTypeInput({ slug: "panel", hostIds: [grace!.id, ada.id], assignment: "collective" }),
    );
    expect(panel).toMatchObject({ hostIds: [grace!.id, ada.id], assignment: "collective" });
    // An edit without them keeps them.
    const {
      hostIds: _,
      assignment: __,
      ...rest
    } = auditTypeInput({ slug: "panel", name: "Panel" });
    const renamed = await updateMeetingType(db, staffActor, { id: panel.id, ...rest });
    expect(renamed).toMatchObject({ name: "Panel", assignment: "collective" });
    expect(renamed.hostIds).toEqual([grace!.id, ada.id]);
    const unknown = await failureOf(
      createMeetingType(
        db,
        staffActor,
        auditTypeInput({ slug: "ghost", hostIds: ["7a0f9b4e-2d1c-4f4e-9a51-3c2b1a0f9e8d"] }),
      ),
    );
    expect(unknown).toMatchObject({
      status: 422,
      fields: { hostIds: "Choose hosts from the Team tab's list" },
    });
    expect(() => auditTypeInput({ slug: "none", hostIds: [] })).toThrow("Choose at least one host");
  });

  it("a host who stops taking meetings is left out at once", async () => {
    const { db } = current();
    const [grace] = await addHosts(db, ["grace"]);
    await hostType(db, "consultation", [grace!]);
    expect((await getSlots(db, MONDAY, new Date(NOW))).slots).toHaveLength(8);
    await db.update(hosts).set({ active: false }).where(eq(hosts.id, grace!.id));
    expect((await getSlots(db, MONDAY, new Date(NOW))).slots).toEqual([]);
  });
});
