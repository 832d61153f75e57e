// Ports and credentials of one e2e run. Override the ports to run two suites side by side.
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

export const e2e = {
  appPort: port("E2E_PORT", 3100),
  pgPort: port("E2E_PG_PORT", 54400),
  smtpPort: port("E2E_SMTP_PORT", 2525),
  mailApiPort: port("E2E_MAIL_API_PORT", 2526),
  adminEmail: "owner@agency.test",
  adminPassword: "Owner-Passw0rd",
};

export const appUrl = `http://localhost:${e2e.appPort}`;
/**
 * The site allowed to frame /book/embed in the tests (BOOKING_EMBED_ORIGINS): a server of
 * booking-embed.spec.ts's own on this machine. A page answered by `page.route` counts as public to
 * Chromium, which then refuses it the local app's script (Local Network Access).
 */
export const embedHostOrigin = `http://127.0.0.1:${port("E2E_EMBED_HOST_PORT", e2e.appPort + 50)}`;
export const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${e2e.pgPort}/agency_e2e`;
export const mailApiUrl = `http://127.0.0.1:${e2e.mailApiPort}`;
