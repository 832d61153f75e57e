// Each host's own meeting link template (ADR 0088): a new booking's link comes from its own host's
// template, else from MEETING_URL_TEMPLATE; set and cleared through the hosts admin API's rules.
import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { updateHostSchema } from "@/lib/schemas/hosts";
import { createBooking } from "@/server/bookings/create-booking";
import { listHosts, updateHost } from "@/server/hosts/hosts";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { bookingRequest, testDeps } from "./booking-helpers";
import { firstHostAndGrace, type Host, hostType } from "./host-helpers";

const NOW = "2030-01-04T12:00:00Z";
const SITE = "https://meet.example.com/agency-{id}";
const GRACE = "https://video.example.org/grace/{id}";

describeEachDriver("a host's own meeting link", (current) => {
  let ada: Host;
  let grace: Host;

  beforeEach(async () => {
    const { db } = current();
    [ada, grace] = await firstHostAndGrace(db);
    await db.execute(sql`UPDATE hosts SET meeting_url_template = NULL`);
  });

  const setTemplate = (id: string, meetingUrlTemplate: unknown) =>
    updateHost(current().db, staffActor, updateHostSchema.parse({ id, meetingUrlTemplate }));

  it("is set, listed and cleared by the admin API, held to the site template's rule", async () => {
    const { db } = current();
    expect(await setTemplate(grace.id, ` ${GRACE} `)).toMatchObject({ meetingUrlTemplate: GRACE });
    const listed = await listHosts(db);
    expect(listed.find((h) => h.id === grace.id)?.meetingUrlTemplate).toBe(GRACE);
    expect(listed.find((h) => h.id === ada.id)?.meetingUrlTemplate).toBeNull();
    for (const bad of ["http://meet.example.com/{id}", "meet.example.com/{id}", 42]) {
      const parsed = updateHostSchema.safeParse({ id: grace.id, meetingUrlTemplate: bad });
      expect(parsed.error?.issues[0]?.path).toEqual(["meetingUrlTemplate"]);
    }
    // A blank field (the form) and null (the API) both clear it.
    expect(await setTemplate(grace.id, "")).toMatchObject({ meetingUrlTemplate: null });
    await setTemplate(grace.id, GRACE);
    expect(await setTemplate(grace.id, null)).toMatchObject({ meetingUrlTemplate: null });
    // The database refuses what the schema would, whatever path writes it.
    await expect(
      db.execute(sql`UPDATE hosts SET meeting_url_template = 'http://x.test/{id}'`),
    ).rejects.toThrow();
  });

  it("a new booking's link is its own host's template, else the site's", async () => {
    const { db } = current();
    await setTemplate(grace.id, GRACE);
    await hostType(db, "consultation", [ada, grace]);
    const deps = testDeps(NOW, { meetingUrlTemplate: SITE });
    const first = await createBooking(db, bookingRequest({ time: "10:00" }), { ip: null }, deps);
    expect(first.body.hosts.map((h) => h.slug)).toEqual([ada.slug]);
    expect(first.body.meetingLink).toBe(SITE.replace("{id}", first.body.id));
    const second = await createBooking(db, bookingRequest({ time: "10:00" }), { ip: null }, deps);
    expect(second.body.hosts.map((h) => h.slug)).toEqual(["grace"]);
    expect(second.body.meetingLink).toBe(GRACE.replace("{id}", second.body.id));
    // Without a site template, a host without one of their own gives no link yet.
    const bare = testDeps(NOW, { meetingUrlTemplate: undefined });
    const third = await createBooking(db, bookingRequest({ time: "11:00" }), { ip: null }, bare);
    expect(third.body.hosts.map((h) => h.slug)).toEqual([ada.slug]);
    expect(third.body.meetingLink).toBeNull();
  });

  it("a collective meeting's link is its own (first) host's", async () => {
    const { db } = current();
    await setTemplate(grace.id, GRACE);
    await hostType(db, "consultation", [grace, ada], "collective");
    const deps = testDeps(NOW, { meetingUrlTemplate: SITE });
    const made = await createBooking(db, bookingRequest({ time: "10:00" }), { ip: null }, deps);
    expect(made.body.hosts.map((h) => h.slug)).toEqual(["grace", ada.slug]);
    expect(made.body.meetingLink).toBe(GRACE.replace("{id}", made.body.id));
  });
});
