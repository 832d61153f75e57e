// No "server-only" here: the e2e harness reads raw rows too, outside Next (house-rules.test.ts).
import type { SQL } from "drizzle-orm";
import type { Database } from "./client";

/**
 * The rows of a raw statement's result. Both drivers answer with `{ rows }` (PGlite's `Results`,
 * node-postgres's `QueryResult`), but `Database` is typed for either driver, so drizzle types the
 * result without them: this is the one place that says what is there. The row type is the caller's
 * reading of its own SQL; nothing checks it at run time.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Runs a raw query (on the pool or inside a transaction) and returns its rows. */
export async function queryRows<Row>(db: Pick<Database, "execute">, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query));
}
