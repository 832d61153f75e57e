// deploy/nginx-agency.conf's access log, run by Debian's nginx in front of two stub upstreams: the
// secrets and contact details a URL may carry are masked in the request line and the Referer.
// tests/e2e/cluster.spec.ts checks the same log with the real app behind it.
import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM helper
import { startNginx } from "../support/nginx-server.mjs";

let nginx: { url: string; accessLog: string; stop(): Promise<void> };
const upstreams: http.Server[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const server = http.createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    upstreams.push(server);
  }
  nginx = await startNginx({
    upstreams: upstreams.map((server) => (server.address() as AddressInfo).port),
  });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  for (const server of upstreams) await new Promise((resolve) => server.close(resolve));
});

/** GET `path` through nginx (its certificate is self-signed), optionally with a Referer. */
function get(path: string, referer?: string) {
  return new Promise<number>((resolve, reject) => {
    const request = https.get(
      `${nginx.url}${path}`,
      { rejectUnauthorized: false, headers: referer ? { referer } : {} },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    request.on("error", reject);
  });
}

let loggedLines = 0;

/** GETs `path` and returns the access log's line for it (requests run one at a time). */
async function loggedLine(path: string, referer?: string) {
  expect(await get(path, referer)).toBe(200);
  // nginx writes the line once the response is sent; give it a moment.
  for (let attempt = 0; attempt < 50; attempt++) {
    const lines = readFileSync(nginx.accessLog, "utf8").split("\n").filter(Boolean);
    const last = lines.at(-1);
    if (last && lines.length > loggedLines) {
      loggedLines = lines.length;
      return last;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no access log line for ${path}`);
}

const feedToken = "Yq3vN8kR2mXw7pL0sT5uZ1aB4cD6eF9g";
const manageToken = "mT0k3n-AbCdEfGhIjKlMnOpQrStUvWx";
const prefill = "?firstName=Ada&lastName=Lovelace&email=ada%40example.com&type=audit";

describe("deploy/nginx-agency.conf access log", () => {
  it.each([
    [`/api/calendar/${feedToken}/bookings.ics`, "/api/calendar/[token]/bookings.ics"],
    [`/booking/${manageToken}`, "/booking/[token]"],
    [`/api/v1/manage/${manageToken}/calendar.ics`, "/api/v1/manage/[token]/calendar.ics"],
    [`/book${prefill}`, "/book?[query]"],
    [`/book/embed${prefill}`, "/book/embed?[query]"],
    ["/admin/bookings?q=ada%40example.com", "/admin/bookings?[query]"],
    // Pages whose URLs carry nothing to hide are written as they are.
    ["/book", "/book"],
    ["/bookings?x=1", "/bookings?x=1"],
    ["/api/v1/slots?date=2030-01-07", "/api/v1/slots?date=2030-01-07"],
  ])("writes %s as %s", async (path, logged) => {
    const line = await loggedLine(path);
    expect(line).toContain(`"GET ${logged} HTTP/1.1"`);
  });

  it.each([
    [`/api/calendar/${feedToken}/bookings.ics`, "/api/calendar/[token]/bookings.ics"],
    [`/booking/${manageToken}`, "/booking/[token]"],
    [`/book${prefill}`, "/book?[query]"],
    [`/book/embed${prefill}`, "/book/embed?[query]"],
  ])("masks a Referer of %s", async (path, logged) => {
    const line = await loggedLine("/_next/static/app.js", `https://agency.example${path}`);
    expect(line).toContain(`"https://agency.example${logged}"`);
    for (const secret of [feedToken, manageToken, "ada%40example.com", "Lovelace"])
      expect(line).not.toContain(secret);
  });
});
