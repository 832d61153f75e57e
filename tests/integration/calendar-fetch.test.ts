import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchCalendarFeed } from "../../src/server/calendars/feed-fetch";
import { busyPeriodsFromIcs, CalendarParseError } from "../../src/server/calendars/ics-busy";
import { refreshIcsFeed } from "../../src/server/calendars/ics-feed";
import { checkCalendarUrl, isPublicAddress } from "../../src/server/net/address-rules";
import { SafeFetchError } from "../../src/server/net/fetch-errors";
// @ts-expect-error: plain ESM helper
import { startIcsFixtureServer } from "../support/ics-fixture-server.mjs";

type FixtureServer = {
  url: string;
  aliasUrl: string;
  port: number;
  requests: { path: string; headers: Record<string, string | undefined> }[];
  stop(): Promise<void>;
};

let server: FixtureServer;
const open = { allowPrivateHosts: true };
// 127.0.0.2 plays a public server on the internet; 127.0.0.1 stays a refused loopback address.
const internet = { allowAddresses: ["127.0.0.2"] };

beforeAll(async () => {
  server = await startIcsFixtureServer();
});
afterAll(async () => {
  await server?.stop();
});

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe("fetchCalendarFeed", () => {
  it("200 with ETag and Last-Modified, then 304 on If-None-Match and on If-Modified-Since", async () => {
    const first = await fetchCalendarFeed(`${server.url}/ics/weekly-series.ics`, open);
    expect(first.status).toBe("ok");
    if (first.status !== "ok") return;
    expect(first.etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(first.lastModified).toBe("Sun, 01 Mar 2026 12:00:00 GMT");
    expect(first.finalUrl).toBe(`${server.url}/ics/weekly-series.ics`);
    expect(first.body).toContain("BEGIN:VCALENDAR");

    const again = await fetchCalendarFeed(`${server.url}/ics/weekly-series.ics`, {
      ...open,
      etag: first.etag,
      lastModified: first.lastModified,
    });
    expect(again).toEqual({ status: "not-modified" });
    expect(server.requests.at(-1)?.headers["if-none-match"]).toBe(first.etag);

    const byDate = await fetchCalendarFeed(`${server.url}/ics/weekly-series.ics`, {
      ...open,
      lastModified: first.lastModified,
    });
    expect(byDate).toEqual({ status: "not-modified" });

    const stale = await fetchCalendarFeed(`${server.url}/ics/weekly-series.ics`, {
      ...open,
      etag: '"something-older"',
    });
    expect(stale.status).toBe("ok");
  });

  it("the fetched feed gives its busy periods", async () => {
    const feed = await fetchCalendarFeed(`${server.url}/ics/transparent-cancelled.ics`, open);
    if (feed.status !== "ok") throw new Error("expected a body");
    const busy = busyPeriodsFromIcs(feed.body, {
      windowStart: new Date("2026-03-01T00:00:00Z"),
      windowEnd: new Date("2026-04-01T00:00:00Z"),
      defaultTimeZone: "Europe/London",
    }).map((p) => p.start.toISOString());
    expect(busy).toEqual([
      "2026-03-03T10:00:00.000Z",
      "2026-03-04T10:00:00.000Z",
      "2026-03-06T10:00:00.000Z",
    ]);
  });

  it("2,000 events over HTTP", async () => {
    const feed = await fetchCalendarFeed(`${server.url}/many.ics`, open);
    if (feed.status !== "ok") throw new Error("expected a body");
    const busy = busyPeriodsFromIcs(feed.body, {
      windowStart: new Date("2026-03-01T00:00:00Z"),
      windowEnd: new Date("2028-01-01T00:00:00Z"),
      defaultTimeZone: "Europe/London",
    });
    expect(busy).toHaveLength(2000);
  });

  it("a server that never answers times out at timeoutMs", async () => {
    const started = Date.now();
    const error = await failure(
      fetchCalendarFeed(`${server.url}/slow`, { ...open, timeoutMs: 300 }),
    );
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe("The calendar server did not answer within 300 ms.");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("a feed over the size cap is cut off while streaming", async () => {
    const error = await failure(
      fetchCalendarFeed(`${server.url}/big?bytes=${50 * 1024 * 1024}`, {
        ...open,
        maxBytes: 1024 * 1024,
      }),
    );
    expect(error.kind).toBe("too-large");
    expect(error.message).toBe("The calendar is larger than the 1 MiB limit.");
    // just under the cap passes
    const small = await fetchCalendarFeed(`${server.url}/big?bytes=1000`, {
      ...open,
      maxBytes: 1000,
    });
    expect(small.status).toBe("ok");
  });

  it("404 is an error naming the status", async () => {
    const error = await failure(fetchCalendarFeed(`${server.url}/404`, open));
    expect(error.kind).toBe("http-status");
    expect(error.status).toBe(404);
    expect(error.message).toBe("The calendar server answered HTTP 404 (Not Found).");
  });

  it("malformed ICS fetches fine and fails to parse, in words", async () => {
    const feed = await fetchCalendarFeed(`${server.url}/ics/malformed.ics`, open);
    if (feed.status !== "ok") throw new Error("expected a body");
    expect(() =>
      busyPeriodsFromIcs(feed.body, {
        windowStart: new Date("2026-03-01T00:00:00Z"),
        windowEnd: new Date("2026-04-01T00:00:00Z"),
        defaultTimeZone: "Europe/London",
      }),
    ).toThrow(CalendarParseError);
  });

  it("refuses loopback, by IP and by a host name resolved at connect time", async () => {
    const byIp = await failure(fetchCalendarFeed(`${server.url}/ics/all-day.ics`));
    expect(byIp.kind).toBe("refused-address");
    expect(byIp.message).toBe(
      "The address 127.0.0.1 is on a private, local or reserved network, which calendars may not be fetched from.",
    );
    const byName = await failure(
      fetchCalendarFeed(`http://localhost:${server.port}/ics/all-day.ics`),
    );
    expect(byName.kind).toBe("refused-address");
    expect(byName.message).toMatch(/^The address localhost \((127\.0\.0\.1|::1)\) is on a private/);
  });

  it("a redirect to 127.0.0.1 is refused with allowPrivateHosts=false, followed with true", async () => {
    const direct = await fetchCalendarFeed(`${server.aliasUrl}/ics/all-day.ics`, internet);
    expect(direct.status).toBe("ok");
    const before = server.requests.length;
    const error = await failure(
      fetchCalendarFeed(`${server.aliasUrl}/redirect-to-loopback`, internet),
    );
    expect(error.kind).toBe("refused-address");
    expect(error.message).toContain("127.0.0.1");
    // the loopback target was never contacted
    expect(server.requests.slice(before).map((r) => r.path)).toEqual(["/redirect-to-loopback"]);

    const allowed = await fetchCalendarFeed(`${server.aliasUrl}/redirect-to-loopback`, open);
    expect(allowed.status).toBe("ok");
    if (allowed.status === "ok") expect(allowed.finalUrl).toBe(`${server.url}/ics/all-day.ics`);
  });

  it("follows up to maxRedirects hops, refuses more", async () => {
    const three = await fetchCalendarFeed(`${server.url}/redirect-chain/2`, open);
    expect(three.status).toBe("ok");
    const error = await failure(fetchCalendarFeed(`${server.url}/redirect-chain/3`, open));
    expect(error.kind).toBe("too-many-redirects");
    expect(error.message).toBe("The calendar address redirected more than 3 times.");
    const one = await failure(
      fetchCalendarFeed(`${server.url}/redirect-chain/1`, { ...open, maxRedirects: 1 }),
    );
    expect(one.kind).toBe("too-many-redirects");
  });

  it("http(s) only, also after a redirect", async () => {
    for (const url of ["ftp://example.com/cal.ics", "file:///etc/passwd", "gopher://x/"]) {
      const error = await failure(fetchCalendarFeed(url, open));
      expect(error.kind).toBe("bad-scheme");
      expect(error.message).toMatch(
        /^The calendar address must start with http:\/\/ or https:\/\//,
      );
    }
    const redirected = await failure(fetchCalendarFeed(`${server.url}/redirect-to-ftp`, open));
    expect(redirected.kind).toBe("bad-scheme");
    const garbage = await failure(fetchCalendarFeed("not a url", open));
    expect(garbage.kind).toBe("bad-url");
  });
});

describe("refreshIcsFeed", () => {
  const window = { start: new Date("2026-03-01T00:00:00Z"), end: new Date("2026-04-01T00:00:00Z") };
  const settings = { ...open, window, defaultTimeZone: "Europe/London" };

  it("fetches and parses, then answers not-modified with the validators it returned", async () => {
    const first = await refreshIcsFeed({ url: `${server.url}/ics/all-day.ics` }, settings);
    if (first.status !== "ok") throw new Error("expected busy periods");
    expect(first.busy.map((p) => p.start.toISOString())).toEqual([
      "2026-03-05T00:00:00.000Z",
      "2026-03-10T00:00:00.000Z",
    ]);
    const second = await refreshIcsFeed(
      { url: `${server.url}/ics/all-day.ics`, etag: first.etag, lastModified: first.lastModified },
      settings,
    );
    expect(second).toEqual({ status: "not-modified" });
  });

  it("passes on the typed errors of both steps", async () => {
    await expect(
      refreshIcsFeed({ url: `${server.url}/ics/malformed.ics` }, settings),
    ).rejects.toBeInstanceOf(CalendarParseError);
    await expect(refreshIcsFeed({ url: `${server.url}/404` }, settings)).rejects.toBeInstanceOf(
      SafeFetchError,
    );
  });
});

describe("checkCalendarUrl (form-time check)", () => {
  it("accepts a private host only when allowed, resolves names, reads webcal as https", async () => {
    await expect(checkCalendarUrl(`${server.url}/ics/all-day.ics`, open)).resolves.toBeInstanceOf(
      URL,
    );
    expect((await failure(checkCalendarUrl(`${server.url}/x.ics`))).kind).toBe("refused-address");
    expect((await failure(checkCalendarUrl("http://localhost/x.ics"))).kind).toBe(
      "refused-address",
    );
    expect((await failure(checkCalendarUrl("http://169.254.169.254/latest/meta-data"))).kind).toBe(
      "refused-address",
    );
    expect((await failure(checkCalendarUrl("http://[::ffff:10.0.0.1]/x.ics"))).kind).toBe(
      "refused-address",
    );
    expect((await failure(checkCalendarUrl("https://no-such-host.invalid/x.ics"))).kind).toBe(
      "unknown-host",
    );
    expect((await checkCalendarUrl("webcal://8.8.8.8/cal.ics")).href).toBe(
      "https://8.8.8.8/cal.ics",
    );
    expect((await failure(checkCalendarUrl("https://user:pw@8.8.8.8/cal.ics"))).kind).toBe(
      "bad-url",
    );
  });
});

describe("isPublicAddress", () => {
  it.each([
    ["127.0.0.1", false],
    ["127.8.9.10", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["172.32.0.1", true],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["100.128.0.1", true],
    ["0.0.0.0", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["8.8.8.8", true],
    ["1.1.1.1", true],
    ["::1", false],
    ["::", false],
    ["fc00::1", false],
    ["fd12:3456::1", false],
    ["fe80::1", false],
    ["fe80::1%eth0", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:169.254.169.254", false],
    ["::ffff:8.8.8.8", true],
    ["64:ff9b::10.0.0.1", false],
    ["2001:4860:4860::8888", true],
    ["[2606:4700:4700::1111]", true],
    ["not-an-ip", false],
  ])("%s → %s", (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });
});

// IANA's special-purpose registries: each range's first, a middle and the last address refused,
// and a real neighbour just outside it still allowed.
describe("isPublicAddress: tunnels, translation and relays", () => {
  it.each([
    // 6to4 (2002::/16): the IPv4 address in the prefix reaches a relay, private or not.
    ["2002::", false],
    ["2002:c0a8:101::1", false], // 192.168.1.1
    ["2002:808:808::1", false], // 8.8.8.8
    ["2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff", false],
    ["2001:ffff:ffff:ffff:ffff:ffff:ffff:ffff", true],
    ["2003::1", true],
    // Teredo (2001::/32): the server and client IPv4 addresses are in the address.
    ["2001::", false],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", false],
    ["2001:0:ffff:ffff:ffff:ffff:ffff:ffff", false],
    ["2001:1::1", true], // Port Control Protocol anycast, globally reachable
    // Local-use NAT64 (64:ff9b:1::/48): translates to whatever IPv4 the network picks.
    ["64:ff9b:1::", false],
    ["64:ff9b:1:abcd::10.0.0.1", false],
    ["64:ff9b:1:ffff:ffff:ffff:ffff:ffff", false],
    ["64:ff9b::8.8.8.8", true], // the well-known NAT64 prefix, read as its IPv4 address
    ["64:ff9b::10.0.0.1", false],
    // IPv4-mapped (::ffff:0:0/96): read as the IPv4 address; any other spelling refused.
    ["::ffff:0.0.0.0", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:a00:1", false], // 10.0.0.1
    ["0:0:0:0:0:ffff:7f00:1", false],
    ["0:0:0:0:0:ffff:808:808", false],
    ["::ffff:255.255.255.255", false],
    ["::ffff:8.8.8.8", true],
    // 6to4 relay anycast (192.88.99.0/24).
    ["192.88.99.0", false],
    ["192.88.99.1", false],
    ["192.88.99.255", false],
    ["192.88.98.255", true],
    ["192.88.100.0", true],
  ])("%s → %s", (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });
});
