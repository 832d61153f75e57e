import { createObject, makeCalendar } from "tsdav";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type CalDavAccount,
  CalDavError,
  discoverCalendars,
  readBusyPeriods,
} from "../../src/server/calendars/caldav";
import { deleteEvent, findEventByUid, putEvent } from "../../src/server/calendars/caldav-events";
import { SafeFetchError } from "../../src/server/net/fetch-errors";
// @ts-expect-error: plain ESM helper
import { startIcsFixtureServer } from "../support/ics-fixture-server.mjs";
// @ts-expect-error: plain ESM helper
import { startRadicale } from "../support/radicale-server.mjs";

type Radicale = { url: string; username: string; password: string; stop(): Promise<void> };

let radicale: Radicale;
let account: CalDavAccount;
let workUrl: string;
const options = { allowPrivateHosts: true, timeoutMs: 10_000 };
const auth = () => ({
  authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString("base64")}`,
});

beforeAll(async () => {
  radicale = await startRadicale();
  account = { serverUrl: radicale.url, username: radicale.username, password: radicale.password };
  workUrl = `${radicale.url}${radicale.username}/work/`;
  for (const [slug, name] of [
    ["work", "Work"],
    ["private", "Private"],
  ]) {
    const [made] = await makeCalendar({
      url: `${radicale.url}${radicale.username}/${slug}/`,
      props: { "d:displayname": name },
      headers: auth(),
    });
    expect(made?.ok).toBe(true);
  }
});

afterAll(async () => {
  await radicale?.stop();
});

function booking({ uid, sequence, start, end, link }: Record<string, string | number>) {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Agency tests//Booking//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20260301T000000Z",
    `SEQUENCE:${sequence}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    "SUMMARY:Intro call with Ada Lovelace",
    `DESCRIPTION:Meeting link: ${link}\\nVisitor: Ada Lovelace <ada@example.com>`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

const window = { start: new Date("2026-03-01T00:00:00Z"), end: new Date("2026-04-01T00:00:00Z") };

describe("CalDAV against a real Radicale", () => {
  it("discovers the calendars with names and write access", async () => {
    // every request goes through guardedFetch, none through the global fetch
    const globalFetch = vi.spyOn(globalThis, "fetch");
    const found = await discoverCalendars(account, options);
    expect(globalFetch).not.toHaveBeenCalled();
    globalFetch.mockRestore();
    const byName = Object.fromEntries(found.map((c) => [c.displayName, c]));
    expect(Object.keys(byName).sort()).toEqual(["Private", "Work"]);
    expect(byName.Work?.url).toBe(workUrl);
    expect(byName.Work?.canWrite).toBe(true);
  });

  it("writes a booking under its UID, finds it, updates it (SEQUENCE), reads busy, deletes it", async () => {
    const uid = "booking-42@agency.example";
    const first = await putEvent(
      account,
      workUrl,
      {
        uid,
        icsText: booking({
          uid,
          sequence: 0,
          start: "20260310T100000Z",
          end: "20260310T103000Z",
          link: "https://meet.example/a",
        }),
      },
      options,
    );
    expect(first.created).toBe(true);
    expect(first.url).toBe(`${workUrl}booking-42%40agency.example.ics`);

    const stored = await findEventByUid(account, workUrl, uid, options);
    expect(stored?.url).toBe(first.url);
    expect(stored?.icsText).toContain("https://meet.example/a");
    // A UID that only contains ours is not ours.
    expect(await findEventByUid(account, workUrl, "booking-4", options)).toBeNull();

    const second = await putEvent(
      account,
      workUrl,
      {
        uid,
        icsText: booking({
          uid,
          sequence: 1,
          start: "20260310T100000Z",
          end: "20260310T103000Z",
          link: "https://meet.example/b",
        }),
      },
      options,
    );
    expect(second).toMatchObject({ url: first.url, created: false });
    const updated = await findEventByUid(account, workUrl, uid, options);
    expect(updated?.icsText).toContain("SEQUENCE:1");
    expect(updated?.icsText).toContain("https://meet.example/b");

    // A second event, weekly, in a named zone, and one outside the window.
    await putEvent(
      account,
      workUrl,
      {
        uid: "weekly@tests",
        icsText: [
          "BEGIN:VCALENDAR",
          "VERSION:2.0",
          "PRODID:-//t//t//EN",
          "BEGIN:VEVENT",
          "UID:weekly@tests",
          "DTSTAMP:20260301T000000Z",
          "DTSTART;TZID=Europe/London:20260323T090000",
          "DTEND;TZID=Europe/London:20260323T100000",
          "RRULE:FREQ=WEEKLY;COUNT=3",
          "END:VEVENT",
          "END:VCALENDAR",
          "",
        ].join("\r\n"),
      },
      options,
    );
    await putEvent(
      account,
      workUrl,
      {
        uid: "later@tests",
        icsText: booking({
          uid: "later@tests",
          sequence: 0,
          start: "20260501T100000Z",
          end: "20260501T110000Z",
          link: "x",
        }),
      },
      options,
    );

    const busy = await readBusyPeriods(account, workUrl, window, "Europe/London", options);
    expect(busy.map((p) => `${p.start.toISOString()}/${p.end.toISOString()}`)).toEqual([
      "2026-03-10T10:00:00.000Z/2026-03-10T10:30:00.000Z",
      "2026-03-23T09:00:00.000Z/2026-03-23T10:00:00.000Z",
      "2026-03-30T08:00:00.000Z/2026-03-30T09:00:00.000Z",
    ]);

    expect(await deleteEvent(account, workUrl, uid, options)).toEqual({ deleted: true });
    expect(await findEventByUid(account, workUrl, uid, options)).toBeNull();
    // Already gone is fine.
    expect(await deleteEvent(account, workUrl, uid, options)).toEqual({ deleted: false });
    const after = await readBusyPeriods(account, workUrl, window, "Europe/London", options);
    expect(after.map((p) => p.start.toISOString())).toEqual([
      "2026-03-23T09:00:00.000Z",
      "2026-03-30T08:00:00.000Z",
    ]);
  });

  it("an event already stored under another file name is updated there, not duplicated", async () => {
    const uid = "imported-by-hand@tests";
    const ics = (sequence: number) =>
      booking({
        uid,
        sequence,
        start: "20260312T150000Z",
        end: "20260312T160000Z",
        link: `https://meet.example/${sequence}`,
      });
    const made = await createObject({
      url: `${workUrl}some-client-name.ics`,
      data: ics(0),
      headers: { ...auth(), "content-type": "text/calendar; charset=utf-8" },
    });
    expect(made.ok).toBe(true);
    const put = await putEvent(account, workUrl, { uid, icsText: ics(1) }, options);
    expect(put).toMatchObject({ url: `${workUrl}some-client-name.ics`, created: false });
    expect((await findEventByUid(account, workUrl, uid, options))?.icsText).toContain("SEQUENCE:1");
    expect(await deleteEvent(account, workUrl, uid, options)).toEqual({ deleted: true });
  });

  it("a wrong password is a clear error, on every operation", async () => {
    const wrong = { ...account, password: "not-the-password" };
    const message = "The calendar server refused the username or password.";
    await expect(discoverCalendars(wrong, options)).rejects.toThrow(message);
    await expect(discoverCalendars(wrong, options)).rejects.toBeInstanceOf(CalDavError);
    await expect(readBusyPeriods(wrong, workUrl, window, "Europe/London", options)).rejects.toThrow(
      message,
    );
    await expect(
      putEvent(
        wrong,
        workUrl,
        { uid: "x@tests", icsText: "BEGIN:VCALENDAR\r\nEND:VCALENDAR" },
        options,
      ),
    ).rejects.toThrow(message);
    await expect(deleteEvent(wrong, workUrl, "x@tests", options)).rejects.toThrow(message);
  });

  it("an address that is no CalDAV server is told in words", async () => {
    const plainWeb = await startIcsFixtureServer();
    try {
      const elsewhere = { ...account, serverUrl: `${plainWeb.url}/` };
      await expect(discoverCalendars(elsewhere, options)).rejects.toThrow(
        "No CalDAV calendars were found at this address; check the server address.",
      );
    } finally {
      await plainWeb.stop();
    }
  });

  it("a collection the account may not use is forbidden, not a wrong password", async () => {
    const error = await readBusyPeriods(
      account,
      `${radicale.url}someone-else/work/`,
      window,
      "Europe/London",
      options,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CalDavError);
    expect((error as CalDavError).kind).toBe("forbidden");
  });

  it("the server URL goes through the SSRF rules", async () => {
    const error = await discoverCalendars(account).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SafeFetchError);
    expect((error as SafeFetchError).kind).toBe("refused-address");
    const busy = await readBusyPeriods(account, workUrl, window, "Europe/London").catch(
      (e: unknown) => e,
    );
    expect((busy as SafeFetchError).kind).toBe("refused-address");
  });
});
