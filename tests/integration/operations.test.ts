import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, getDb } from "@/server/db";
import { openDatabase } from "@/server/db/client";
import { pendingMigrationCount } from "@/server/db/migration-status";
import { enquiries, rateLimitBuckets, scheduledJobs } from "@/server/db/schema";
import { jobQueueFigures } from "@/server/jobs/job-health";
import { startJobPoller } from "@/server/jobs/job-poller";
import { countMailFailure, observeHttpRequest } from "@/server/observability/metrics";
import { metricsResponse } from "@/server/wiring/metrics-snapshot";
import { readiness } from "@/server/wiring/readiness";
import { backupIfDue } from "@/server/wiring/scheduled-backup";
import { createTestDatabase, DRIVERS, type TestDatabase } from "../support/test-database";

const NOW = new Date("2030-01-04T12:00:00Z");
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const TOKEN = "metrics-token-metrics-token-0123";

const appGlobals = globalThis as unknown as { __appEnv?: unknown; __appDb?: unknown };

// The app's own database (getDb, as the routes use it) on each driver: PostgreSQL in a fresh
// database of the test server, or PGlite in a fresh DATA_DIR.
describe.each(DRIVERS)("readiness and metrics [%s]", (driver) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "agency-ops-"));
  const saved = { ...process.env };
  let postgres: TestDatabase | undefined;

  beforeAll(async () => {
    if (driver === "postgres") postgres = await createTestDatabase("postgres");
    Object.assign(process.env, {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? "",
      AUTH_SECRET: "ops-secret-ops-secret-ops-secret-0123456789",
      METRICS_TOKEN: TOKEN,
      SCHEDULER_DISABLED: "false",
      BACKUP_DIR: path.join(dataDir, "backups"),
      BACKUP_KEEP: "2",
    });
    appGlobals.__appEnv = undefined;
    appGlobals.__appDb = undefined;
    await getDb();
  }, 180_000);

  afterAll(async () => {
    await closeDatabase();
    await postgres?.close();
    process.env = saved;
    appGlobals.__appEnv = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    const db = await getDb();
    await db.delete(scheduledJobs);
    await db.delete(enquiries);
  });

  async function queueJobs() {
    const db = await getDb();
    const rows = await db
      .insert(enquiries)
      .values([1, 2, 3, 4].map((n) => ({ name: `E${n}`, email: `e${n}@x.test`, message: "m" })))
      .returning({ id: enquiries.id });
    const [a, b, c, d] = rows.map((r) => r.id);
    await db.insert(scheduledJobs).values([
      { kind: "mail", enquiryId: a!, runAt: minutesAgo(30) },
      { kind: "mail", enquiryId: b!, runAt: minutesAgo(5), attempts: 2, lastError: "smtp" },
      { kind: "mail", enquiryId: c!, runAt: new Date(NOW.getTime() + 60_000) },
      { kind: "mail", enquiryId: d!, runAt: minutesAgo(90), status: "failed", attempts: 5 },
    ]);
  }

  it("counts the queue: pending, retrying, given up, and the oldest overdue job's age", async () => {
    await queueJobs();
    expect(await jobQueueFigures(await getDb(), NOW)).toEqual({
      pending: 3,
      retrying: 1,
      running: 0,
      givenUp: 1,
      oldestOverdueSeconds: 30 * 60,
    });
  }, 180_000);

  it("knows when migrations are missing", async () => {
    expect(await pendingMigrationCount(await getDb())).toBe(0);
    const empty = await openDatabase({ driver: "pglite" });
    expect(await pendingMigrationCount(empty.db)).toBeGreaterThan(5);
    await empty.close();
  }, 180_000);

  it("/api/ready: 503 naming the poller until it runs, then 200 with the checks", async () => {
    const before = await readiness(NOW);
    expect(before.ready).toBe(false);
    expect(before.reasons).toEqual(["job poller: not running"]);

    let clock = NOW;
    const poller = startJobPoller({
      db: getDb,
      handlers: {},
      now: () => clock,
      intervalMs: 60_000,
    });
    try {
      await queueJobs();
      const started = await readiness(NOW);
      expect(started).toMatchObject({ ready: true, reasons: [] });
      expect(started.checks).toMatchObject({
        database: "ok",
        migrations: { pending: 0 },
        jobPoller: { status: "ok" },
        jobs: { oldestOverdueSeconds: 30 * 60, givenUp: 1 },
      });
      // No round finished for far longer than three intervals: stuck.
      clock = new Date(NOW.getTime() + 10 * 60_000);
      const stuck = await readiness(clock);
      expect(stuck.ready).toBe(false);
      expect(stuck.reasons[0]).toMatch(/^job poller: no round finished for \d+ s$/);
      await poller.tick();
      expect((await readiness(clock)).ready).toBe(true);
    } finally {
      poller.stop();
    }
  }, 180_000);

  it("/api/metrics: 401 without the token, Prometheus text with it", async () => {
    await queueJobs();
    const url = "http://localhost:3000/api/metrics";
    expect((await metricsResponse(new Request(url), NOW)).status).toBe(401);
    const wrong = new Request(url, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect((await metricsResponse(wrong, NOW)).status).toBe(401);

    // The registry is per process and both drivers' suites share it: a route of this run's own.
    const route = `/api/v1/bookings-${randomUUID().slice(0, 8)}`;
    observeHttpRequest({ method: "POST", route, status: 201, seconds: 0.12 });
    countMailFailure();
    // Short-lived garbage until the runtime reports a young-generation collection to its
    // observers (this test's, registered after the metrics' own, is told after them).
    await new Promise<void>((resolve) => {
      const observer = new PerformanceObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe({ entryTypes: ["gc"] });
      const ring: { i: number }[] = new Array(1000);
      for (let i = 0; i < 2_000_000; i++) ring[i % 1000] = { i };
    });
    const ok = new Request(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    const response = await metricsResponse(ok, NOW);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(`http_requests_total{method="POST",route="${route}",status="201"} 1`);
    expect(text).toContain(
      `http_request_duration_seconds_bucket{le="0.25",method="POST",route="${route}"} 1`,
    );
    expect(text).toContain(
      `http_request_duration_seconds_bucket{le="0.1",method="POST",route="${route}"} 0`,
    );
    expect(text).toMatch(/agency_mail_send_failures_total \d+/);
    expect(text).toContain('agency_jobs{state="pending"} 3');
    expect(text).toContain('agency_jobs{state="given_up"} 1');
    expect(text).toContain("agency_oldest_overdue_job_seconds 1800");
    expect(text).toMatch(/agency_bookings\{status="confirmed"\} \d+/);
    // The runtime's own metrics, garbage-collection pauses among them.
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^nodejs_gc_duration_seconds_count\{kind="minor"\} [1-9]/m);
  }, 180_000);

  it("daily backups: one a day across instances, the oldest beyond BACKUP_KEEP removed", async () => {
    const dir = path.join(dataDir, "backups");
    mkdirSync(dir, { recursive: true });
    await (await getDb()).delete(rateLimitBuckets);
    writeFileSync(path.join(dir, "agency-backup-2029-12-01T00-00-00Z.sql"), "old");
    writeFileSync(path.join(dir, "agency-backup-2029-12-02T00-00-00Z.sql"), "old");
    writeFileSync(path.join(dir, "notes.txt"), "not a backup");
    const first = await backupIfDue(NOW);
    expect(first).toBe(path.join(dir, "agency-backup-2030-01-04T12-00-00Z.sql"));
    // Another round (or another instance) the same day: nothing.
    expect(await backupIfDue(new Date(NOW.getTime() + 3_600_000))).toBeNull();
    const nextDay = await backupIfDue(new Date(NOW.getTime() + 86_400_000));
    expect(nextDay).toMatch(/agency-backup-2030-01-05T12-00-00Z\.sql$/);
    expect(readdirSync(dir).sort()).toEqual([
      "agency-backup-2030-01-04T12-00-00Z.sql",
      "agency-backup-2030-01-05T12-00-00Z.sql",
      "notes.txt",
    ]);
  }, 180_000);

  it("/api/metrics does not exist without METRICS_TOKEN", async () => {
    process.env.METRICS_TOKEN = "";
    appGlobals.__appEnv = undefined;
    try {
      const response = await metricsResponse(new Request("http://localhost:3000/api/metrics"));
      expect(response.status).toBe(404);
    } finally {
      process.env.METRICS_TOKEN = TOKEN;
      appGlobals.__appEnv = undefined;
    }
  });
});
