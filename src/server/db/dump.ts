import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import { getTableName } from "drizzle-orm";
import type { DatabaseHandle } from "./client";
import { copyPostgresIntoPglite } from "./copy-postgres";
import { rateLimitBuckets, session, verification } from "./schema";

/**
 * Tables a backup keeps empty (their schema stays): sign-in sessions and verifications are live
 * credentials — whoever finds a backup could sign in with them — and rate-limit buckets are
 * counters of the last hour. A restored site therefore has everyone sign in again.
 */
export const TABLES_LEFT_OUT = [session, verification, rateLimitBuckets].map(getTableName);

/** Plain SQL that psql (or PGlite) reads back, without owners or grants of the source. */
const DUMP_ARGS = [
  "--no-owner",
  "--no-privileges",
  ...TABLES_LEFT_OUT.map((table) => `--exclude-table-data=public.${table}`),
];

/**
 * pg_dump of a PGlite instance that may be serving requests. The dump runs synchronously on
 * PGlite's single connection, so it must not land inside one of the app's open transactions: it
 * runs while holding PGlite's transaction lock (taken by `transaction`, whose own BEGIN is ended
 * at once), so queries and transactions of the app wait a moment and go on afterwards.
 */
async function dumpPglite(pglite: PGlite): Promise<string> {
  let text = "";
  await pglite.transaction(async (tx) => {
    await tx.exec("ROLLBACK");
    try {
      const file = await pgDump({
        pg: {
          query: tx.query,
          exec: tx.exec,
          execProtocolRawStream: pglite.execProtocolRawStream.bind(pglite),
        } as unknown as PGlite,
        args: DUMP_ARGS,
      });
      text = await file.text();
    } finally {
      // The wrapper ends with COMMIT: give it an (empty) transaction to commit.
      await tx.exec("BEGIN");
    }
  });
  return text;
}

/** A consistent plain-SQL dump of the database, whichever the driver (ADR 0061). */
export async function dumpDatabase(handle: DatabaseHandle): Promise<string> {
  if (handle.driver === "pglite") {
    if (!handle.pglite) throw new Error("the PGlite handle has no instance");
    return dumpPglite(handle.pglite);
  }
  if (!handle.url) throw new Error("the PostgreSQL handle has no URL");
  const copy = await copyPostgresIntoPglite(handle.url);
  try {
    return await dumpDatabase(copy);
  } finally {
    await copy.close();
  }
}
