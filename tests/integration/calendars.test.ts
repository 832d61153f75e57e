// Issue 13 wired end to end: connections in the database, the refresh job, busy periods in the
// slot engine and the booking recheck, and bookings written to a real CalDAV server (Radicale).
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { makeCalendar } from "tsdav";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { getSlots } from "@/server/availability/public-availability";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { createBooking } from "@/server/bookings/create-booking";
import { setMeetingLink } from "@/server/bookings/set-meeting-link";
import { findEventByUid, putEvent } from "@/server/calendars/caldav-events";
import { addCalendar, removeCalendar, updateCalendar } from "@/server/calendars/calendar-admin";
import type { CalendarDeps } from "@/server/calendars/calendar-config";
import { inviteUid } from "@/server/calendars/calendar-invite";
import {
  armMissingCalendarRefreshes,
  CALENDAR_JOBS,
  calendarJobHandlers,
} from "@/server/calendars/calendar-jobs";
import { listCalendars, refreshCalendarNow } from "@/server/calendars/calendar-list";
import type { Database } from "@/server/db/client";
import {
  auditLog,
  calendarBusyPeriods,
  calendarConnections,
  scheduledJobs,
} from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { runDueJobs } from "@/server/jobs/job-queue";
import { staffActor } from "../support/admin-fixtures";
// @ts-expect-error: plain ESM helper
import { startRadicale } from "../support/radicale-server.mjs";
import { describeEachDriver } from "../support/test-database";
import { bookingRequest, failureOf, resetBookingData, testDeps } from "./booking-helpers";

const NOW = "2030-01-02T08:00:00Z";
const MONDAY = "2030-01-07";
const APP_URL = "https://agency.test";

/** A feed whose body and status the test sets; ETag from the body, 304 on If-None-Match. */
const feed = { status: 200, body: "", requests: 0 };
let feedServer: http.Server;
let feedUrl = "";

const ics = (events: { uid: string; start: string; end: string }[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//tests//EN",
    ...events.flatMap((e) => [
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      "DTSTAMP:20300101T000000Z",
      `DTSTART:${e.start}`,
      `DTEND:${e.end}`,
      "SUMMARY:Private",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

type Radicale = { url: string; username: string; password: string; stop(): Promise<void> };
let radicale: Radicale;

beforeAll(async () => {
  feedServer = http.createServer((req, res) => {
    feed.requests += 1;
    const etag = `"${createHash("sha1").update(feed.body).digest("hex")}"`;
    if (feed.status !== 200) {
      res.writeHead(feed.status);
      return res.end("broken");
    }
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, { etag });
      return res.end();
    }
    res.writeHead(200, { "content-type": "text/calendar", etag });
    res.end(feed.body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/team.ics`;
  radicale = await startRadicale();
  const auth = `Basic ${Buffer.from(`${radicale.username}:${radicale.password}`).toString("base64")}`;
  for (const [slug, name] of [
    ["work", "Work"],
    ["private", "Private"],
  ])
    await makeCalendar({
      url: `${radicale.url}${radicale.username}/${slug}/`,
      props: { "d:displayname": name },
      headers: { authorization: auth },
    });
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => feedServer?.close(resolve));
  await radicale?.stop();
});

function calendarDeps(clock: { now: Date }, sent: Email[]): CalendarDeps {
  return {
    config: {
      refreshMinutes: 5,
      // The feed and Radicale listen on 127.0.0.1: passed in, as CALENDAR_ALLOW_PRIVATE_HOSTS does.
      limits: { allowPrivateHosts: true, timeoutMs: 5_000 },
      authSecret: "calendar-tests-auth-secret-0123456789abcdef",
      appUrl: APP_URL,
      staffEmail: "staff@agency.test",
    },
    send: async (email) => {
      sent.push(email);
    },
    now: () => clock.now,
  };
}

describeEachDriver("calendar connections", (current) => {
  beforeEach(async () => {
    const { db } = current();
    await resetBookingData(db);
    await db.delete(calendarConnections);
    await db.delete(auditLog);
    feed.status = 200;
    feed.body = ics([
      { uid: "lunch@elsewhere", start: "20300107T110000Z", end: "20300107T120000Z" },
      // One of our own bookings in the team's calendar: busy through the bookings table only.
      {
        uid: inviteUid("11111111-2222-4333-8444-555555555555", APP_URL),
        start: "20300107T130000Z",
        end: "20300107T140000Z",
      },
    ]);
  });

  const setup = () => {
    const deps = testDeps(NOW, { appUrl: APP_URL });
    const calendar = calendarDeps(deps.clock, deps.sent);
    return { db: current().db, deps, calendar };
  };
  const slotTimes = async (db: Database, now: Date) =>
    (await getSlots(db, MONDAY, now)).slots.map((s) => s.time);

  it("a feed is synced on connect: its busy hour leaves the slots and the booking recheck", async () => {
    const { db, deps, calendar } = setup();
    expect(await slotTimes(db, deps.clock.now)).toContain("11:00");
    const added = await addCalendar(db, calendar, staffActor, {
      kind: "ics",
      name: "Team",
      url: feedUrl,
    });
    expect(added).toMatchObject({ kind: "ics", name: "Team", busyCount: 1, error: null });
    expect(added.displayUrl).toBe(new URL(feedUrl).host);
    expect(JSON.stringify(added)).not.toContain("/team.ics");
    const rows = await db.select().from(calendarBusyPeriods);
    expect(rows.map((r) => [r.startsAt.toISOString(), r.endsAt.toISOString()])).toEqual([
      ["2030-01-07T11:00:00.000Z", "2030-01-07T12:00:00.000Z"],
    ]);
    const slots = await slotTimes(db, deps.clock.now);
    expect(slots).not.toContain("11:00");
    expect(slots).toContain("13:00"); // our own booking's UID is not a busy period
    expect(
      await failureOf(createBooking(db, bookingRequest({ time: "11:00" }), { ip: null }, deps)),
    ).toMatchObject({ status: 409 });

    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "calendar.connect", entity: "calendar_connections" });
    expect(JSON.stringify(audit)).not.toContain("team.ics");
    const [job] = await db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, CALENDAR_JOBS.refresh));
    expect(job).toMatchObject({ calendarId: added.id, status: "pending" });

    await removeCalendar(db, staffActor, added.id, deps.clock.now);
    expect(await db.select().from(calendarBusyPeriods)).toEqual([]);
    expect(await slotTimes(db, deps.clock.now)).toContain("11:00");
  });

  it("boot re-arms a refresh for a connection without a pending one, once", async () => {
    const { db, deps, calendar } = setup();
    const added = await addCalendar(db, calendar, staffActor, {
      kind: "ics",
      name: "Team",
      url: feedUrl,
    });
    expect(await armMissingCalendarRefreshes(db, deps.clock.now)).toBe(0); // already pending
    await db.update(scheduledJobs).set({ status: "failed" });
    expect(await armMissingCalendarRefreshes(db, deps.clock.now)).toBe(1);
    await db.delete(scheduledJobs);
    expect(await armMissingCalendarRefreshes(db, deps.clock.now)).toBe(1);
    expect(await armMissingCalendarRefreshes(db, deps.clock.now)).toBe(0);
    const jobs = await db.select().from(scheduledJobs);
    expect(jobs).toMatchObject([{ calendarId: added.id, status: "pending" }]);
    expect(jobs[0]?.runAt.toISOString()).toBe(deps.clock.now.toISOString());
  });

  it("a refused address is a 422 naming url", async () => {
    const { db, deps } = setup();
    const strict = calendarDeps(deps.clock, deps.sent);
    strict.config.limits = {};
    const failure = await failureOf(
      addCalendar(db, strict, staffActor, { kind: "ics", name: "Team", url: feedUrl }),
    );
    expect(failure.status).toBe(422);
    expect(Object.keys(failure.fields ?? {})).toEqual(["url"]);
  });

  it("the refresh job: 304 keeps the set, an error keeps the last good set, one stale mail", async () => {
    const { db, deps, calendar } = setup();
    const added = await addCalendar(db, calendar, staffActor, {
      kind: "ics",
      name: "Team",
      url: feedUrl,
    });
    const handlers = calendarJobHandlers(db, calendar);
    const run = () => runDueJobs(db, handlers, { now: () => deps.clock.now, workerId: "test" });

    // Not modified: synced again, nothing replaced.
    deps.clock.now = new Date(deps.clock.now.getTime() + 6 * 60_000);
    expect(await run()).toMatchObject([{ kind: CALENDAR_JOBS.refresh, outcome: "done" }]);
    let [row] = await db.select().from(calendarConnections);
    expect(row?.lastSyncedAt?.toISOString()).toBe(deps.clock.now.toISOString());
    expect((await listCalendars(db, deps.clock.now))[0]?.busyCount).toBe(1);
    const [job] = await db.select().from(scheduledJobs);
    expect(job).toMatchObject({ status: "pending" });
    expect(job?.runAt.getTime()).toBe(deps.clock.now.getTime() + 5 * 60_000);

    // Broken: the last good set stays, the error is shown in words.
    feed.status = 500;
    const lastGood = row?.lastSyncedAt;
    const broken = await refreshCalendarNow(db, calendar, added.id);
    expect(broken.result.ok).toBe(false);
    expect(broken.calendar.error).toMatch(/500/);
    expect(broken.calendar.busyCount).toBe(1);
    expect(broken.calendar.lastSyncedAt).toBe(lastGood?.toISOString());
    expect(await slotTimes(db, deps.clock.now)).not.toContain("11:00");
    expect(deps.sent).toEqual([]);

    // 24 h later: the tab warns, staff get one mail, not one per attempt.
    deps.clock.now = new Date(deps.clock.now.getTime() + 25 * 3600_000);
    await refreshCalendarNow(db, calendar, added.id);
    await refreshCalendarNow(db, calendar, added.id);
    expect((await listCalendars(db, deps.clock.now))[0]?.stale).toBe(true);
    expect(deps.sent.map((m) => [m.to, m.subject])).toEqual([
      ["staff@agency.test", 'Calendar "Team" has not synced for 24 hours'],
    ]);

    // Working again: the notice is reset for the next outage.
    feed.status = 200;
    const fixed = await refreshCalendarNow(db, calendar, added.id);
    expect(fixed.calendar).toMatchObject({ error: null, stale: false });
    [row] = await db.select().from(calendarConnections);
    expect(row?.staleNoticeSentAt).toBeNull();
  });

  it("CalDAV: discovery, busy read, the booking written with its UID, updated, removed", async () => {
    const { db, deps, calendar } = setup();
    const account = {
      serverUrl: radicale.url,
      username: radicale.username,
      password: radicale.password,
    };
    const wrong = await failureOf(
      addCalendar(db, calendar, staffActor, {
        kind: "caldav",
        name: "Radicale",
        serverUrl: radicale.url,
        username: radicale.username,
        password: "not-the-password",
      }),
    );
    expect(wrong).toMatchObject({
      status: 422,
      fields: { password: "The calendar server refused the username or password." },
    });

    const workUrl = `${radicale.url}${radicale.username}/work/`;
    await putEvent(
      account,
      workUrl,
      {
        uid: `dentist-${current().driver}@elsewhere`,
        icsText: ics([
          {
            uid: `dentist-${current().driver}@elsewhere`,
            start: "20300107T150000Z",
            end: "20300107T160000Z",
          },
        ]),
      },
      calendar.config.limits,
    );
    const added = await addCalendar(db, calendar, staffActor, {
      kind: "caldav",
      name: "Radicale",
      serverUrl: radicale.url,
      username: radicale.username,
      password: radicale.password,
    });
    expect(added.sources.map((s) => s.displayName).sort()).toEqual(["Private", "Work"]);
    expect(added.error).toBeNull();
    expect(JSON.stringify(added)).not.toContain(radicale.password);
    expect(await slotTimes(db, deps.clock.now)).not.toContain("15:00");

    const work = added.sources.find((s) => s.displayName === "Work")!;
    const updated = await updateCalendar(db, calendar, staffActor, {
      id: added.id,
      busySourceIds: [],
      destinationSourceId: work.id,
    });
    expect(updated.sources.find((s) => s.id === work.id)).toMatchObject({
      isBusy: false,
      isDestination: true,
    });
    expect(await slotTimes(db, deps.clock.now)).toContain("15:00");

    const handlers = calendarJobHandlers(db, calendar);
    const run = () => runDueJobs(db, handlers, { now: () => deps.clock.now, workerId: "test" });
    const { body } = await createBooking(db, bookingRequest({ time: "10:00" }), { ip: null }, deps);
    expect(await run()).toMatchObject([{ kind: CALENDAR_JOBS.writeBooking, outcome: "done" }]);
    const uid = inviteUid(body.id, APP_URL);
    const stored = await findEventByUid(account, workUrl, uid, calendar.config.limits);
    expect(stored?.icsText).toContain(`UID:${uid}`);
    expect(stored?.icsText).toContain("DTSTART:20300107T100000Z");
    expect(stored?.icsText.replace(/\r\n[ \t]/g, "")).toContain(
      "SUMMARY:Consultation: Ada Lovelace",
    );

    await setMeetingLink(
      db,
      staffActor,
      { id: body.id, meetingLink: "https://meet.example.com/new-room" },
      deps,
    );
    expect(await run()).toMatchObject([{ kind: CALENDAR_JOBS.writeBooking, outcome: "done" }]);
    const changed = await findEventByUid(account, workUrl, uid, calendar.config.limits);
    const unfolded = changed?.icsText.replace(/\r\n[ \t]/g, "") ?? "";
    expect(unfolded).toContain("https://meet.example.com/new-room");
    expect(unfolded).toContain("SEQUENCE:1");

    await cancelBooking(db, body.id, { by: "visitor" }, deps);
    expect(await run()).toMatchObject([{ kind: CALENDAR_JOBS.removeBooking, outcome: "done" }]);
    expect(await findEventByUid(account, workUrl, uid, calendar.config.limits)).toBeNull();
  });
});
