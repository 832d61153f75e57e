// What a typed time (ADR 0068) falls on when a type has several hosts (ADR 0088), on both
// databases: round robin checks the hosts in booking's order and names the one the meeting goes
// to (and booking then takes that host); collective says every host's notes, each by name; a move
// keeps checking its own host(s).
import { beforeEach, expect, it } from "vitest";
import { STAFF_TIME_MESSAGES, staffBookingSchema } from "@/lib/schemas/manage";
import { checkTypedTime } from "@/server/bookings/check-typed-time";
import { createBookingAsStaff } from "@/server/bookings/create-booking-as-staff";
import type { Database } from "@/server/db";
import { blockedSlots, weeklyBreaks } from "@/server/db/schema";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { failureOf, testDeps } from "./booking-helpers";
import { firstHostAndGrace, type Host, hostType } from "./host-helpers";

const NOW = new Date("2030-01-04T12:00:00Z"); // the Friday before
const MONDAY = "2030-01-07";
const LUNCH = "Inside the break 12:00 PM–1:00 PM (Lunch)";

let booked = 0;
/** Staff book someone at a typed time on Monday; the answer names the hosts it holds. */
function bookAt(db: Database, time: string, lastName = `Person${++booked}`) {
  const input = staffBookingSchema.parse({
    firstName: "Jo",
    lastName,
    email: `typed-${booked}@example.com`,
    contactNumber: "+44 20 7946 0958",
    date: MONDAY,
    time,
    anyTime: true,
  });
  return createBookingAsStaff(db, staffActor, input, testDeps(NOW.toISOString()));
}

/** A host's Monday lunch, 12:00–13:00. */
const lunchOn = (db: Database, host: Host) =>
  db
    .insert(weeklyBreaks)
    .values({ hostId: host.id, days: [1], startTime: "12:00", endTime: "13:00", label: "Lunch" });

describeEachDriver("typed time check with several hosts", (current) => {
  let ada: Host;
  let grace: Host;

  beforeEach(async () => {
    const { db } = current();
    [ada, grace] = await firstHostAndGrace(db);
  });

  const check = (time: string, extra: { bookingId?: string } = {}) =>
    checkTypedTime(current().db, { date: MONDAY, time, ...extra }, NOW);

  it("round robin names the host the meeting goes to, and booking takes them", async () => {
    const { db } = current();
    await hostType(db, "consultation", [ada, grace]);
    await lunchOn(db, ada);
    // Ada comes first in round robin's order, but her lunch is then: Grace is free.
    expect(await check("12:30")).toEqual({
      start: `${MONDAY}T12:30:00.000Z`,
      end: `${MONDAY}T13:30:00.000Z`,
      refusal: null,
      notes: [],
      host: { name: "Grace", slug: "grace" },
    });
    expect((await bookAt(db, "12:30", "First")).body.hosts).toEqual([
      { name: "Grace", slug: "grace" },
    ]);
    // Grace is taken now; Ada's lunch does not stop a typed time, so it would go to her.
    expect(await check("12:30")).toMatchObject({
      refusal: null,
      notes: [STAFF_TIME_MESSAGES.noHostFree, LUNCH],
      host: { name: "Host", slug: ada.slug },
    });
    expect((await bookAt(db, "12:30", "Second")).body.hosts).toEqual([
      { name: "Host", slug: ada.slug },
    ]);
    // Both are taken: refused, with the notes of the first host in round robin's order.
    const full = await check("12:30");
    expect(full).toMatchObject({ refusal: STAFF_TIME_MESSAGES.overlaps, host: null });
    expect(full.notes[0]).toBe(STAFF_TIME_MESSAGES.noHostFree);
    expect(full.notes[1]).toMatch(
      /^Overlaps the meeting with Jo (First|Second) \(12:30 PM–1:30 PM\)$/,
    );
    expect(await failureOf(bookAt(db, "12:30"))).toMatchObject({ status: 409 });
  });

  it("collective says each host's notes by name, shared ones once", async () => {
    const { db } = current();
    await hostType(db, "consultation", [ada, grace], "collective");
    await lunchOn(db, grace);
    // A block without a host is the whole team's.
    await db
      .insert(blockedSlots)
      .values({ blockDate: MONDAY, allDay: false, startTime: "14:00", endTime: "16:00" });
    expect(await check("12:30")).toEqual({
      start: `${MONDAY}T12:30:00.000Z`,
      end: `${MONDAY}T13:30:00.000Z`,
      refusal: null,
      notes: [`Grace: ${LUNCH}`],
    });
    expect((await check("14:30")).notes).toEqual(["Inside the block 2:00 PM–4:00 PM"]);
    const meeting = await bookAt(db, "10:00", "Team");
    expect(meeting.body.hosts).toHaveLength(2);
    expect(await check("10:30")).toMatchObject({
      refusal: STAFF_TIME_MESSAGES.overlaps,
      notes: ["Overlaps the meeting with Jo Team (10:00 AM–11:00 AM)"],
    });
    // Moving it reads both its hosts' schedules, itself not counted.
    expect((await check("10:30", { bookingId: meeting.body.id })).notes).toEqual([]);
    expect((await check("12:30", { bookingId: meeting.body.id })).notes).toEqual([
      `Grace: ${LUNCH}`,
    ]);
  });

  it("a round-robin move checks its own host only, as a typed move keeps it", async () => {
    const { db } = current();
    await hostType(db, "consultation", [ada, grace]);
    const meeting = await bookAt(db, "10:00");
    expect(meeting.body.hosts).toEqual([{ name: "Host", slug: ada.slug }]);
    await lunchOn(db, ada);
    // Grace is free then, but the meeting stays Ada's: her lunch is what it runs into.
    expect(await check("12:30", { bookingId: meeting.body.id })).toEqual({
      start: `${MONDAY}T12:30:00.000Z`,
      end: `${MONDAY}T13:30:00.000Z`,
      refusal: null,
      notes: [LUNCH],
    });
  });
});
