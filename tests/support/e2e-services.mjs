// The real parts an e2e run needs beside the app: PostgreSQL and an SMTP capture server with a small
// HTTP API (GET /messages, DELETE /messages, GET /health). Started by Playwright's webServer list.
import http from "node:http";
import { startMailCatcher } from "./mail-catcher.mjs";
import { startPostgres } from "./postgres-server.mjs";

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

const api = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  res.setHeader("content-type", "application/json");
  if (url.pathname === "/health") return res.end('{"status":"ok"}');
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
  await postgres.stop();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
console.log(`[e2e-services] postgres :${pgPort}, smtp :${smtpPort}, mail api :${apiPort}`);
