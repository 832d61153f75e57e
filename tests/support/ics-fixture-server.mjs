// A local HTTP server for calendar-feed tests: the files in tests/fixtures/ics/ with ETag and
// Last-Modified (304 on a matching If-None-Match / If-Modified-Since), the 2,000-event feed made on
// demand, and the misbehaving servers a real feed can be. It listens on 127.0.0.1 and on the
// loopback alias 127.0.0.2 (same port), so a test can let the alias stand in for "the internet"
// (allowAddresses) while 127.0.0.1 stays a refused private address.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { manyEventsIcs } from "../fixtures/ics/generate-many.mjs";

const fixtures = path.join(import.meta.dirname, "../fixtures/ics");
const LAST_MODIFIED = "Sun, 01 Mar 2026 12:00:00 GMT";

/**
 * Routes: /ics/<name>.ics (a fixture), /many.ics (2,000 events), /slow (never answers),
 * /big?bytes=N (streams N bytes, default 6 MiB, no Content-Length), /404,
 * /redirect-to-loopback (302 to 127.0.0.1), /redirect-chain/N (N hops, then all-day.ics),
 * /redirect-to-ftp (302 to a non-http address). Every request is counted in `requests`.
 */
export async function startIcsFixtureServer({ port = 0 } = {}) {
  const sockets = new Set();
  const requests = [];

  const handler = (req, res) => {
    const url = new URL(req.url ?? "/", "http://fixture");
    requests.push({ path: url.pathname, headers: req.headers });
    const route = url.pathname;

    if (route === "/slow") return; // never answers; stop() closes the socket
    if (route === "/404") {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("Not found");
    }
    if (route === "/big") {
      const total = Number(url.searchParams.get("bytes") ?? 6 * 1024 * 1024);
      res.writeHead(200, { "content-type": "text/calendar" });
      const chunk = Buffer.alloc(64 * 1024, "X");
      let sent = 0;
      const pump = () => {
        while (sent < total) {
          const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
          sent += piece.length;
          if (!res.write(piece)) return res.once("drain", pump);
        }
        res.end();
      };
      res.on("close", () => {
        sent = total;
      });
      return pump();
    }
    if (route === "/redirect-to-loopback") {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/ics/all-day.ics` });
      return res.end();
    }
    if (route === "/redirect-to-ftp") {
      res.writeHead(302, { location: "ftp://files.example.com/calendar.ics" });
      return res.end();
    }
    const chain = /^\/redirect-chain\/(\d+)$/.exec(route);
    if (chain) {
      const left = Number(chain[1]);
      res.writeHead(302, {
        location: left > 0 ? `/redirect-chain/${left - 1}` : "/ics/all-day.ics",
      });
      return res.end();
    }

    let body;
    if (route === "/many.ics") body = manyEventsIcs(Number(url.searchParams.get("count") ?? 2000));
    else {
      const file = /^\/ics\/([\w-]+\.ics)$/.exec(route)?.[1];
      if (file) {
        try {
          body = readFileSync(path.join(fixtures, file), "utf8");
        } catch {
          body = undefined;
        }
      }
    }
    if (body === undefined) {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("Not found");
    }
    const etag = `"${createHash("sha1").update(body).digest("hex")}"`;
    const headers = { etag, "last-modified": LAST_MODIFIED, "content-type": "text/calendar" };
    if (
      req.headers["if-none-match"] === etag ||
      (!req.headers["if-none-match"] && req.headers["if-modified-since"] === LAST_MODIFIED)
    ) {
      res.writeHead(304, headers);
      return res.end();
    }
    res.writeHead(200, headers);
    res.end(body);
  };

  const listen = (server, host, wanted) =>
    new Promise((resolve, reject) => {
      server.on("connection", (socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
      server.once("error", reject);
      server.listen(wanted, host, () => resolve(server.address().port));
    });

  const main = http.createServer(handler);
  port = await listen(main, "127.0.0.1", port);
  const alias = http.createServer(handler);
  await listen(alias, "127.0.0.2", port);

  return {
    url: `http://127.0.0.1:${port}`,
    aliasUrl: `http://127.0.0.2:${port}`,
    port,
    requests,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await Promise.all([main, alias].map((s) => new Promise((r) => s.close(() => r()))));
    },
  };
}
