import "server-only";
import path from "node:path";
import { env } from "@/env";
import { createBackup } from "./backup";
import { channelPathOf, serveBackupChannel } from "./backup-channel";
import { type Database, type DatabaseHandle, openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { seedDefaults } from "./seed";

export type { Database } from "./client";

// Next.js bundles route handlers and instrumentation separately; one handle per process lives on
// globalThis so PGlite's data folder is never opened twice.
const globalForDb = globalThis as unknown as { __appDb?: Promise<DatabaseHandle> };

async function connect(): Promise<DatabaseHandle> {
  const config = env();
  if (config.DATABASE_URL) {
    const handle = await openDatabase({
      driver: "postgres",
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
    });
    await runMigrations(handle);
    await seedDefaults(handle.db, { businessTimezone: config.BUSINESS_TIMEZONE });
    return handle;
  }
  const dataDir = path.join(config.DATA_DIR, "pgdata");
  const handle = await openDatabase({ driver: "pglite", dataDir });
  await runMigrations(handle);
  await seedDefaults(handle.db, { businessTimezone: config.BUSINESS_TIMEZONE });
  return withBackupChannel(handle, channelPathOf(dataDir), config.AUTH_SECRET);
}

/** `db:backup` asks this process for PGlite backups while it holds the folder (ADR 0061). */
async function withBackupChannel(
  handle: DatabaseHandle,
  socketPath: string,
  authSecret: string,
): Promise<DatabaseHandle> {
  try {
    const channel = await serveBackupChannel(socketPath, () => createBackup(handle, authSecret));
    return { ...handle, close: () => channel.close().then(handle.close) };
  } catch (error) {
    console.warn(
      `[db] no backup channel on ${socketPath} (${error instanceof Error ? error.message : error}):` +
        " db:backup works only while the server is stopped",
    );
    return handle;
  }
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

/**
 * Closes the application's database (PGlite's folder is flushed and its lock released; the pg
 * pool ends) — the last step of a graceful shutdown. A later getDb() would open it again.
 */
export async function closeDatabase(): Promise<void> {
  const pending = globalForDb.__appDb;
  globalForDb.__appDb = undefined;
  if (!pending) return;
  const handle = await pending.catch(() => undefined);
  await handle?.close();
}
