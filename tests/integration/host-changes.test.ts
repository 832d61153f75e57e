// When a meeting changes hands (ADR 0088): the guests hear of a reassignment like the visitor, a
// round-robin move to a time its host is not free tells both hosts, and the CSV names the hosts.
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { bookingFilterSchema } from "@/lib/schemas/admin";
import { reassignBookingSchema } from "@/lib/schemas/reassign";
import { bookingsToCsv } from "@/server/bookings/bookings-csv";
import { createBooking } from "@/server/bookings/create-booking";
import { listAllBookings } from "@/server/bookings/list-bookings";
import { reassignBooking } from "@/server/bookings/reassign-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { bookingReassignments } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { staffActor } from "../support/admin-fixtures";
import { csvRecords } from "../support/csv";
import { describeEachDriver } from "../support/test-database";
import { bookingRequest, icsOf, resetBookingData, testDeps } from "./booking-helpers";
import { addHosts, claimHost, firstHost, type Host, hostType } from "./host-helpers";

const NOW = "2030-01-04T12:00:00Z"; // the Friday before Monday 7 January 2030
const MONDAY = "2030-01-07";
const GUEST = "guest@example.org";

const mailsTo = (sent: Email[], address: string) =>
  sent.filter((mail) => [mail.to].flat().some((to) => to.toLowerCase() === address));
const unfolded = (mail: Email) => icsOf(mail).replace(/\r\n[ \t]/g, "");

describeEachDriver("a meeting changing hands", (current) => {
  let ada: Host;
  let grace: Host;
  const emails = { ada: "", grace: "" };

  beforeEach(async () => {
    const { db } = current();
    await resetBookingData(db, "UTC");
    await db.execute(sql`DELETE FROM hosts WHERE id <> first_host_id()`);
    await db.execute(sql`UPDATE hosts SET admin_user_id = NULL, name = 'Ada'`);
    ada = await firstHost(db);
    [grace] = (await addHosts(db, ["grace"])) as [Host];
    emails.ada = await claimHost(db, ada, "ada");
    emails.grace = await claimHost(db, grace, "grace");
    await hostType(db, "consultation", [ada, grace]);
  });

  const book = async (deps: ReturnType<typeof testDeps>, time: string, guests: string[] = []) => {
    const request = bookingRequest({ time, host: ada.slug, guests });
    const made = await createBooking(current().db, request, { ip: null }, deps);
    await made.deliver?.();
    return made.body.id as string;
  };

  it("a reassignment sends the guests the updated invitation, as the visitor", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const id = await book(deps, "10:00", [GUEST]);
    deps.sent.length = 0;
    const input = reassignBookingSchema.parse({ id, hostId: grace.id });
    await (await reassignBooking(db, input, staffActor, deps)).deliver();
    const [mail, ...more] = mailsTo(deps.sent, GUEST);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^New host: meeting with /);
    expect(mail?.text).toContain("now with Grace");
    const ics = unfolded(mail!);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:booking-${id}@`);
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toMatch(new RegExp(`^ORGANIZER;.*mailto:${emails.grace}$`, "im"));
  });

  it("a move that lands on another host tells the one taken off and the one assigned", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const id = await book(deps, "10:00");
    await book(deps, "14:00"); // Ada is busy at 14:00; Grace is not.
    deps.sent.length = 0;
    // Ada is free at 15:00: she keeps it, and no host hears of a handover.
    const keep = { date: MONDAY, time: "15:00" };
    await (await rescheduleBooking(db, id, keep, { by: "visitor" }, deps)).deliver();
    expect(deps.sent.map((mail) => mail.subject)).not.toContainEqual(
      expect.stringMatching(/taken off|assigned to you/),
    );
    deps.sent.length = 0;

    const move = { date: MONDAY, time: "14:00" };
    await (await rescheduleBooking(db, id, move, { by: "visitor" }, deps)).deliver();
    const [takenOff] = mailsTo(deps.sent, emails.ada).filter((m) => /taken off/.test(m.subject));
    expect(takenOff?.text).toContain("It moved to a time you are not free, so Grace hosts it now");
    expect(icsOf(takenOff!)).toContain("METHOD:CANCEL");
    const [assigned] = mailsTo(deps.sent, emails.grace).filter((m) =>
      /^Meeting assigned to you/.test(m.subject),
    );
    expect(assigned?.text).toContain("It moved to a time Ada is not free, so it is yours now");
    expect(unfolded(assigned!)).toContain("METHOD:REQUEST");
    const rows = await db
      .select({ from: bookingReassignments.fromHostId, moved: bookingReassignments.moved })
      .from(bookingReassignments)
      .where(eq(bookingReassignments.bookingId, id));
    expect(rows).toEqual([{ from: ada.id, moved: true }]);
  });

  it("the CSV's hosts column names each meeting's hosts, its own first", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    await book(deps, "10:00");
    await hostType(db, "consultation", [grace, ada], "collective");
    await createBooking(db, bookingRequest({ time: "11:00" }), { ip: null }, deps);
    const rows = await listAllBookings(db, bookingFilterSchema.parse({}), new Date(NOW));
    const records = csvRecords(bookingsToCsv(rows));
    expect(records.map((r) => [r.time_slot, r.hosts])).toEqual([
      ["10:00", "Ada"],
      ["11:00", "Grace; Ada"],
    ]);
  });
});
