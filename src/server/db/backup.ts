import "server-only";
import { composeBackup } from "./backup-file";
import { authSecretCheck } from "./backup-secret-check";
import type { DatabaseHandle } from "./client";
import { dumpDatabase, TABLES_LEFT_OUT } from "./dump";

/**
 * The backup file's text: pg_dump's plain SQL behind a header carrying the check value of
 * AUTH_SECRET, so a restore can refuse another secret without the file holding this one.
 */
export async function createBackup(
  handle: DatabaseHandle,
  authSecret: string | null,
): Promise<string> {
  return composeBackup(await dumpDatabase(handle), {
    secretCheck: authSecret ? authSecretCheck(authSecret) : null,
    source: handle.driver === "postgres" ? "postgresql" : "pglite",
    tablesLeftOut: TABLES_LEFT_OUT,
  });
}
