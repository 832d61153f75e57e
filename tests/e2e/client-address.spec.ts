// A site served directly, without TRUST_PROXY: the per-IP limits count each caller by the address
// its connection came from (scripts/server.mjs stamps it), so one caller emptying its bucket
// refuses nobody else, and no header a client sends can choose the bucket.
import http from "node:http";
import path from "node:path";
// @ts-expect-error: plain ESM helper
import { freePort } from "../support/nginx-server.mjs";
import { expect, test } from "./fixtures";
import { freeSlots, type Instance, startInstance, tempDir } from "./release-instance";

/** A POST made from `localAddress` (any 127.0.0.0/8 address is this machine's loopback). */
function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  const target = new URL(url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", ...headers },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

test.describe("The client's address without a proxy", () => {
  test.describe.configure({ timeout: 300_000 });
  let server: Instance | undefined;
  test.afterEach(() => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  });

  test("one address emptying its buckets refuses no other, whatever headers it sends", async () => {
    const port = await freePort();
    const dataDir = tempDir("client-address");
    server = await startInstance(
      port,
      {
        DATA_DIR: dataDir,
        AUTH_SECRET: "client-address-secret-client-address-01",
        BUSINESS_TIMEZONE: "Europe/London",
        BOOKING_RATE_LIMIT_PER_IP: "3",
        SCHEDULER_DISABLED: "true",
      },
      path.join(dataDir, "server.log"),
    );
    const bookings = `${server.url}/api/v1/bookings`;
    const signIn = `${server.url}/api/auth/sign-in/email`;
    const forged = { "x-agency-client-address": "127.0.0.9", "x-forwarded-for": "203.0.113.7" };

    // 127.0.0.2 spends its three booking attempts on bad requests, then is refused, forged
    // headers or not.
    for (let i = 0; i < 3; i++) expect(await postFrom("127.0.0.2", bookings, {})).toBe(422);
    expect(await postFrom("127.0.0.2", bookings, {})).toBe(429);
    expect(await postFrom("127.0.0.2", bookings, {}, forged)).toBe(429);

    // 127.0.0.3 books as if nothing had happened.
    const [slot] = await freeSlots(server.url, 1);
    const booking = {
      ...slot,
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@client-address.test",
      contactNumber: "+44 20 7946 0958",
    };
    expect(await postFrom("127.0.0.3", bookings, booking)).toBe(201);

    // The same for sign-in: 127.0.0.2's twenty failures lock out 127.0.0.2 only.
    const wrong = (n: number) => ({
      email: `nobody-${n}@client-address.test`,
      password: "Wr0ng-pass",
    });
    for (let i = 0; i < 20; i++) expect(await postFrom("127.0.0.2", signIn, wrong(i))).toBe(401);
    expect(await postFrom("127.0.0.2", signIn, wrong(20))).toBe(429);
    expect(await postFrom("127.0.0.2", signIn, wrong(21), forged)).toBe(429);
    expect(await postFrom("127.0.0.3", signIn, wrong(22))).toBe(401);
  });
});
