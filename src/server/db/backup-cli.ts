import "server-only";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { authSecretFile } from "@/env";
import { createBackup } from "./backup";
import { channelPathOf, requestBackup } from "./backup-channel";
import { parseBackup, writeBackupFile } from "./backup-file";
import { openDatabase } from "./client";
import { isHolderAlive, lockFileOf, readLockHolder } from "./data-dir-lock";
import { RestoreRefusedError, restoreDatabase } from "./restore";

/** What db:backup and db:restore read from the configuration. */
export interface BackupConfig {
  DATA_DIR: string;
  DATABASE_URL?: string;
  AUTH_SECRET?: string;
}

const pgdataOf = (config: BackupConfig) => path.join(config.DATA_DIR, "pgdata");

/** The secret the site runs with: AUTH_SECRET, else the one generated into DATA_DIR, else none. */
function siteSecret(config: BackupConfig): string | null {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = authSecretFile(config.DATA_DIR);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

/**
 * `db:backup`: PostgreSQL (DATABASE_URL) directly; a PGlite folder held by a running server
 * through that server's backup channel; a PGlite folder nobody holds by opening it (and its lock).
 * Returns how the backup was taken, for the message.
 */
export async function backupToFile(config: BackupConfig, file: string): Promise<string> {
  if (config.DATABASE_URL) {
    const handle = await openDatabase({ driver: "postgres", url: config.DATABASE_URL });
    try {
      writeBackupFile(file, await createBackup(handle, siteSecret(config)));
    } finally {
      await handle.close();
    }
    return "from PostgreSQL (DATABASE_URL)";
  }
  const dataDir = pgdataOf(config);
  const lockFile = lockFileOf(dataDir);
  const holder = readLockHolder(lockFile);
  if (holder && isHolderAlive(holder, lockFile)) {
    writeBackupFile(file, await requestBackup(channelPathOf(dataDir)));
    return `from PGlite in ${config.DATA_DIR}, through the running server (pid ${holder.pid})`;
  }
  if (!existsSync(dataDir)) throw new RestoreRefusedError(`There is no database in ${dataDir}.`);
  const handle = await openDatabase({ driver: "pglite", dataDir });
  try {
    writeBackupFile(file, await createBackup(handle, siteSecret(config)));
  } finally {
    await handle.close();
  }
  return `from PGlite in ${config.DATA_DIR}`;
}

/**
 * `db:restore`: loads a backup into an empty PostgreSQL (DATABASE_URL) or an empty PGlite folder,
 * and puts the backup's AUTH_SECRET in place, so passwords, manage links, two-factor and calendar
 * secrets keep working. Refuses when the target runs with a different secret.
 */
export async function restoreFromFile(config: BackupConfig, file: string): Promise<string[]> {
  const backup = parseBackup(readFileSync(file, "utf8"));
  const current = siteSecret(config);
  if (backup.authSecret && current && current !== backup.authSecret)
    throw new RestoreRefusedError(
      "This backup was made with another AUTH_SECRET than this site's " +
        `(${config.AUTH_SECRET ? "AUTH_SECRET" : authSecretFile(config.DATA_DIR)}): manage links, ` +
        "two-factor and calendar passwords would stop working. Use the backup's secret " +
        `(grep '^-- auth-secret:' ${file}) or remove the generated one.`,
    );
  const notes: string[] = [];
  if (config.DATABASE_URL) {
    await restoreDatabase({ driver: "postgres", url: config.DATABASE_URL }, backup.sql);
    notes.push("Restored into PostgreSQL (DATABASE_URL).");
  } else {
    await restoreDatabase({ driver: "pglite", dataDir: pgdataOf(config) }, backup.sql);
    notes.push(`Restored into PGlite in ${config.DATA_DIR}.`);
  }
  if (backup.authSecret && !current) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(authSecretFile(config.DATA_DIR), backup.authSecret, { mode: 0o600 });
    notes.push(
      `The backup's AUTH_SECRET is now in ${authSecretFile(config.DATA_DIR)}; ` +
        "a site with AUTH_SECRET in its environment must use that same value.",
    );
  }
  if (!backup.authSecret)
    notes.push("The backup carries no AUTH_SECRET: run the site with the one it had.");
  return notes;
}
