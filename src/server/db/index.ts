import "server-only";
import path from "node:path";
import { env } from "@/env";
import { type Database, type DatabaseHandle, openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { seedDefaults } from "./seed";

export type { Database } from "./client";

// Next.js bundles route handlers and instrumentation separately; one handle per process lives on
// globalThis so PGlite's data folder is never opened twice.
const globalForDb = globalThis as unknown as { __appDb?: Promise<DatabaseHandle> };

async function connect(): Promise<DatabaseHandle> {
  const config = env();
  const handle = config.DATABASE_URL
    ? await openDatabase({
        driver: "postgres",
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
      })
    : await openDatabase({ driver: "pglite", dataDir: path.join(config.DATA_DIR, "pgdata") });
  await runMigrations(handle);
  await seedDefaults(handle.db, { businessTimezone: config.BUSINESS_TIMEZONE });
  return handle;
}

/** The application's database, migrated and seeded on first use. */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (!globalForDb.__appDb) {
    globalForDb.__appDb = connect().catch((error) => {
      globalForDb.__appDb = undefined;
      throw error;
    });
  }
  return globalForDb.__appDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Closes the database (PGlite writes its files and lets go of DATA_DIR); the next use reopens. */
export async function closeDatabase() {
  const pending = globalForDb.__appDb;
  globalForDb.__appDb = undefined;
  if (pending) await (await pending).close();
}
