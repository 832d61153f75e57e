import "server-only";
import { configWarnings, EnvError, env } from "@/env";
import { getAuth } from "@/server/auth";
import { BootstrapError, bootstrapSuperAdmin } from "@/server/auth/bootstrap";
import { getDb } from "@/server/db";
import { DataDirInUseError } from "@/server/db/data-dir-lock";
import { metrics } from "@/server/observability/metrics";
import { startJobs } from "@/server/wiring/start-jobs";

/** Runs once when the server process starts: config, migrations, seeds, first super admin. */
export async function bootServer() {
  try {
    const config = env();
    // The registry exists from the start, so a server entry can count requests through
    // globalThis.__agencyMetrics before any route has loaded (ADR 0061).
    metrics();
    for (const warning of configWarnings(config)) console.warn(`[config] ${warning}`);
    const started = Date.now();
    const db = await getDb();
    await bootstrapSuperAdmin(db, await getAuth(), config);
    const where = config.DATABASE_URL
      ? "PostgreSQL (DATABASE_URL)"
      : `PGlite in ${config.DATA_DIR}`;
    console.info(`[boot] database ready on ${where} in ${Date.now() - started} ms`);
    // Booking reminders and retries of booking and enquiry mails (ADR 0020); off where another process runs them.
    if (!config.SCHEDULER_DISABLED) await startJobs();
  } catch (error) {
    if (
      error instanceof EnvError ||
      error instanceof BootstrapError ||
      error instanceof DataDirInUseError
    ) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
