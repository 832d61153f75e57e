import "server-only";
import { configWarnings, EnvError, env } from "@/env";
import { registerPagesData } from "@/page-runtime/pages-data";
import { getAuth } from "@/server/auth";
import { sealPlainBackupCodes } from "@/server/auth/backup-codes-at-rest";
import { BootstrapError, bootstrapSuperAdmin } from "@/server/auth/bootstrap";
import { bookingFlowData } from "@/server/bookings/booking-flow-data";
import { closeDatabase, getDb } from "@/server/db";
import { DataDirInUseError } from "@/server/db/data-dir-lock";
import { ensureFirstHost } from "@/server/hosts/hosts";
import { metrics, observeHttpRequest } from "@/server/observability/metrics";
import { logger, observeRequests, onShutdown } from "@/server/observability/server-hooks";
import { sealPlainWebhookUrls } from "@/server/webhooks/webhook-url-at-rest";
import { startJobs } from "@/server/wiring/start-jobs";

/** Runs once when the server process starts: config, migrations, seeds, first super admin. */
export async function bootServer() {
  try {
    const config = env();
    // Before anything can fail: /book's getServerSideProps reads through it (ADR 0083).
    registerPagesData({ bookingFlowData });
    // The registry exists from the start, so a server entry can count requests through
    // globalThis.__agencyMetrics before any route has loaded (ADR 0061).
    metrics();
    // The server entry (scripts/server.mjs) reports every request here: counts and latency per route.
    observeRequests(observeHttpRequest);
    for (const warning of configWarnings(config)) console.warn(`[config] ${warning}`);
    const started = Date.now();
    const db = await getDb();
    await bootstrapSuperAdmin(db, await getAuth(), config);
    const firstHost = await ensureFirstHost(db);
    if (firstHost) logger.info({ host: firstHost.slug }, "boot: the first super admin is a host");
    // Secrets stored in plain before they were encrypted at rest: sealed once, here.
    const codes = await sealPlainBackupCodes(db, config.AUTH_SECRET);
    if (codes > 0) logger.info({ admins: codes }, "boot: two-factor backup codes encrypted");
    const urls = await sealPlainWebhookUrls(db, config.AUTH_SECRET);
    if (urls > 0) logger.info({ endpoints: urls }, "boot: webhook addresses encrypted");
    logger.info(
      { database: config.DATABASE_URL ? "postgresql" : "pglite", ms: Date.now() - started },
      "boot: database ready",
    );
    // Booking reminders and retries of booking and enquiry mails (ADR 0020); off where another process runs them.
    if (!config.SCHEDULER_DISABLED) {
      const poller = await startJobs();
      onShutdown(async () => {
        await poller.stop();
        logger.info({ worker: poller.workerId }, "shutdown: job poller stopped");
      });
    }
    // On SIGTERM, after the requests in flight and the poller (scripts/server.mjs).
    onShutdown(async () => {
      await closeDatabase();
      logger.info("shutdown: database closed");
    });
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
