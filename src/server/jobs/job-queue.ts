import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/rows";
import { scheduledJobs } from "@/server/db/schema";
import { logger } from "@/server/observability/server-hooks";

/**
 * A durable job queue in the scheduled_jobs table (ADR 0020). Jobs are claimed with
 * FOR UPDATE SKIP LOCKED, so any number of instances can poll at once and each job is claimed by
 * exactly one of them; (kind, booking_id) and (kind, enquiry_id) are unique, so a job cannot be
 * scheduled twice.
 */

export interface ClaimedJob {
  id: string;
  kind: string;
  bookingId: string | null;
  enquiryId: string | null;
  calendarId?: string | null;
  webhookEndpointId?: string | null;
  runAt: Date;
  attempts: number;
}

/** A job left 'running' this long (its worker died mid-way) may be claimed again. */
export const STALE_AFTER_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
/** Minutes to wait before attempt 2, 3, 4, 5. */
const BACKOFF_MINUTES = [1, 5, 15, 60];

/**
 * A job the request that created it sends itself, right after its answer (`runJobNow`), is due
 * for the poller only this long after: the poller takes over if that send fails or never ran.
 */
export const IMMEDIATE_SEND_GRACE_MS = 2 * 60 * 1000;

/** A job is about one booking, one enquiry, one calendar connection or one webhook endpoint. */
export type NewJob = { kind: string; runAt: Date } & (
  | { bookingId: string; enquiryId?: never; calendarId?: never; webhookEndpointId?: never }
  | { enquiryId: string; bookingId?: never; calendarId?: never; webhookEndpointId?: never }
  | { calendarId: string; bookingId?: never; enquiryId?: never; webhookEndpointId?: never }
  | { webhookEndpointId: string; bookingId?: never; enquiryId?: never; calendarId?: never }
);

export async function enqueueJob(db: Database, job: NewJob): Promise<string | null> {
  const subject = job.enquiryId
    ? scheduledJobs.enquiryId
    : job.calendarId
      ? scheduledJobs.calendarId
      : job.webhookEndpointId
        ? scheduledJobs.webhookEndpointId
        : scheduledJobs.bookingId;
  const [row] = await db
    .insert(scheduledJobs)
    .values(job)
    .onConflictDoNothing({ target: [scheduledJobs.kind, subject] })
    .returning({ id: scheduledJobs.id });
  return row?.id ?? null;
}

/**
 * Schedules a booking's job of a kind that may be wanted again (the meeting-link mail after each
 * change): a new row, or the existing one back to pending with fresh attempts. A worker that is
 * sending it meanwhile loses its lock, so its "done" cannot hide the newer request.
 */
export async function rearmJob(
  db: Database,
  job: { kind: string; bookingId: string; runAt: Date },
) {
  await db
    .insert(scheduledJobs)
    .values(job)
    .onConflictDoUpdate({
      target: [scheduledJobs.kind, scheduledJobs.bookingId],
      set: {
        status: "pending",
        runAt: job.runAt,
        attempts: 0,
        lockedAt: null,
        lockedBy: null,
        lastError: null,
        completedAt: null,
      },
    });
}

interface JobRow {
  id: string;
  kind: string;
  booking_id: string | null;
  enquiry_id: string | null;
  calendar_id: string | null;
  webhook_endpoint_id: string | null;
  run_at: string | Date;
  attempts: number;
}

const toJob = (row: JobRow): ClaimedJob => ({
  id: row.id,
  kind: row.kind,
  bookingId: row.booking_id,
  enquiryId: row.enquiry_id,
  calendarId: row.calendar_id,
  webhookEndpointId: row.webhook_endpoint_id,
  runAt: new Date(row.run_at),
  attempts: row.attempts,
});

/**
 * Claims the next due job for `workerId` (pending and due, or stuck in 'running' past
 * STALE_AFTER_MS) and marks it running. Concurrent callers never get the same job.
 */
async function claimNextJob(
  db: Database,
  options: { now: Date; workerId: string; onlyId?: string },
): Promise<ClaimedJob | undefined> {
  const now = options.now.toISOString();
  const staleBefore = new Date(options.now.getTime() - STALE_AFTER_MS).toISOString();
  // A job named by id (run right after the request that created it) need not be due yet.
  const which = options.onlyId
    ? sql`id = ${options.onlyId}::uuid AND status = 'pending'`
    : sql`(status = 'pending' AND run_at <= ${now}::timestamptz)
          OR (status = 'running' AND locked_at < ${staleBefore}::timestamptz)`;
  const [row] = await queryRows<JobRow>(
    db,
    sql`
    WITH due AS (
      SELECT id FROM scheduled_jobs
      WHERE ${which}
      ORDER BY run_at
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    UPDATE scheduled_jobs AS j
    SET status = 'running', locked_at = ${now}::timestamptz, locked_by = ${options.workerId},
        attempts = j.attempts + 1
    FROM due WHERE j.id = due.id
    RETURNING j.id, j.kind, j.booking_id, j.enquiry_id, j.calendar_id, j.webhook_endpoint_id,
      j.run_at, j.attempts
  `,
  );
  return row && toJob(row);
}

/** Marks a claimed job finished; `outcome` 'cancelled' records that there was nothing to do. */
export async function finishJob(
  db: Database,
  job: ClaimedJob,
  workerId: string,
  now: Date,
  outcome: "done" | "cancelled" = "done",
) {
  await db
    .update(scheduledJobs)
    .set({ status: outcome, completedAt: now, lastError: null })
    .where(and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.lockedBy, workerId)));
}

/** Puts a failed job back for a later attempt, or gives up after MAX_ATTEMPTS. */
export async function failJob(
  db: Database,
  job: ClaimedJob,
  workerId: string,
  now: Date,
  error: unknown,
) {
  const message = error instanceof Error ? error.message : String(error);
  const retry = job.attempts < MAX_ATTEMPTS;
  const delay = BACKOFF_MINUTES[Math.min(job.attempts - 1, BACKOFF_MINUTES.length - 1)] ?? 60;
  await db
    .update(scheduledJobs)
    .set({
      status: retry ? "pending" : "failed",
      runAt: retry ? new Date(now.getTime() + delay * 60_000) : job.runAt,
      lastError: message.slice(0, 2000),
      lockedAt: null,
      lockedBy: null,
    })
    .where(and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.lockedBy, workerId)));
}

/** Cancels a booking's pending jobs of the given kinds (e.g. its reminder when it is cancelled). */
export async function cancelPendingJobs(db: Database, bookingId: string, kinds: string[]) {
  await db
    .update(scheduledJobs)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(scheduledJobs.bookingId, bookingId),
        inArray(scheduledJobs.kind, kinds),
        eq(scheduledJobs.status, "pending"),
      ),
    );
}

export type JobHandler = (job: ClaimedJob, now: Date) => Promise<"done" | "cancelled">;

export interface RunOptions {
  /** The clock: a fixed instant (tests) or a function read at each claim (the poller). */
  now: Date | (() => Date);
  workerId: string;
  /** At most this many jobs in this call. */
  limit?: number;
  onlyId?: string;
}

/**
 * Runs up to `limit` due jobs with their kinds' handlers, claiming **one at a time**: a job's
 * lock is taken when its work starts, so jobs waiting behind a slow one are never held (and never
 * look stale to another instance). Returns what happened to each, for logs and tests. A handler
 * that throws leaves the job for a retry with backoff; a job whose work succeeded is never retried
 * because recording that failed.
 */
export async function runDueJobs(
  db: Database,
  handlers: Record<string, JobHandler>,
  options: RunOptions,
): Promise<{ id: string; kind: string; outcome: "done" | "cancelled" | "failed" }[]> {
  const clock = typeof options.now === "function" ? options.now : () => options.now as Date;
  const results = [];
  while (results.length < (options.limit ?? 10)) {
    const now = clock();
    const job = await claimNextJob(db, { ...options, now });
    if (!job) break;
    results.push({ id: job.id, kind: job.kind, outcome: await runClaimed(job, now) });
    // A job named by id is pending whether due or not: one run, never a retry loop.
    if (options.onlyId) break;
  }
  return results;

  async function runClaimed(job: ClaimedJob, now: Date): Promise<"done" | "cancelled" | "failed"> {
    const handler = handlers[job.kind];
    let outcome: "done" | "cancelled";
    const started = Date.now();
    const line = { job: job.kind, jobId: job.id, attempt: job.attempts };
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      outcome = await handler(job, now);
    } catch (error) {
      logger.error({ ...line, outcome: "failed", ms: Date.now() - started, err: error }, "job");
      await failJob(db, job, options.workerId, clock(), error);
      return "failed";
    }
    await recordFinished(db, job, options.workerId, clock(), outcome);
    logger.info({ ...line, outcome, ms: Date.now() - started }, "job");
    return outcome;
  }
}

/**
 * The mail went out: record it, trying twice. If the database still refuses, the row stays
 * 'running' and is reclaimed after STALE_AFTER_MS — the one case of a repeated mail (ADR 0020).
 */
async function recordFinished(
  db: Database,
  job: ClaimedJob,
  workerId: string,
  now: Date,
  outcome: "done" | "cancelled",
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await finishJob(db, job, workerId, now, outcome);
    } catch (error) {
      if (attempt >= 2) {
        console.error(`[jobs] ${job.kind} ${job.id} ran but could not be marked ${outcome}`, error);
        return;
      }
    }
  }
}

/**
 * Runs one pending job now, whether due or not (the request that created it, after its answer).
 * Nothing is thrown: a failure is logged and the job is left to the poller's retries.
 */
export async function runJobNow(
  db: Database,
  handlers: Record<string, JobHandler>,
  job: { id: string; kind: string },
  now: Date,
) {
  try {
    await runDueJobs(db, handlers, {
      now,
      workerId: `request:${randomUUID().slice(0, 8)}`,
      onlyId: job.id,
    });
  } catch (error) {
    console.error(`[jobs] sending ${job.kind} ${job.id} failed; the poller retries`, error);
  }
}
