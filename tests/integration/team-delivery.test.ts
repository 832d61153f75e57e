// What a meeting's hosts receive (ADR 0088): notices addressed to them, the invitation naming
// them, the admin list's hosts and the reassignment, on both databases.
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { bookingFilterSchema } from "@/lib/schemas/admin";
import { REASSIGN_MESSAGES, reassignBookingSchema } from "@/lib/schemas/reassign";
import { createBooking } from "@/server/bookings/create-booking";
import { listBookings } from "@/server/bookings/list-bookings";
import { reassignBooking } from "@/server/bookings/reassign-booking";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/rows";
import { auditLog, bookings } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import {
  bookingRequest,
  failureOf,
  icsOf,
  resetBookingData,
  testDeps,
  withWebhookEndpoint,
} from "./booking-helpers";
import { addHosts, claimHost, firstHost, type Host, hostType } from "./host-helpers";

const NOW = "2030-01-04T12:00:00Z"; // the Friday before Monday 7 January 2030
const STAFF = "staff@agency.test";

const recipients = (mail: Email) => [mail.to].flat().map((to) => to.toLowerCase());
const mailsTo = (sent: Email[], address: string) =>
  sent.filter((mail) => recipients(mail).includes(address.toLowerCase()));
const unfolded = (mail: Email) => icsOf(mail).replace(/\r\n[ \t]/g, "");

describeEachDriver("team delivery", (current) => {
  let ada: Host;
  let grace: Host;
  let alan: Host;
  const emails = { ada: "", grace: "", alan: "" };

  beforeEach(async () => {
    const { db } = current();
    await resetBookingData(db, "UTC");
    await db.execute(sql`DELETE FROM hosts WHERE id <> first_host_id()`);
    await db.execute(sql`UPDATE hosts SET admin_user_id = NULL`);
    ada = await firstHost(db);
    [grace, alan] = (await addHosts(db, ["grace", "alan"])) as [Host, Host];
    emails.ada = await claimHost(db, ada, "ada");
    emails.grace = await claimHost(db, grace, "grace");
    emails.alan = await claimHost(db, alan, "alan");
  });

  const book = async (db: Database, deps: ReturnType<typeof testDeps>, time = "10:00") => {
    const made = await createBooking(db, bookingRequest({ time }), { ip: null }, deps);
    await made.deliver?.();
    return made.body.id as string;
  };

  it("sends the notices to every host of a collective meeting and STAFF_EMAIL, once each", async () => {
    const { db } = current();
    await hostType(db, "consultation", [ada, grace], "collective");
    const deps = testDeps(NOW, { staffEmail: STAFF });
    await book(db, deps);
    const notice = deps.sent.find((mail) => mail.subject.startsWith("New booking"));
    expect(notice && recipients(notice).sort()).toEqual(
      [emails.ada, emails.grace, STAFF].map((a) => a.toLowerCase()).sort(),
    );
    const confirmation = deps.sent.find((mail) =>
      mail.subject.startsWith("Your meeting is booked"),
    );
    expect(confirmation?.text).toMatch(/With\W+Host and Grace/);
    const ics = unfolded(confirmation!);
    expect(ics).toMatch(new RegExp(`^ORGANIZER;.*mailto:${emails.ada}$`, "im"));
    for (const address of [emails.ada, emails.grace])
      expect(ics).toMatch(new RegExp(`^ATTENDEE;.*mailto:${address}$`, "im"));
  });

  it("reassigns to a free host: 200, both hosts told, the visitor's invitation updated", async () => {
    const { db } = current();
    await hostType(db, "consultation", [ada, grace, alan]);
    const deps = testDeps(NOW, { staffEmail: STAFF });
    const id = await book(db, deps);
    const [before] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(before?.hostId).toBe(ada.id);
    deps.sent.length = 0;

    let reassigned: Awaited<ReturnType<typeof reassignBooking>> | undefined;
    const events = await withWebhookEndpoint(db, "booking.reassigned", async () => {
      reassigned = await reassignBooking(
        db,
        reassignBookingSchema.parse({ id, hostId: grace.id }),
        staffActor,
        deps,
      );
    });
    const { booking, deliver } = reassigned!;
    await deliver();
    expect(booking.hosts.map((h) => h.id)).toEqual([grace.id]);
    const [after] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(after?.hostId).toBe(grace.id);
    expect(after?.calendarSequence).toBe(before!.calendarSequence + 1);

    const [visitorMail] = mailsTo(deps.sent, before!.email);
    expect(visitorMail?.subject).toMatch(/now with Grace/);
    const ics = unfolded(visitorMail!);
    expect(ics).toContain(`UID:booking-${id}@`);
    expect(ics).toContain(`SEQUENCE:${before!.calendarSequence + 1}`);
    expect(ics).toMatch(new RegExp(`^ORGANIZER;.*mailto:${emails.grace}$`, "im"));
    expect(ics).not.toContain(emails.ada);
    expect(mailsTo(deps.sent, emails.ada).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Meeting taken off you/),
    ]);
    expect(icsOf(mailsTo(deps.sent, emails.ada)[0]!)).toContain("METHOD:CANCEL");
    expect(mailsTo(deps.sent, emails.grace).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Meeting assigned to you/),
    ]);
    expect(mailsTo(deps.sent, STAFF).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Meeting assigned to you/),
    ]);

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({
      action: "booking.reassigned",
      before: { hostId: ada.id, host: "Host" }, // the first host, as migration 0037 names it
      after: { hostId: grace.id, host: "Grace" },
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "booking.reassigned",
      data: { hosts: [{ name: "Grace", slug: "grace" }], previousHost: { slug: ada.slug } },
    });

    // The list names the hosts, and filters by one.
    const page = await listBookings(
      db,
      bookingFilterSchema.parse({ host: grace.id }),
      new Date(NOW),
    );
    expect(page.rows.map((row) => [row.id, row.hosts])).toEqual([
      [id, [{ id: grace.id, name: "Grace", slug: "grace" }]],
    ]);
    const none = await listBookings(db, bookingFilterSchema.parse({ host: ada.id }), new Date(NOW));
    expect(none.rows).toEqual([]);
  });

  it("refuses a busy host (409), an unknown or foreign one (422) and a past meeting", async () => {
    const { db } = current();
    await hostType(db, "consultation", [ada, grace]);
    const deps = testDeps(NOW);
    const first = await book(db, deps); // Ada
    await book(db, deps); // Grace, the same time: Ada is taken
    const reassign = (hostId: string, id = first) =>
      failureOf(reassignBooking(db, reassignBookingSchema.parse({ id, hostId }), staffActor, deps));
    expect(await reassign(grace.id)).toMatchObject({
      status: 409,
      fields: { hostId: REASSIGN_MESSAGES.hostBusy },
    });
    expect(await reassign(crypto.randomUUID())).toMatchObject({
      status: 422,
      fields: { hostId: expect.any(String) },
    });
    expect(await reassign(alan.id)).toMatchObject({
      status: 422,
      fields: { hostId: "This host does not take this type of meeting" },
    });
    expect(await reassign(ada.id)).toMatchObject({ status: 422 });
    deps.clock.now = new Date("2030-01-07T10:30:00Z");
    expect(await reassign(alan.id)).toMatchObject({
      status: 422,
      message: REASSIGN_MESSAGES.notUpcoming,
    });
  });

  it("swaps one host of a collective meeting, named by replaceHostId", async () => {
    const { db } = current();
    // Booked while the type was Ada and Grace's; then Alan joins the type, free at that time.
    await hostType(db, "consultation", [ada, grace], "collective");
    const deps = testDeps(NOW);
    const id = await book(db, deps);
    await hostType(db, "consultation", [ada, grace, alan], "collective");
    const input = (replaceHostId?: string) =>
      reassignBookingSchema.parse({ id, hostId: alan.id, replaceHostId });
    expect(await failureOf(reassignBooking(db, input(), staffActor, deps))).toMatchObject({
      status: 422,
      fields: { replaceHostId: REASSIGN_MESSAGES.replaceHost },
    });
    const { booking } = await reassignBooking(db, input(grace.id), staffActor, deps);
    expect(booking.hosts.map((h) => h.id)).toEqual([ada.id, alan.id]);
    const held = await queryRows<{ host_id: string }>(
      db,
      sql`SELECT host_id FROM booking_hosts WHERE booking_id = ${id}::uuid ORDER BY host_id`,
    );
    expect(held.map((h) => h.host_id).sort()).toEqual([ada.id, alan.id].sort());
  });
});
