import "server-only";
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { env } from "@/env";
import { getDatabaseHandle } from "@/server/db";
import { createBackup } from "@/server/db/backup";
import { writeBackupFile } from "@/server/db/backup-file";
import { rateLimitBuckets } from "@/server/db/schema";
import { hitRateLimit } from "@/server/rate-limit";

const DAY_SECONDS = 86_400;
const CLAIM_KEY = "backup:daily";
const BACKUP_FILE = /^agency-backup-.*\.sql$/;

/** `agency-backup-2030-01-04T12-00-00Z.sql`: names sort by time. */
const backupName = (now: Date) =>
  `agency-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-")}.sql`;

/** Removes all but the newest `keep` backups in `dir`; returns the names removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = readdirSync(dir)
    .filter((name) => BACKUP_FILE.test(name))
    .sort()
    .slice(0, -keep);
  for (const name of old) rmSync(path.join(dir, name), { force: true });
  return old;
}

/**
 * The daily backup into BACKUP_DIR (run by the job poller each round): once a day across every
 * instance — the day is claimed in the shared rate-limit table — then the oldest files beyond
 * BACKUP_KEEP are removed. A failed backup gives the claim back, so the next round tries again.
 */
export async function backupIfDue(now: Date): Promise<string | null> {
  const config = env();
  if (!config.BACKUP_DIR) return null;
  const handle = await getDatabaseHandle();
  const claim = await hitRateLimit(handle.db, CLAIM_KEY, 1, DAY_SECONDS, now);
  if (!claim.allowed) return null;
  const file = path.join(config.BACKUP_DIR, backupName(now));
  try {
    writeBackupFile(file, await createBackup(handle, config.AUTH_SECRET));
  } catch (error) {
    await handle.db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${CLAIM_KEY}`);
    throw error;
  }
  const removed = pruneBackups(config.BACKUP_DIR, config.BACKUP_KEEP);
  console.info(`[backup] wrote ${file}${removed.length ? `, removed ${removed.join(", ")}` : ""}`);
  return file;
}
