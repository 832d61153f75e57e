import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, type ConsoleMessage, expect, type Page, type Route } from "@playwright/test";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "@/server/db";
import * as schema from "@/server/db/schema";
import { appUrl, databaseUrl, e2e, mailApiUrl } from "./config";

export interface CapturedMail {
  id: number;
  envelopeTo: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; mimeType: string; content: string }[];
}

/** Reads the SMTP capture server; waits (by polling, not sleeping) until a matching mail arrives. */
export const mailbox = {
  async list(to?: string): Promise<CapturedMail[]> {
    const query = to ? `?to=${encodeURIComponent(to)}` : "";
    const response = await fetch(`${mailApiUrl}/messages${query}`);
    return (await response.json()) as CapturedMail[];
  },
  async waitFor(to: string, match: (mail: CapturedMail) => boolean = () => true) {
    let found: CapturedMail | undefined;
    await expect
      .poll(
        async () => {
          found = (await mailbox.list(to)).find(match);
          return Boolean(found);
        },
        { message: `a mail to ${to}`, timeout: 15_000 },
      )
      .toBe(true);
    return found as CapturedMail;
  },
};

/** Signs a browser context in through the auth API (no clicking through the login form). */
export async function signIn(page: Page, email: string, password: string) {
  const response = await page.request.post(`${appUrl}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin: appUrl },
  });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
}

/** Fails the test on any axe-core violation, listing them. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Chromium logs every 4xx a fetch receives. When a form's /api call is refused on purpose (a wrong
 * password, a validation error) the page shows the answer, so that log line is not a page error.
 * A 4xx for a document or an asset, and every 5xx, still fails the test.
 */
function isHandledApiRefusal(message: ConsoleMessage) {
  if (!/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()))
    return false;
  return new URL(message.location().url, appUrl).pathname.startsWith("/api/");
}

/**
 * Holds the page's scripts matching `url` (by default all of its JavaScript) until `release()`:
 * the page shows its server-rendered HTML and no button has a handler yet, as on a slow phone
 * before hydration.
 */
export async function holdScripts(page: Page, url: RegExp = /\/_next\/static\/.+\.js(\?|$)/) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Per page, the URLs a test cut off on purpose with `dropRequests`. */
const droppedUrls = new WeakMap<Page, Set<string>>();

/**
 * Makes requests to `url` (a glob) fail as if the connection were gone, so the page's fetch
 * rejects, until the returned function restores them. Chromium logs each dropped request as a
 * console error, and a script module's import that fails with it as a page error; those, and only
 * those, are not the page's errors.
 */
export async function dropRequests(page: Page, url: string) {
  const dropped = droppedUrls.get(page) ?? new Set<string>();
  droppedUrls.set(page, dropped);
  const handler = (route: Route) => {
    dropped.add(route.request().url());
    return route.abort("internetdisconnected");
  };
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

const isDroppedOnPurpose = (page: Page, message: ConsoleMessage) =>
  /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(message.text()) &&
  Boolean(droppedUrls.get(page)?.has(message.location().url));

/** A script module cut off with `dropRequests`, which the page reports as it handles it. */
const isDroppedImport = (page: Page, error: Error) => {
  const url = /^Failed to fetch dynamically imported module: (\S+)$/.exec(error.message)?.[1];
  return url !== undefined && Boolean(droppedUrls.get(page)?.has(url));
};

interface Fixtures {
  db: Database;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
  db: async ({}, use) => {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    await use(drizzle(pool, { schema }) as unknown as Database);
    await pool.end();
  },
  page: async ({ page }, use) => {
    // A page that logs a console error is a failing page.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error" || isHandledApiRefusal(message)) return;
      if (isDroppedOnPurpose(page, message)) return;
      errors.push(message.text());
    });
    page.on("pageerror", (error) => {
      if (!isDroppedImport(page, error)) errors.push(error.message);
    });
    await use(page);
    expect(errors, "console errors on the page").toEqual([]);
  },
});

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomUUID().slice(0, 8)}@agency.test`;
export { e2e, expect };
