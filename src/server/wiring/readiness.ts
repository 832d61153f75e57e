import "server-only";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { checkDatabase, type DatabaseHealth, databaseFailed } from "@/server/db/health";
import { pendingMigrationCount } from "@/server/db/migration-status";
import { jobQueueFigures } from "@/server/jobs/job-health";
import { type PollerHeartbeat, pollerHeartbeat } from "@/server/jobs/job-poller";

/** A poller that has not finished a round in this long is stuck (one round may be slow). */
const staleAfterMs = (heartbeat: PollerHeartbeat) => 3 * heartbeat.intervalMs + 120_000;

export interface Readiness {
  ready: boolean;
  /** What keeps it out of traffic, in our words: safe for anyone to read. */
  reasons: string[];
  checks: Record<string, unknown>;
  /** The drivers' own error texts behind the reasons: for the log and the metrics token only. */
  details: string[];
}

function pollerCheck(now: Date, reasons: string[]) {
  if (env().SCHEDULER_DISABLED) return { status: "disabled" };
  const heartbeat = pollerHeartbeat();
  if (!heartbeat || heartbeat.stopped) {
    reasons.push("job poller: not running");
    return { status: heartbeat ? "stopped" : "not started" };
  }
  const beat = heartbeat.lastTickAt ?? heartbeat.startedAt;
  const ageSeconds = Math.round((now.getTime() - beat.getTime()) / 1000);
  const stale = now.getTime() - beat.getTime() > staleAfterMs(heartbeat);
  if (stale) reasons.push(`job poller: no round finished for ${ageSeconds} s`);
  return {
    status: stale ? "stale" : "ok",
    lastTickAt: heartbeat.lastTickAt?.toISOString() ?? null,
    secondsSinceHeartbeat: ageSeconds,
  };
}

/**
 * Whether this instance should get traffic (`GET /api/ready`): the database answers, every
 * migration is applied, and its job poller (unless SCHEDULER_DISABLED) finished a round lately.
 * The age of the oldest overdue job is reported for alerting, not counted: it is the whole
 * cluster's queue, and taking every instance out of the proxy for a mail backlog would be worse
 * than the backlog (ADR 0061).
 */
export async function readiness(now = new Date()): Promise<Readiness> {
  const reasons: string[] = [];
  const checks: Record<string, unknown> = {};
  let db: Awaited<ReturnType<typeof getDb>>;
  try {
    db = await getDb();
  } catch (error) {
    return notReachable(databaseFailed(error), "unavailable");
  }
  const health = await checkDatabase(db);
  checks.database = health.ok ? "ok" : health.reason;
  if (!health.ok) return notReachable(health, health.reason);

  const pending = await pendingMigrationCount(db);
  checks.migrations = { pending };
  if (pending > 0) reasons.push(`migrations: ${pending} not applied`);
  checks.jobPoller = pollerCheck(now, reasons);
  const jobs = await jobQueueFigures(db, now);
  checks.jobs = { ...jobs, oldestOverdueSeconds: Math.round(jobs.oldestOverdueSeconds) };
  return { ready: reasons.length === 0, reasons, checks, details: [] };
}

function notReachable(health: DatabaseHealth, check: string): Readiness {
  const { reason, detail } = health.ok ? { reason: "", detail: "" } : health;
  return {
    ready: false,
    reasons: [`database: ${reason}`],
    checks: { database: check },
    details: [`database: ${detail}`],
  };
}
