import "server-only";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { authSecretCheck } from "./backup-secret-check";

/**
 * A backup file: a few comment lines saying what it is, what it holds and leaves out, and the
 * check value of the site's AUTH_SECRET (never the secret), then the plain SQL of pg_dump. psql
 * and PGlite read the comments as comments.
 */
const MAGIC = "-- agency-site backup";
const CHECK_PREFIX = "-- auth-secret-check: ";
/** Older backups carried the secret itself; they still restore, the line read as their check. */
const SECRET_PREFIX = "-- auth-secret: ";

export interface BackupMeta {
  /** `authSecretCheck` of the site's AUTH_SECRET; null when the backup was taken without one. */
  secretCheck: string | null;
  source: string;
  /** Tables whose rows the dump left out (dump.ts). */
  tablesLeftOut: string[];
}

export function composeBackup(dump: string, meta: BackupMeta): string {
  const header = [
    MAGIC,
    `-- created: ${new Date().toISOString()}`,
    `-- source: ${meta.source}`,
    "-- Holds: every table and its rows, password hashes included (keep this file private);",
    "--   two-factor, calendar and webhook secrets stay encrypted under the site's AUTH_SECRET.",
    `-- Leaves out: AUTH_SECRET, and the rows of ${meta.tablesLeftOut.join(", ")}.`,
    "-- A restore signs everyone out and needs the site's AUTH_SECRET.",
    ...(meta.secretCheck
      ? [
          "-- The check tells a wrong AUTH_SECRET: a one-way HMAC of it that signs and decrypts nothing.",
          `${CHECK_PREFIX}${meta.secretCheck}`,
        ]
      : []),
  ];
  return `${header.join("\n")}\n${dump}`;
}

export interface ParsedBackup {
  /** The check value of the AUTH_SECRET the backup was made with; null when it names none. */
  secretCheck: string | null;
  /** The file is an older one that carries the secret itself (`-- auth-secret:`). */
  carriesSecret: boolean;
  /** The SQL to run: psql meta-commands (`\restrict` of newer pg_dumps) removed. */
  sql: string;
}

const headerValue = (head: string[], prefix: string) =>
  head
    .find((line) => line.startsWith(prefix))
    ?.slice(prefix.length)
    .trim() || null;

export function parseBackup(text: string): ParsedBackup {
  const head = text.slice(0, 2000).split("\n");
  const secret = headerValue(head, SECRET_PREFIX);
  const sql = text
    .split("\n")
    .filter((line) => !/^\\(un)?restrict\b/.test(line))
    .join("\n");
  if (!/\bCREATE TABLE\b/.test(sql)) throw new Error("This file is not a database dump.");
  return {
    secretCheck: secret ? authSecretCheck(secret) : headerValue(head, CHECK_PREFIX),
    carriesSecret: secret !== null,
    sql,
  };
}

/** Writes a backup only once complete (a half-written one never has the final name), mode 0600. */
export function writeBackupFile(file: string, text: string) {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, text, { mode: 0o600 });
  renameSync(partial, file);
}
