import "server-only";
import pg from "pg";
import { openDatabase } from "./client";

const USER_TABLES_SQL = `SELECT count(*)::int AS n FROM information_schema.tables
  WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`;

export class RestoreRefusedError extends Error {}

const notEmpty = (where: string) =>
  new RestoreRefusedError(
    `${where} already holds tables: a restore goes into an empty database only, so nothing is ` +
      "overwritten. Point it at a new DATA_DIR or an empty PostgreSQL database.",
  );

/**
 * Loads a dump (backup-file.ts `parseBackup(...).sql`) into an empty database: PGlite in
 * `dataDir` (created if missing; its lock is held meanwhile) or PostgreSQL at `url`, in one
 * transaction, so a failed restore leaves the target as empty as it was.
 */
export async function restoreDatabase(
  target: { driver: "postgres"; url: string } | { driver: "pglite"; dataDir: string },
  sql: string,
): Promise<void> {
  if (target.driver === "postgres") {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const { rows } = await client.query(USER_TABLES_SQL);
      if (rows[0].n > 0) throw notEmpty("The PostgreSQL database");
      // One simple-protocol query: PostgreSQL runs the statements as one implicit transaction.
      await client.query(sql);
    } finally {
      await client.end();
    }
    return;
  }
  const handle = await openDatabase(target);
  try {
    const pglite = handle.pglite;
    if (!pglite) throw new Error("the PGlite handle has no instance");
    const { rows } = await pglite.query<{ n: number }>(USER_TABLES_SQL);
    if ((rows[0]?.n ?? 0) > 0) throw notEmpty(`The PGlite folder ${target.dataDir}`);
    await pglite.transaction(async (tx) => {
      await tx.exec(sql);
    });
  } finally {
    await handle.close();
  }
}
