import "server-only";
import { composeBackup } from "./backup-file";
import type { DatabaseHandle } from "./client";
import { dumpDatabase } from "./dump";

/** The backup file's text: pg_dump's plain SQL behind a header carrying AUTH_SECRET. */
export async function createBackup(
  handle: DatabaseHandle,
  authSecret: string | null,
): Promise<string> {
  const source = handle.driver === "postgres" ? "postgresql" : "pglite";
  return composeBackup(await dumpDatabase(handle), { authSecret, source });
}
