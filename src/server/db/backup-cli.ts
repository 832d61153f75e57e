import "server-only";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { authSecretFile } from "@/env";
import { createBackup } from "./backup";
import { channelPathOf, requestBackup } from "./backup-channel";
import { type ParsedBackup, parseBackup, writeBackupFile } from "./backup-file";
import { authSecretCheck } from "./backup-secret-check";
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

/** Where the target's secret is to be given, in the words of a refusal. */
function howToGiveSecret(config: BackupConfig, backup: ParsedBackup, file: string): string {
  const value = backup.carriesSecret
    ? `the value on its "-- auth-secret:" line (grep '^-- auth-secret:' ${file})`
    : "the secret of the site the backup was made on (its AUTH_SECRET, or its DATA_DIR/auth-secret)";
  // A PGlite site without AUTH_SECRET runs with the one generated into DATA_DIR.
  const orFile =
    config.DATABASE_URL || config.AUTH_SECRET
      ? ""
      : `, or write that value into ${authSecretFile(config.DATA_DIR)}`;
  return `set AUTH_SECRET to ${value}${orFile}`;
}

/**
 * Refuses, before anything is written, a target whose AUTH_SECRET is missing or not the backup's:
 * manage links, two-factor, calendar and webhook secrets would stop working on the restored site.
 */
function assertSameSecret(config: BackupConfig, backup: ParsedBackup, file: string) {
  if (!backup.secretCheck) return;
  const current = siteSecret(config);
  if (!current)
    throw new RestoreRefusedError(
      "This backup needs the AUTH_SECRET it was made with, and none is set here: " +
        `${howToGiveSecret(config, backup, file)}. Nothing was restored.`,
    );
  if (authSecretCheck(current) !== backup.secretCheck)
    throw new RestoreRefusedError(
      "This backup was made with another AUTH_SECRET than this site's " +
        `(${config.AUTH_SECRET ? "AUTH_SECRET" : authSecretFile(config.DATA_DIR)}): manage links, ` +
        "two-factor, calendar and webhook secrets would stop working. To restore it, " +
        `${howToGiveSecret(config, backup, file)}. Nothing was restored.`,
    );
}

/**
 * `db:restore`: loads a backup into an empty PostgreSQL (DATABASE_URL) or an empty PGlite folder.
 * The site must already have the backup's AUTH_SECRET (in its environment, or generated into
 * DATA_DIR): a backup carries only a check of it. Sessions are not in backups: everyone signs in
 * again.
 */
export async function restoreFromFile(config: BackupConfig, file: string): Promise<string[]> {
  const backup = parseBackup(readFileSync(file, "utf8"));
  assertSameSecret(config, backup, file);
  const notes: string[] = [];
  if (config.DATABASE_URL) {
    await restoreDatabase({ driver: "postgres", url: config.DATABASE_URL }, backup.sql);
    notes.push("Restored into PostgreSQL (DATABASE_URL).");
  } else {
    await restoreDatabase({ driver: "pglite", dataDir: pgdataOf(config) }, backup.sql);
    notes.push(`Restored into PGlite in ${config.DATA_DIR}.`);
  }
  notes.push("Backups hold no sign-in sessions: everyone signs in again.");
  notes.push(
    backup.secretCheck
      ? "Run the site with this same AUTH_SECRET."
      : "The backup does not say which AUTH_SECRET it was made with: run the site with that one.",
  );
  return notes;
}
