import "server-only";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A backup file: a few comment lines naming what it is and carrying the site's AUTH_SECRET (manage
 * links, sessions, two-factor and calendar secrets are keyed on it; passwords are not), then the
 * plain SQL of pg_dump. psql and PGlite read the comments as comments.
 */
const MAGIC = "-- agency-site backup";
const SECRET_PREFIX = "-- auth-secret: ";

export function composeBackup(
  dump: string,
  meta: { authSecret: string | null; source: string },
): string {
  const header = [
    MAGIC,
    `-- created: ${new Date().toISOString()}`,
    `-- source: ${meta.source}`,
    "-- Keep this file private: it holds password hashes and the secret below.",
    ...(meta.authSecret ? [`${SECRET_PREFIX}${meta.authSecret}`] : []),
  ];
  return `${header.join("\n")}\n${dump}`;
}

export interface ParsedBackup {
  /** The AUTH_SECRET of the site the backup came from, when it carries one. */
  authSecret: string | null;
  /** The SQL to run: psql meta-commands (`\restrict` of newer pg_dumps) removed. */
  sql: string;
}

export function parseBackup(text: string): ParsedBackup {
  const head = text.slice(0, 2000).split("\n");
  const secretLine = head.find((line) => line.startsWith(SECRET_PREFIX));
  const sql = text
    .split("\n")
    .filter((line) => !/^\\(un)?restrict\b/.test(line))
    .join("\n");
  if (!/\bCREATE TABLE\b/.test(sql)) throw new Error("This file is not a database dump.");
  return { authSecret: secretLine?.slice(SECRET_PREFIX.length).trim() || null, sql };
}

/** Writes a backup only once complete (a half-written one never has the final name), mode 0600. */
export function writeBackupFile(file: string, text: string) {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, text, { mode: 0o600 });
  renameSync(partial, file);
}
