import "server-only";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus metrics (ADR 0061). Next.js bundles route handlers and the server
 * separately, so the one registry lives on globalThis: every bundle (and a server entry written in
 * plain JavaScript, through `globalThis.__agencyMetrics`) counts into the same metrics.
 * Per-process counters here; the database-wide figures (bookings, jobs) are read at scrape time
 * (metrics-snapshot.ts), so several instances never double count them.
 */
function createMetrics() {
  const registry = new Registry();
  // The runtime's own: CPU, memory, event-loop delay and garbage-collection pauses
  // (`nodejs_gc_duration_seconds{kind}`). A latency tail on this runtime is mostly its full
  // collections (ADR 0080): with these an operator sees it beside the request histogram, and
  // `npm run bench:booking` prints each run's collections from them.
  // Buckets finer than the default's (1 ms, 10 ms, 100 ms…) where a request's budget lies.
  collectDefaultMetrics({
    register: registry,
    gcDurationBuckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  });
  const httpRequests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const mailFailures = new Counter({
    name: "agency_mail_send_failures_total",
    help: "Mails the SMTP server (or the outbox) refused, in this process",
    registers: [registry],
  });
  const bookings = new Gauge({
    name: "agency_bookings",
    help: "Bookings in the database by status (all of them = bookings ever created)",
    labelNames: ["status"] as const,
    registers: [registry],
  });
  const jobs = new Gauge({
    name: "agency_jobs",
    help: "Jobs in the queue: pending (retrying included), retrying, running, given_up",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  const oldestOverdueJob = new Gauge({
    name: "agency_oldest_overdue_job_seconds",
    help: "How long the oldest pending job has been due (0 when none is)",
    registers: [registry],
  });
  return { registry, httpRequests, httpDuration, mailFailures, bookings, jobs, oldestOverdueJob };
}

export type Metrics = ReturnType<typeof createMetrics>;

export interface HttpObservation {
  method: string;
  /** A route pattern, not the raw path (`routeLabel` turns one into the other). */
  route: string;
  status: number;
  seconds: number;
}

interface MetricsGlobal {
  metrics: Metrics;
  observeHttpRequest: (observation: HttpObservation) => void;
}

const holder = globalThis as unknown as { __agencyMetrics?: MetricsGlobal };

export function metrics(): Metrics {
  if (!holder.__agencyMetrics) {
    const created = createMetrics();
    holder.__agencyMetrics = {
      metrics: created,
      observeHttpRequest: ({ method, route, status, seconds }) => {
        created.httpRequests.inc({ method, route, status: String(status) });
        created.httpDuration.observe({ method, route }, seconds);
      },
    };
  }
  return holder.__agencyMetrics.metrics;
}

/** One answered request: the server entry calls it for every request it serves. */
export function observeHttpRequest(observation: HttpObservation) {
  metrics();
  holder.__agencyMetrics?.observeHttpRequest(observation);
}

export function countMailFailure() {
  metrics().mailFailures.inc();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ROUTES = 300;
const seenRoutes = new Set<string>();

/**
 * A bounded route label for a path: ids, tokens, numbers and dates become placeholders, static
 * assets one label, and past a few hundred distinct routes (a scanner's junk) `other`.
 */
export function routeLabel(pathname: string): string {
  if (pathname.startsWith("/_next/")) return "/_next/*";
  const label =
    pathname
      .split("/")
      .map((part) => {
        if (UUID.test(part)) return ":id";
        if (/^\d{4}-\d{2}-\d{2}$/.test(part)) return ":date";
        if (/^\d+$/.test(part)) return ":n";
        if (part.length >= 20) return ":token";
        return part;
      })
      .join("/") || "/";
  if (seenRoutes.has(label)) return label;
  if (seenRoutes.size >= MAX_ROUTES) return "other";
  seenRoutes.add(label);
  return label;
}
