// The real parts an e2e run needs beside the app: PostgreSQL and an SMTP capture server with a small
// HTTP API (GET /messages, DELETE /messages, GET /health). Started by Playwright's webServer list.
// For the Calendars specs also the ICS fixture server, Radicale (GET /calendars says where they
// are) and one feed whose text a spec sets (PUT /feed, served at GET /feed.ics).
import http from "node:http";
import { makeCalendar } from "tsdav";
import { startIcsFixtureServer } from "./ics-fixture-server.mjs";
import { startMailCatcher } from "./mail-catcher.mjs";
import { startPostgres } from "./postgres-server.mjs";
import { startRadicale } from "./radicale-server.mjs";
import { stopWithRun } from "./stop-with-run.mjs";

const pgPort = Number(process.env.E2E_PG_PORT);
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const apiPort = Number(process.env.E2E_MAIL_API_PORT);

const postgres = await startPostgres({ port: pgPort });
const client = postgres.client();
await client.connect();
await client.query("DROP DATABASE IF EXISTS agency_e2e");
await client.query("CREATE DATABASE agency_e2e");
await client.end();
const mail = await startMailCatcher({ port: smtpPort });
const icsFixtures = await startIcsFixtureServer();
const radicale = await startRadicale();
const basicAuth = ({ username, password }) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
for (const [slug, name] of [
  ["work", "Work"],
  ["private", "Private"],
])
  await makeCalendar({
    url: `${radicale.url}${radicale.username}/${slug}/`,
    props: { "d:displayname": name },
    headers: { authorization: basicAuth(radicale) },
  });
await makeCalendar({
  url: `${radicale.url}${radicale.second.username}/work/`,
  props: { "d:displayname": "Work" },
  headers: { authorization: basicAuth(radicale.second) },
});
let feedText = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//e2e//EN\r\nEND:VCALENDAR\r\n";

const api = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  res.setHeader("content-type", "application/json");
  if (url.pathname === "/health") return res.end('{"status":"ok"}');
  if (url.pathname === "/calendars")
    return res.end(
      JSON.stringify({
        icsFixturesUrl: icsFixtures.url,
        feedUrl: `http://127.0.0.1:${apiPort}/feed.ics`,
        radicale: {
          url: radicale.url,
          username: radicale.username,
          password: radicale.password,
          second: radicale.second,
        },
      }),
    );
  if (url.pathname === "/feed" && req.method === "PUT") {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      feedText = body;
      res.end('{"ok":true}');
    });
    return;
  }
  if (url.pathname === "/feed.ics") {
    res.setHeader("content-type", "text/calendar; charset=utf-8");
    return res.end(feedText);
  }
  if (url.pathname === "/messages" && req.method === "DELETE") {
    mail.clear();
    return res.end("[]");
  }
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    const list = to ? mail.messages.filter((m) => m.envelopeTo.includes(to)) : mail.messages;
    return res.end(JSON.stringify(list));
  }
  res.statusCode = 404;
  res.end('{"error":"not found"}');
});
api.listen(apiPort, "127.0.0.1");

async function shutdown() {
  api.close();
  await mail.close();
  await icsFixtures.stop();
  await radicale.stop();
  await postgres.stop();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
stopWithRun(shutdown);
console.log(`[e2e-services] postgres :${pgPort}, smtp :${smtpPort}, mail api :${apiPort}`);
