import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { scheduledJobs } from "@/server/db/schema";

export interface JobQueueFigures {
  /** Waiting to run (retries included). */
  pending: number;
  /** Pending after at least one failed attempt. */
  retrying: number;
  running: number;
  /** Failed MAX_ATTEMPTS times: nobody will try again. */
  givenUp: number;
  /** How long the oldest pending job has been due, in seconds (0 when none is). */
  oldestOverdueSeconds: number;
}

/** The queue as a whole (every instance's jobs): one query, for readiness and metrics. */
export async function jobQueueFigures(db: Database, now: Date): Promise<JobQueueFigures> {
  const at = now.toISOString();
  const [row] = await db
    .select({
      pending: sql<number>`count(*) FILTER (WHERE ${scheduledJobs.status} = 'pending')::int`,
      retrying: sql<number>`count(*) FILTER (WHERE ${scheduledJobs.status} = 'pending' AND ${scheduledJobs.attempts} > 0)::int`,
      running: sql<number>`count(*) FILTER (WHERE ${scheduledJobs.status} = 'running')::int`,
      givenUp: sql<number>`count(*) FILTER (WHERE ${scheduledJobs.status} = 'failed')::int`,
      oldestDue: sql<
        string | null
      >`min(${scheduledJobs.runAt}) FILTER (WHERE ${scheduledJobs.status} = 'pending' AND ${scheduledJobs.runAt} < ${at}::timestamptz)`,
    })
    .from(scheduledJobs);
  const oldestDue = row?.oldestDue ? new Date(row.oldestDue).getTime() : null;
  return {
    pending: Number(row?.pending ?? 0),
    retrying: Number(row?.retrying ?? 0),
    running: Number(row?.running ?? 0),
    givenUp: Number(row?.givenUp ?? 0),
    oldestOverdueSeconds: oldestDue === null ? 0 : Math.max(0, (now.getTime() - oldestDue) / 1000),
  };
}
