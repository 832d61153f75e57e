import "server-only";
import { sql } from "drizzle-orm";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { bookings } from "@/server/db/schema";
import { jobQueueFigures } from "@/server/jobs/job-health";
import { metrics } from "@/server/observability/metrics";
import { isMetricsAuthorized } from "@/server/observability/metrics-token";

const BOOKING_STATUSES = ["confirmed", "cancelled", "completed"] as const;

/** Refreshes the database-wide gauges (the same figures on every instance) before a scrape. */
async function refreshDatabaseGauges(now: Date) {
  const db = await getDb();
  const m = metrics();
  const rows = await db
    .select({ status: bookings.status, count: sql<number>`count(*)::int` })
    .from(bookings)
    .groupBy(bookings.status);
  for (const status of BOOKING_STATUSES)
    m.bookings.set({ status }, Number(rows.find((r) => r.status === status)?.count ?? 0));
  const jobs = await jobQueueFigures(db, now);
  m.jobs.set({ state: "pending" }, jobs.pending);
  m.jobs.set({ state: "retrying" }, jobs.retrying);
  m.jobs.set({ state: "running" }, jobs.running);
  m.jobs.set({ state: "given_up" }, jobs.givenUp);
  m.oldestOverdueJob.set(jobs.oldestOverdueSeconds);
}

/**
 * `GET /api/metrics`: 404 without METRICS_TOKEN (the endpoint does not exist), 401 for a wrong
 * or missing bearer token, else the Prometheus text.
 */
export async function metricsResponse(request: Request, now = new Date()): Promise<Response> {
  const token = env().METRICS_TOKEN;
  const headers = { "Cache-Control": "no-store" };
  if (!token) return Response.json({ error: "Not found" }, { status: 404, headers });
  if (!isMetricsAuthorized(request.headers.get("authorization"), token))
    return Response.json(
      { error: "A valid METRICS_TOKEN bearer token is needed" },
      { status: 401, headers: { ...headers, "WWW-Authenticate": "Bearer" } },
    );
  await refreshDatabaseGauges(now);
  const registry = metrics().registry;
  return new Response(await registry.metrics(), {
    headers: { ...headers, "Content-Type": registry.contentType },
  });
}
