import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db";

export type DatabaseHealth = { ok: true } | { ok: false; reason: string };

/** Whether the database answers a trivial query within the time limit. */
export async function checkDatabase(db: Database, timeoutMs = 3_000): Promise<DatabaseHealth> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DatabaseHealth>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, reason: `no answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
  });
  const query = db.execute(sql`SELECT 1`).then(
    (): DatabaseHealth => ({ ok: true }),
    (error: unknown): DatabaseHealth => ({
      ok: false,
      reason: error instanceof Error ? error.message : String(error),
    }),
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
