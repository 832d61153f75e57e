import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db";
import { verification } from "@/server/db/schema";
import { createAccount } from "./authorization-accounts";
import { appUrl } from "./config";
import {
  dropRequests,
  expect,
  expectNoAxeViolations,
  mailbox,
  test,
  uniqueEmail,
} from "./fixtures";

const CONFIRMATION =
  "If an account exists for that address, we have sent a link to reset the password. It is valid for one hour.";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  });
});

async function requestReset(page: import("@playwright/test").Page, email: string) {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.locator("form").getByRole("status")).toHaveText(CONFIRMATION);
}

/** The reset link from the newest reset mail to `email`. */
async function resetLinkFor(email: string) {
  const mail = await mailbox.waitFor(email, (m) => m.subject === "Reset your password");
  const link = mail.text.match(/https?:\/\/\S+\/reset-password#token=[A-Za-z0-9]+/)?.[0];
  expect(link, "a reset link in the mail").toBeDefined();
  return link!;
}

/** A new account, and the reset link it was mailed. */
async function accountWithResetLink(page: import("@playwright/test").Page, db: Database) {
  const account = await createAccount(db);
  await requestReset(page, account.email);
  return { account, link: await resetLinkFor(account.email) };
}

test("forgot password: messages, one confirmation for known and unknown addresses, axe", async ({
  page,
  db,
}) => {
  const account = await createAccount(db);
  await page.goto("/forgot-password");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText(
    "Please enter your email address",
  );

  await requestReset(page, uniqueEmail("ghost"));
  await requestReset(page, account.email);
  const link = await resetLinkFor(account.email);
  expect(link.startsWith(`${appUrl}/reset-password#token=`)).toBe(true);
  await expect(page.getByRole("link", { name: "Back to sign in" })).toHaveAttribute(
    "href",
    "/login",
  );
});

test("a reset request that gets no answer says so and gives the button back", async ({
  page,
  db,
}) => {
  const account = await createAccount(db);
  await page.goto("/forgot-password");
  const reconnect = await dropRequests(page, "**/api/auth/request-password-reset");
  await page.getByLabel("Email").fill(account.email);
  const submit = page.getByRole("button", { name: "Send reset link" });
  await submit.click();
  await expect(page.locator("form").getByRole("alert")).toHaveText("Failed to send reset email");
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel("Email")).toHaveValue(account.email);

  await reconnect();
  await submit.click();
  await expect(page.locator("form").getByRole("status")).toHaveText(CONFIRMATION);
});

test("the whole reset: every message, success, /login after 2 s, the new password works", async ({
  page,
  db,
}) => {
  const { account, link } = await accountWithResetLink(page, db);
  const token = link.split("#token=")[1]!;
  const requestUrls: string[] = [];
  page.on("request", (request) => {
    requestUrls.push(request.url(), request.headers().referer ?? "");
  });

  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: "Choose a new password" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const password = page.getByLabel("New password", { exact: true });
  const confirm = page.getByLabel("Confirm new password", { exact: true });
  const submit = page.getByRole("button", { name: "Update password" });
  const alert = page.locator("form").getByRole("alert");
  const attempts: [string, string, string][] = [
    ["", "", "Please fill in all fields"],
    ["Abc1", "Abc1", "Password must be at least 8 characters long"],
    ["abcdefg1", "abcdefg1", "Password must contain at least one uppercase letter"],
    ["ABCDEFG1", "ABCDEFG1", "Password must contain at least one lowercase letter"],
    ["Abcdefgh", "Abcdefgh", "Password must contain at least one number"],
    ["Abcdefg1", "Abcdefg2", "Passwords do not match"],
  ];
  for (const [first, second, message] of attempts) {
    await password.fill(first);
    await confirm.fill(second);
    await submit.click();
    await expect(alert).toHaveText(message);
  }

  await password.fill("Brand-new-Passw0rd");
  await confirm.fill("Brand-new-Passw0rd");
  await submit.click();
  const succeededAt = Date.now();
  await expect(page.getByRole("status")).toContainText("Your password has been updated");
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  expect(Date.now() - succeededAt).toBeGreaterThanOrEqual(1800);

  // The token never travelled in a URL or a Referer.
  expect(requestUrls.filter((url) => url.includes(token))).toEqual([]);

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("Brand-new-Passw0rd");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\//);

  // Used once, the same link is dead.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Invalid Link" })).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid or expired reset link" }),
  ).toBeVisible();
});

test("a link check that gets no answer offers to try again instead of hanging", async ({
  page,
  db,
}) => {
  const { link } = await accountWithResetLink(page, db);
  const reconnect = await dropRequests(page, "**/api/auth/password-reset/check");
  await page.goto(link);
  await expect(page.locator("main").getByRole("alert")).toHaveText(
    "We could not check your reset link. Please check your connection and try again.",
  );
  await expect(page.getByText("Checking your link…")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await reconnect();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
});

test("a checked link survives a reload; an update that gets no answer keeps the form", async ({
  page,
  db,
}) => {
  const { link } = await accountWithResetLink(page, db);
  await page.goto(link);
  const password = page.getByLabel("New password", { exact: true });
  const confirm = page.getByLabel("Confirm new password", { exact: true });
  await expect(password).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);

  // The token left the address bar, yet a reload of the tab still finds it.
  await page.reload();
  await expect(password).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Invalid Link" })).toHaveCount(0);

  const reconnect = await dropRequests(page, "**/api/auth/reset-password");
  await password.fill("Offline-Passw0rd");
  await confirm.fill("Offline-Passw0rd");
  const submit = page.getByRole("button", { name: "Update password" });
  await submit.click();
  await expect(page.locator("form").getByRole("alert")).toHaveText("Failed to update password");
  await expect(submit).toBeEnabled();
  await expect(password).toHaveValue("Offline-Passw0rd");
  await expect(confirm).toHaveValue("Offline-Passw0rd");

  await reconnect();
  await submit.click();
  await expect(page.getByRole("status")).toContainText("Your password has been updated");
  // Used, the link is forgotten by the tab too: a reload shows it is dead.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Invalid Link" })).toBeVisible();
});

test("the Invalid Link view for a missing, a malformed and an expired token", async ({
  page,
  db,
}) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { level: 1, name: "Invalid Link" })).toBeVisible();
  await expect(page.getByText("This password reset link is invalid or has expired")).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid or expired reset link" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Request New Link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.goto("/reset-password#token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1, name: "Invalid Link" })).toBeVisible();

  const { link } = await accountWithResetLink(page, db);
  const token = link.split("#token=")[1]!;
  // better-auth stores the identifier hashed (SHA-256, base64url): expire that row.
  const identifier = createHash("sha256").update(`reset-password:${token}`).digest("base64url");
  const expired = await db
    .update(verification)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(verification.identifier, identifier))
    .returning();
  expect(expired).toHaveLength(1);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Invalid Link" })).toBeVisible();
});
