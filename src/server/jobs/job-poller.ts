import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Database } from "@/server/db";
import { type JobHandler, runDueJobs } from "./job-queue";

/** A bound on one tick, so housekeeping still runs during a very long backlog. */
const MAX_PER_TICK = 500;

export interface PollerOptions {
  db: () => Promise<Database>;
  handlers: Record<string, JobHandler>;
  intervalMs?: number;
  /** The clock; tests pass a frozen one. */
  now?: () => Date;
  /** Extra housekeeping each tick (e.g. pruning rate-limit buckets). */
  onTick?: (db: Database, now: Date) => Promise<void>;
}

/** This process's poller, as readiness sees it: when it started and last finished a round. */
export interface PollerHeartbeat {
  workerId: string;
  intervalMs: number;
  startedAt: Date;
  lastTickAt: Date | null;
  stopped: boolean;
}

// Route handlers are bundled apart from the boot code: the heartbeat lives on globalThis.
const globalForPoller = globalThis as unknown as { __jobPollerHeartbeat?: PollerHeartbeat };

/** The heartbeat of the poller this process started, or null when it runs none. */
export const pollerHeartbeat = (): PollerHeartbeat | null =>
  globalForPoller.__jobPollerHeartbeat ?? null;

export interface Poller {
  workerId: string;
  /** Runs one round now (also what the timer does). */
  tick: () => Promise<number>;
  stop: () => void;
}

/**
 * Polls the job table every `intervalMs`. Ticks never overlap (the next is scheduled when one
 * ends), errors are logged and the loop goes on, and the timer does not keep the process alive.
 */
export function startJobPoller(options: PollerOptions): Poller {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const now = options.now ?? (() => new Date());
  const interval = options.intervalMs ?? 30_000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const heartbeat: PollerHeartbeat = {
    workerId,
    intervalMs: interval,
    startedAt: now(),
    lastTickAt: null,
    stopped: false,
  };
  globalForPoller.__jobPollerHeartbeat = heartbeat;

  async function tick(): Promise<number> {
    const db = await options.db();
    // Drains a backlog after downtime within one tick; each job is claimed with the clock's time
    // when its work starts.
    const results = await runDueJobs(db, options.handlers, { now, workerId, limit: MAX_PER_TICK });
    await options.onTick?.(db, now());
    heartbeat.lastTickAt = now();
    return results.length;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        await tick();
      } catch (error) {
        console.error("[jobs] poll failed", error);
      }
      schedule();
    }, interval);
    timer.unref();
  }

  schedule();
  return {
    workerId,
    tick,
    stop() {
      stopped = true;
      heartbeat.stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
