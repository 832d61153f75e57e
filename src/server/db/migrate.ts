import "server-only";
import path from "node:path";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { DatabaseHandle } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "src/server/db/migrations");

// Any constant shared by every instance: concurrent starts queue on it instead of racing.
const MIGRATION_LOCK_KEY = 727_001;

/** Applies the committed migrations. On PostgreSQL an advisory lock serialises several instances. */
export async function runMigrations(handle: DatabaseHandle, folder = MIGRATIONS_FOLDER) {
  if (handle.driver === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific database type is erased in Database
    await migratePglite(handle.db as any, { migrationsFolder: folder });
    return;
  }
  // A session-level advisory lock on a dedicated connection: concurrent instances wait here.
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
