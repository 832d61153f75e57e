// What a meeting's hosts receive (ADR 0088), end to end: a collective meeting booked through the
// public API lands in each host's own CalDAV destination (two Radicale accounts) naming them as
// ORGANIZER and ATTENDEEs, and both hosts get the notice; a reassignment mails both hosts, moves
// the event from the old host's calendar to the new one's and sends the visitor the invitation
// again under the same UID, one SEQUENCE higher. Its hosts and types are its own, switched off at
// the end, so other specs are offered the times they expect.
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "@/server/db";
import { calendarConnections, hosts, meetingTypes } from "@/server/db/schema";
import { adminApi, signInAsOwner } from "./admin-helpers";
import { bookThroughApi } from "./booking-helpers";
import { mailApiUrl } from "./config";
import { type CapturedMail, expect, mailbox, test, uniqueEmail } from "./fixtures";
import { freeSlot } from "./free-slot";
import { makeHost, makeType, type TeamHost } from "./team-helpers";

interface Account {
  username: string;
  password: string;
}
type Services = { radicale: Account & { url: string; second: Account } };
const services = async (): Promise<Services> =>
  (await fetch(`${mailApiUrl}/calendars`)).json() as Promise<Services>;

/**
 * Connects a Radicale account as the signed-in owner, gives the connection to the host (the
 * host picker on the Calendars tab is the admin UI's part), and makes `calendar` its destination.
 */
async function connectDestination(
  page: Parameters<typeof signInAsOwner>[0],
  db: Database,
  host: TeamHost,
  account: Account & { url: string },
  /** The calendar's display name: "Work" or "Private". */
  calendar: string,
) {
  const added = await adminApi(page.request, "POST", "/api/admin/calendars", {
    kind: "caldav",
    name: `Radicale ${host.name}`,
    serverUrl: account.url,
    username: account.username,
    password: account.password,
  });
  expect(added.status(), await added.text()).toBe(201);
  const { calendar: connected } = (await added.json()) as {
    calendar: { id: string; sources: { id: string; displayName: string }[] };
  };
  const { id } = connected;
  await db
    .update(calendarConnections)
    .set({ hostId: host.id })
    .where(eq(calendarConnections.id, id));
  const source = connected.sources.find((s) => s.displayName === calendar);
  const saved = await adminApi(page.request, "PATCH", `/api/admin/calendars/${id}`, {
    destinationSourceId: source?.id,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return id;
}

/** The event with this UID in an account's calendar, unfolded, or null when there is none. */
async function storedEvent(account: Account & { url: string }, calendar: string, uid: string) {
  const url = `${account.url}${account.username}/${calendar}/${encodeURIComponent(uid)}.ics`;
  const authorization = `Basic ${Buffer.from(`${account.username}:${account.password}`).toString("base64")}`;
  const response = await fetch(url, { headers: { authorization } });
  return response.ok ? (await response.text()).replace(/\r\n[ \t]/g, "") : null;
}

const inviteOf = (mail: CapturedMail) =>
  (mail.attachments.find((a) => a.filename.endsWith(".ics"))?.content ?? "").replace(
    /\r\n[ \t]/g,
    "",
  );
const uidOf = (ics: string) => /^UID:(\S+)/m.exec(ics)?.[1] ?? "";
const sequenceOf = (ics: string) => Number(/^SEQUENCE:(\d+)/m.exec(ics)?.[1]);
const names = (ics: string, property: "ORGANIZER" | "ATTENDEE", email: string) =>
  new RegExp(`^${property};[^\\r\\n]*mailto:${email.replace(/[.+]/g, "\\$&")}$`, "im").test(ics);

test.describe("team delivery", () => {
  test("a collective meeting reaches both hosts' calendars and inboxes; a reassignment moves it", async ({
    page,
    db,
  }) => {
    test.setTimeout(180_000);
    const tag = randomUUID().slice(0, 6);
    const { radicale } = await services();
    const second = { ...radicale.second, url: radicale.url };
    const [ada, grace, alan] = [
      await makeHost(db, "Ada", tag),
      await makeHost(db, "Grace", tag),
      await makeHost(db, "Alan", tag),
    ] as [TeamHost, TeamHost, TeamHost];
    const collective = `delivery-team-${tag}`;
    const roundRobin = `delivery-rr-${tag}`;
    await makeType(db, collective, [ada, grace], "collective");
    await makeType(db, roundRobin, [ada, alan], "round_robin");
    const connections: string[] = [];
    try {
      await signInAsOwner(page);
      connections.push(await connectDestination(page, db, ada, radicale, "Work"));
      connections.push(await connectDestination(page, db, grace, second, "Work"));
      connections.push(await connectDestination(page, db, alan, radicale, "Private"));

      // A collective meeting: in Ada's and Grace's calendars, each naming both hosts.
      const visitor = uniqueEmail("team-visitor");
      const booked = await bookThroughApi(page.request, {
        email: visitor,
        type: collective,
        ...(await freeSlot(db)),
      });
      expect(booked.status(), await booked.text()).toBe(201);
      const confirmation = await mailbox.waitFor(visitor, (m) =>
        m.subject.startsWith("Your meeting is booked"),
      );
      expect(confirmation.text).toContain(`${ada.name} and ${grace.name}`);
      const uid = uidOf(inviteOf(confirmation));
      expect(uid).toMatch(/^booking-[0-9a-f-]{36}@/);
      for (const [account, calendar] of [
        [radicale, "work"],
        [second, "work"],
      ] as const) {
        await expect
          .poll(async () => (await storedEvent(account, calendar, uid)) ?? "", { timeout: 60_000 })
          .toContain(`UID:${uid}`);
        const ics = (await storedEvent(account, calendar, uid))!;
        expect(names(ics, "ORGANIZER", ada.email)).toBe(true);
        for (const email of [ada.email, grace.email, visitor])
          expect(names(ics, "ATTENDEE", email), email).toBe(true);
        expect(ics).toContain("SCHEDULE-AGENT=CLIENT");
      }
      for (const host of [ada, grace])
        await mailbox.waitFor(host.email, (m) => m.subject.startsWith("New booking"));

      // A round-robin meeting of Ada and Alan, handed from whoever took it to the other.
      const guest = uniqueEmail("rr-visitor");
      const made = await bookThroughApi(page.request, {
        email: guest,
        type: roundRobin,
        ...(await freeSlot(db)),
      });
      expect(made.status(), await made.text()).toBe(201);
      const { id } = (await made.json()) as { id: string };
      const first = await mailbox.waitFor(guest, (m) =>
        m.subject.startsWith("Your meeting is booked"),
      );
      const firstInvite = inviteOf(first);
      const [from, to] = names(firstInvite, "ORGANIZER", ada.email) ? [ada, alan] : [alan, ada];
      const calendarOf = (host: TeamHost) => (host === ada ? "work" : "private");
      await expect
        .poll(
          async () => (await storedEvent(radicale, calendarOf(from), uidOf(firstInvite))) ?? "",
          {
            timeout: 60_000,
          },
        )
        .toContain("SEQUENCE:0");

      const foreign = await adminApi(page.request, "POST", `/api/admin/bookings/${id}/reassign`, {
        hostId: grace.id,
      });
      expect(foreign.status(), "a host who does not take the type").toBe(422);
      expect((await foreign.json()).fields).toHaveProperty("hostId");
      const reassigned = await adminApi(
        page.request,
        "POST",
        `/api/admin/bookings/${id}/reassign`,
        {
          hostId: to.id,
        },
      );
      expect(reassigned.status(), await reassigned.text()).toBe(200);
      expect((await reassigned.json()).booking.hosts).toEqual([
        { id: to.id, name: to.name, slug: expect.any(String) },
      ]);

      await mailbox.waitFor(from.email, (m) => m.subject.startsWith("Meeting taken off you"));
      await mailbox.waitFor(to.email, (m) => m.subject.startsWith("Meeting assigned to you"));
      const updated = await mailbox.waitFor(guest, (m) =>
        m.subject.includes(`now with ${to.name}`),
      );
      const updatedInvite = inviteOf(updated);
      expect(uidOf(updatedInvite)).toBe(uidOf(firstInvite));
      expect(sequenceOf(updatedInvite)).toBe(sequenceOf(firstInvite) + 1);
      expect(names(updatedInvite, "ORGANIZER", to.email)).toBe(true);
      await expect
        .poll(async () => (await storedEvent(radicale, calendarOf(to), uidOf(firstInvite))) ?? "", {
          timeout: 60_000,
        })
        .toContain(`SEQUENCE:${sequenceOf(firstInvite) + 1}`);
      await expect
        .poll(async () => storedEvent(radicale, calendarOf(from), uidOf(firstInvite)), {
          timeout: 60_000,
        })
        .toBeNull();
    } finally {
      // Leave the shared site as the other specs expect it: none of this spec's hosts or types.
      await db
        .update(meetingTypes)
        .set({ active: false })
        .where(inArray(meetingTypes.slug, [collective, roundRobin]));
      await db
        .update(hosts)
        .set({ active: false })
        .where(inArray(hosts.id, [ada.id, grace.id, alan.id]));
      if (connections.length > 0)
        await db.delete(calendarConnections).where(inArray(calendarConnections.id, connections));
    }
  });
});
