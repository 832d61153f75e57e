import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error: plain ESM helper
import { gcMarkingThreads, HEAP_GROWING_PERCENT } from "../../scripts/lib.mjs";
import { appUrl, e2e } from "./config";
import { expect, mailbox, signIn, test } from "./fixtures";

test("the home page renders", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "The Future is Now" })).toBeVisible();
});

test("health reports ok when the database answers", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("npm start runs the server with the V8 settings worked out for this host", () => {
  // The suite's server is `npm start`'s (playwright.config.ts); its log is kept by tee-server.mjs.
  const log = readFileSync(path.join(process.cwd(), "test-results", "e2e-server.log"), "utf8");
  const listening = log
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line))
    .find((entry) => String(entry.msg).startsWith("listening on"));
  expect(listening?.gcMarkingThreads).toBe(gcMarkingThreads(os.availableParallelism()));
  expect(listening?.heapGrowingPercent).toBe(HEAP_GROWING_PERCENT);
});

test("an anonymous visitor of /admin is sent to /login", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login/);
});

test("the bootstrapped super admin signs in and reaches /admin", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(e2e.adminEmail);
  await page.getByLabel("Password", { exact: true }).fill(e2e.adminPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  // /admin opens its first tab, /admin/bookings.
  await expect(page).toHaveURL(/\/admin(\/bookings)?$/);
  await expect(page.getByText(e2e.adminEmail)).toBeVisible();
});

test("a mail sent through sendEmail arrives at the capture server", async ({ page }) => {
  await signIn(page, e2e.adminEmail, e2e.adminPassword);
  const response = await page.request.post("/api/admin/mail-check", {
    headers: { origin: appUrl },
  });
  expect(response.status()).toBe(202);
  const mail = await mailbox.waitFor(e2e.adminEmail, (m) => m.subject === "Mail delivery check");
  expect(mail.text).toContain("the website can send e-mail");
});

test("the mail check refuses anonymous callers", async ({ request }) => {
  const response = await request.post("/api/admin/mail-check");
  expect(response.status()).toBe(401);
});
