import { defineConfig, devices } from "@playwright/test";
import chromiumFlags from "./scripts/chromium-flags.json" with { type: "json" };
import { appUrl, databaseUrl, e2e, embedHostOrigin } from "./tests/e2e/config";

// Debian's Chromium with the flags this machine needs (shared with bench/lighthouse.mjs).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: chromiumFlags,
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: appUrl,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /\.check\.ts$/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    // Reads what the whole run left behind (the server's log): after every other spec.
    { name: "after-run", testMatch: /\.check\.ts$/, dependencies: ["chromium"] },
  ],
  webServer: [
    {
      command: "node tests/support/e2e-services.mjs",
      url: `http://127.0.0.1:${e2e.mailApiPort}/health`,
      env: {
        // The services stop once this runner is gone, however it ended (stop-with-run.mjs).
        E2E_RUNNER_PID: String(process.pid),
        E2E_PG_PORT: String(e2e.pgPort),
        E2E_SMTP_PORT: String(e2e.smtpPort),
        E2E_MAIL_API_PORT: String(e2e.mailApiPort),
      },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      // Exactly how `npm start` serves the site, pointed at the test PostgreSQL and SMTP capture;
      // its log is kept in test-results/e2e-server.log (tests/e2e/log-privacy.check.ts reads it).
      command:
        "node tests/support/tee-server.mjs test-results/e2e-server.log node scripts/start.mjs",
      url: `${appUrl}/api/health`,
      env: {
        E2E_RUNNER_PID: String(process.pid),
        PORT: String(e2e.appPort),
        APP_URL: appUrl,
        DATABASE_URL: databaseUrl,
        DATA_DIR: `.data-e2e-${e2e.appPort}`,
        SMTP_URL: `smtp://127.0.0.1:${e2e.smtpPort}`,
        MAIL_FROM: "Agency <hello@agency.test>",
        STAFF_EMAIL: "staff@agency.test",
        ADMIN_EMAIL: e2e.adminEmail,
        ADMIN_PASSWORD: e2e.adminPassword,
        AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
        // The suites stand in for a proxy: their X-Forwarded-For gives each test its own sign-in
        // and rate-limit buckets (without TRUST_PROXY every caller shares one, ADR 0061).
        TRUST_PROXY: "true",
        BUSINESS_TIMEZONE: "Europe/London",
        // The ICS fixture server and Radicale listen on 127.0.0.1 (issue 13).
        CALENDAR_ALLOW_PRIVATE_HOSTS: "true",
        WEBHOOK_ALLOW_PRIVATE_HOSTS: "true",
        // Syncs only on connect and Refresh now during a run: the authorization matrix's database
        // fingerprint must not see a background sync touch calendar_connections.
        CALENDAR_REFRESH_MINUTES: "120",
        // The tests' request contexts keep connections open between calls; with Node's default
        // 5 s the server can close one just as a test reuses it (ECONNRESET). Longer than any pause
        // between two calls of a test.
        KEEP_ALIVE_TIMEOUT: "65000",
        // booking-embed.spec.ts frames /book/embed from this origin (ADR 0078).
        BOOKING_EMBED_ORIGINS: embedHostOrigin,
      },
      reuseExistingServer: false,
      stdout: "pipe",
      // A first build on a busy machine takes several minutes (later ones reuse .next-build/cache).
      timeout: 900_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
  ],
});
