import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db";

/**
 * `reason` is safe to show anyone (it says what failed, in our words); `detail` is the driver's
 * own error text, which may name hosts, users or paths: it goes to the log, and to callers that
 * hold the metrics token.
 */
export type DatabaseHealth = { ok: true } | { ok: false; reason: string; detail: string };

/** Whether the database answers a trivial query within the time limit. */
export async function checkDatabase(db: Database, timeoutMs = 3_000): Promise<DatabaseHealth> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DatabaseHealth>((resolve) => {
    timer = setTimeout(() => {
      const reason = `no answer within ${timeoutMs} ms`;
      resolve({ ok: false, reason, detail: reason });
    }, timeoutMs);
  });
  const query = db.execute(sql`SELECT 1`).then(
    (): DatabaseHealth => ({ ok: true }),
    (error: unknown): DatabaseHealth => databaseFailed(error),
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A database that failed to open or to answer, as DatabaseHealth. */
export function databaseFailed(error: unknown): DatabaseHealth {
  return {
    ok: false,
    reason: "the query failed",
    detail: error instanceof Error ? error.message : String(error),
  };
}
