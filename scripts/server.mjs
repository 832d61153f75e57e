// The release artifact's entry (copied to dist/agency-<id>/server.mjs by scripts/artifact.mjs),
// modelled on the server.js of Next.js's standalone output, with what a deployment needs on top
// (ADR 0060): JSON logs (pino) with one line per request labelled by route pattern, never by path;
// a request id; a per-request observer hook (metrics); and a clean stop on SIGTERM/SIGINT — stop
// taking connections, finish requests in flight (SHUTDOWN_GRACE_SECONDS), then the app's own
// closers (job poller, database), exit 0.
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format } from "node:util";

const dir = path.dirname(fileURLToPath(import.meta.url));
// DATA_DIR belongs to the deployment, not to the release: a relative one is taken from where the
// server was started, never from the release folder (a new release would start on empty data).
process.env.DATA_DIR = path.resolve(process.env.DATA_DIR || "data");
process.chdir(dir);
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";
const require = createRequire(import.meta.url);
const nextConfig = JSON.parse(readFileSync(path.join(dir, "next-config.json"), "utf8"));
const release = JSON.parse(readFileSync(path.join(dir, "release.json"), "utf8"));
// src/proxy.ts reads the prerendered pages from the build folder.
process.env.NEXT_DIST_DIR = nextConfig.distDir.replace(/^\.\//, "");
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(nextConfig);

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
function setting(name, fallback, valid, expected) {
  const raw = process.env[name] || fallback;
  if (valid(raw)) return raw;
  console.error(`\nInvalid configuration:\n  ${name}: must be ${expected}\n`);
  process.exit(1);
}
const level = setting("LOG_LEVEL", "info", (v) => LEVELS.includes(v), LEVELS.join(", "));
const graceSeconds = Number(
  setting("SHUTDOWN_GRACE_SECONDS", "10", (v) => /^\d+$/.test(v) && Number(v) <= 3600, "0–3600"),
);
const port = Number(process.env.PORT) || 3000;
const hostname = process.env.HOSTNAME || "0.0.0.0";
// The V8 settings `npm start` and the systemd unit pass (ADR 0085, ADR 0087), in the "listening"
// line: a server started without one reads "default". V8 takes the last of a repeated flag.
const v8Setting = (name) => {
  const pattern = new RegExp(`^--${name.replaceAll("-", "[-_]")}=(\\d+)$`);
  const flag = process.execArgv.findLast((candidate) => pattern.test(candidate));
  return flag ? Number(flag.split("=")[1]) : "default";
};
const gcMarkingThreads = v8Setting("concurrent-marking-max-worker-num");
const heapGrowingPercent = v8Setting("heap-growing-percent");

// --- Logs: one JSON object per line; e-mail addresses never reach the output ---------------------
const pino = require("pino");
const EMAIL = /[^\s@"'<>(),;:[\]]+@[^\s@"'<>(),;:[\]]+\.[a-z]{2,}/gi;
// Documentation's example.com addresses (the first-admin hint) are no one's.
const scrub = (text) =>
  text.replace(EMAIL, (found) => (/@example\.(com|org|net)$/i.test(found) ? found : "[email]"));
const scrubObject = (object) => {
  const text = JSON.stringify(object);
  const scrubbed = scrub(text);
  return scrubbed === text ? object : JSON.parse(scrubbed);
};
const logger = pino({
  level,
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }), log: scrubObject },
  redact: { paths: ["*.cookie", "*.authorization", "*.password", "*.token"], censor: "[redacted]" },
  hooks: {
    logMethod(args, method) {
      method.apply(
        this,
        args.map((a) => (typeof a === "string" ? scrub(a) : a)),
      );
    },
  },
});
// Next.js and the app log through console: the same lines, as JSON, through the same scrubber.
for (const [name, to] of [
  ["log", "info"],
  ["info", "info"],
  ["warn", "warn"],
  ["error", "error"],
  ["debug", "debug"],
]) {
  console[name] = (...args) => {
    const message = format(...args).trim();
    if (message) logger[to](message);
  };
}

// --- The interface the app (in Next's bundle) meets this process through -------------------------
// `closers` run on shutdown in the order added (the app adds: stop the job poller, close the
// database); `observer` is called once per request (metrics); `clientAddressHeader` names the
// request header that carries the socket's peer address (stampClientAddress); `releaseId` names
// the release this process serves (the MCP endpoint's version). See
// src/server/observability/.
const CLIENT_ADDRESS_HEADER = "x-agency-client-address";
const hooks = {
  logger,
  closers: [],
  observer: undefined,
  clientAddressHeader: CLIENT_ADDRESS_HEADER,
  releaseId: release.id,
};
globalThis[Symbol.for("agency.server")] = hooks;

// --- Route labels: the page pattern from Next's routes manifest, never the raw path --------------
const manifest = JSON.parse(
  readFileSync(path.join(dir, process.env.NEXT_DIST_DIR, "routes-manifest.json"), "utf8"),
);
const routes = [...manifest.staticRoutes, ...manifest.dynamicRoutes].map((r) => ({
  page: r.page,
  regex: new RegExp(r.regex),
}));
const publicFiles = new Set();
(function collect(folder, prefix) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true }))
    if (entry.isDirectory()) collect(path.join(folder, entry.name), `${prefix}/${entry.name}`);
    else publicFiles.add(`${prefix}/${entry.name}`);
})(path.join(dir, "public"), "");

function routeOf(url) {
  const pathname = (url ?? "/").split("?")[0];
  if (pathname.startsWith("/_next/static/")) return "/_next/static/[file]";
  if (pathname.startsWith("/_next/image")) return "/_next/image";
  for (const route of routes) if (route.regex.test(pathname)) return route.page;
  if (publicFiles.has(pathname)) return pathname;
  return "[unmatched]";
}

/**
 * The address the connection came from, as a header the app reads for its rate limits when no
 * proxy of ours is in front (src/server/http/client-ip.ts). A copy the client sent is removed
 * first, so the value is always the socket's: the one address a client cannot choose.
 */
function stampClientAddress(req) {
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2)
    if (raw[i].toLowerCase() === CLIENT_ADDRESS_HEADER) raw.splice(i, 2);
  delete req.headers[CLIENT_ADDRESS_HEADER];
  const peer = req.socket.remoteAddress;
  if (!peer) return;
  // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d: one client, one bucket key.
  const address = peer.startsWith("::ffff:") && peer.includes(".") ? peer.slice(7) : peer;
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  raw.push(CLIENT_ADDRESS_HEADER, address);
}

const requestId = (header) =>
  typeof header === "string" && /^[\w.-]{1,64}$/.test(header) ? header : randomUUID();

// --- The server ----------------------------------------------------------------------------------
const inFlight = new Set();
let onIdle = () => {};
let shuttingDown = false;

const next = require("next");
const app = next({ dev: false, dir, hostname, port, conf: nextConfig, quiet: true });

const server = http.createServer((req, res) => {
  const started = process.hrtime.bigint();
  const id = requestId(req.headers["x-request-id"]);
  res.setHeader("x-request-id", id);
  if (shuttingDown) res.setHeader("connection", "close");
  inFlight.add(res);
  res.on("close", () => {
    inFlight.delete(res);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeOf(req.url);
    const status = res.statusCode;
    logger.info(
      { reqId: id, method: req.method, route, status, ms: Math.round(seconds * 10000) / 10 },
      "request",
    );
    try {
      hooks.observer?.({ method: req.method ?? "GET", route, status, seconds });
    } catch (error) {
      logger.error({ err: error }, "request observer failed");
    }
    if (inFlight.size === 0) onIdle();
  });
  stampClientAddress(req);
  serve(req, res, id);
});

/** Next's handler; a request it fails is logged and answered 500 (the warm-up's too). */
function serve(req, res, reqId) {
  handle(req, res).catch((error) => {
    logger.error({ err: error, reqId }, "request failed");
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
}
if (Number(process.env.KEEP_ALIVE_TIMEOUT))
  server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT);

const pidFile = path.join(dir, "run", String(process.pid));
const withTimeout = (promise, ms) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

// pino writes asynchronously; process.exit runs its exit hook, which writes what is left
// synchronously, and to a console whose reader died (a closed terminal, a killed `| tee`)
// sonic-boom retries that EPIPE for ever: the server stopped listening and never exited. A write
// under way that ends in EPIPE makes pino drop the stream, hook included, so exit once it has
// ended — at most a few seconds later, for a console that reads nothing. (`_writing` is
// sonic-boom's own; tests/integration/server-closed-console.test.ts fails if it goes.)
const logStream = logger[pino.symbols.streamSym];
async function exit(code) {
  if (logStream._writing)
    await withTimeout(
      new Promise((resolve) => {
        logStream.once("drain", resolve);
        logStream.once("error", resolve);
      }),
      5000,
    );
  process.exit(code);
}

async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  const started = Date.now();
  logger.info({ signal, inFlight: inFlight.size, graceSeconds }, "shutdown: no new connections");
  server.close();
  server.closeIdleConnections();
  const deadline = started + graceSeconds * 1000;
  if (inFlight.size > 0)
    await withTimeout(new Promise((resolve) => (onIdle = resolve)), deadline - Date.now());
  const abandoned = inFlight.size;
  if (abandoned > 0) {
    logger.warn({ abandoned }, "shutdown: grace period over, closing requests still in flight");
    server.closeAllConnections();
  }
  // Work scheduled with after() (mail sends) finishes inside the same grace period.
  let nextServer;
  try {
    nextServer = app.server; // throws while Next is still preparing
  } catch {}
  await withTimeout(nextServer?.close?.() ?? Promise.resolve(), Math.max(deadline - Date.now(), 0));
  let failed = false;
  for (const closer of hooks.closers) {
    try {
      await closer();
    } catch (error) {
      failed = true;
      logger.error({ err: error }, "shutdown: a closer failed");
    }
  }
  rmSync(pidFile, { force: true });
  logger.info(
    { signal, abandoned, ms: Date.now() - started },
    failed ? "shutdown: finished with errors" : "shutdown: closed cleanly",
  );
  await exit(failed ? 1 : 0);
}
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void shutdown(signal));

/**
 * Before taking traffic, the server asks itself for a few pages on a private port: Next.js loads a
 * route's code on its first request, and the database pool opens its first connection on the
 * first query — 0.1–0.3 s that the first visitors after every deploy or restart would otherwise
 * wait (measured: /api/health 262 ms, /book 324 ms, then 5–36 ms). These requests are not logged
 * or counted in the metrics (one that fails is logged as any failed request is), and
 * the whole warm-up gives up after WARM_UP_SECONDS so a slow database never keeps a server closed.
 */
const WARM_UP_SECONDS = 30;
const today = new Date().toISOString().slice(0, 10);
const WARM_UP_PATHS = ["/api/health", "/", "/book", `/api/v1/slots?date=${today}`];
async function warmUp() {
  const started = Date.now();
  const warmUpServer = http.createServer((req, res) => serve(req, res, "warm-up"));
  await new Promise((resolve) => warmUpServer.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${warmUpServer.address().port}`;
  const answers = {};
  const deadline = started + WARM_UP_SECONDS * 1000;
  for (const pathname of WARM_UP_PATHS) {
    if (shuttingDown || Date.now() >= deadline) break;
    try {
      const response = await fetch(base + pathname, {
        redirect: "manual",
        signal: AbortSignal.timeout(deadline - Date.now()),
      });
      await response.arrayBuffer();
      answers[pathname] = response.status;
    } catch (error) {
      answers[pathname] = error instanceof Error ? error.name : "failed";
    }
  }
  warmUpServer.closeAllConnections();
  await new Promise((resolve) => warmUpServer.close(resolve));
  logger.info({ answers, ms: Date.now() - started }, "warmed up");
}

const bootStarted = Date.now();
let handle;
try {
  await app.prepare();
  handle = app.getRequestHandler();
} catch (error) {
  logger.fatal({ err: error }, "boot failed");
  await exit(1);
}
await warmUp();
// A stop signal during boot or warm-up: shutdown() is already closing; never start listening.
if (!shuttingDown)
  server.listen(port, hostname, () => {
    try {
      // Marks the release as in use, so a build on this machine never prunes it (scripts/artifact.mjs).
      mkdirSync(path.dirname(pidFile), { recursive: true });
      writeFileSync(pidFile, `${process.pid}\n`);
    } catch {
      // A read-only release folder (systemd's ProtectSystem): nothing prunes it there.
    }
    logger.info(
      {
        port,
        release: release.id,
        deploymentId: release.deploymentId,
        node: process.version,
        gcMarkingThreads,
        heapGrowingPercent,
        ms: Date.now() - bootStarted,
      },
      `listening on http://${hostname}:${port}`,
    );
  });
server.on("error", (error) => {
  logger.fatal({ err: error }, "server failed");
  void exit(1);
});
