import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** PostgreSQL connection string (postgres driver only). */
  url?: string;
  /** The PGlite instance itself (pglite driver only): its dump tool needs it. */
  pglite?: PGlite;
  close: () => Promise<void>;
}

export type DatabaseTarget =
  | { driver: "postgres"; url: string; poolSize?: number }
  | {
      driver: "pglite";
      dataDir?: string;
      /** In memory, starting from a folder dumped by `dumpDataDir` (skips initdb: tests). */
      loadDataDir?: Blob;
    };

/** Opens PostgreSQL through a pg pool, or PGlite (on disk when dataDir is given, else in memory). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // Fail fast instead of queueing forever when the server is gone (health answers 503).
      connectionTimeoutMillis: 5_000,
      // pg's default closes a connection after 10 s idle. The pool hands out the most recently
      // released connection first, so under steady load the others sit idle, close, and are
      // opened again (a TCP + auth round trip in the request's latency) at the next small burst.
      // The pool is sized to stay open (docs/deploy.md: instances × size < max_connections): an idle
      // connection is closed only after 10 minutes without a single use (ADR 0080).
      idleTimeoutMillis: 10 * 60_000,
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, driver: "postgres", url: target.url, close: () => pool.end() };
  }
  if (!target.dataDir) {
    const client = await PGlite.create(
      target.loadDataDir ? { loadDataDir: target.loadDataDir } : undefined,
    );
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return { db, driver: "pglite", pglite: client, close: () => client.close() };
  }
  // PGlite does not create missing parent folders itself.
  mkdirSync(path.dirname(target.dataDir), { recursive: true });
  // One process per folder: a second opener stops here, naming the holder (ADR 0061).
  const lock = lockDataDir(target.dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(target.dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= client.close().finally(lock.release);
    return closing;
  };
  return { db, driver: "pglite", pglite: client, close };
}
