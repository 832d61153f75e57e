import { eq } from "drizzle-orm";
import { adminUsers, session, user } from "@/server/db/schema";
import { createAccount } from "./authorization-accounts";
import { appUrl } from "./config";
import { dropRequests, e2e, expect, expectNoAxeViolations, signIn, test } from "./fixtures";

const DAY_SECONDS = 86_400;

/** Each test talks from its own address, so its failed attempts never throttle another test. */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250) + 1}`,
  });
});

async function fillLogin(page: import("@playwright/test").Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

test("the login page has the fields, links and no accessibility violations", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  // Without the public layout: no site navigation on the auth pages.
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("show password reveals and hides what was typed", async ({ page }) => {
  await page.goto("/login");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("Secret-1");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Show password" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("every sign-in message", async ({ page, db }) => {
  const account = await createAccount(db);
  const unconfirmed = await createAccount(db);
  await db.update(user).set({ emailVerified: false }).where(eq(user.id, unconfirmed.userId));
  await page.goto("/login");
  // The form's own alert (Next.js also keeps an empty route-announcer alert on every page).
  const alert = page.locator("form").getByRole("alert");
  const submit = page.getByRole("button", { name: "Sign in" });

  await submit.click();
  await expect(alert).toHaveText("Please enter both email and password");
  await page.getByLabel("Email").fill(account.email);
  await submit.click();
  await expect(alert).toHaveText("Please enter both email and password");

  await fillLogin(page, account.email, "Wrong-passw0rd");
  await submit.click();
  await expect(alert).toHaveText("Invalid email or password");

  await fillLogin(page, `nobody-${account.email}`, "Wrong-passw0rd");
  await submit.click();
  await expect(alert).toHaveText("Invalid email or password");

  await fillLogin(page, unconfirmed.email, unconfirmed.password);
  await submit.click();
  await expect(alert).toHaveText("Please confirm your email address");
});

test("a sign-in that gets no answer says so and gives the button back with what was typed", async ({
  page,
  db,
}) => {
  const account = await createAccount(db);
  await page.goto("/login");
  // The request never reaches the server (offline, connection dropped): fetch itself fails.
  const reconnect = await dropRequests(page, "**/api/auth/sign-in/email");
  await fillLogin(page, account.email, account.password);
  const submit = page.getByRole("button", { name: "Sign in" });
  await submit.click();
  await expect(page.locator("form").getByRole("alert")).toHaveText("Failed to sign in");
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(account.password);

  await reconnect();
  await submit.click();
  await expect(page).toHaveURL(/\/admin\//);
});

test("repeated failures are throttled with a clear time to try again", async ({ page, db }) => {
  const account = await createAccount(db);
  await page.goto("/login");
  for (let attempt = 0; attempt < 5; attempt++) {
    await fillLogin(page, account.email, "Wrong-passw0rd");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Invalid email or password");
    await page.getByLabel("Email").fill("");
  }
  await fillLogin(page, account.email, account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText(
    "Too many sign-in attempts. Please try again in 15 minutes.",
  );
});

test("without Remember me the cookie ends with the browser and the server session within a day", async ({
  page,
  db,
  context,
}) => {
  const account = await createAccount(db);
  await page.goto("/login");
  await fillLogin(page, account.email, account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\//);
  const cookie = (await context.cookies()).find((c) => c.name === "agency.session_token");
  expect(cookie).toMatchObject({ expires: -1, httpOnly: true, sameSite: "Lax", secure: false });
  const [row] = await db.select().from(session).where(eq(session.userId, account.userId));
  expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(DAY_SECONDS * 1000);
});

test("with Remember me the cookie lasts 30 days", async ({ page, db, context }) => {
  const account = await createAccount(db);
  await page.goto("/login");
  await fillLogin(page, account.email, account.password);
  await page.getByRole("checkbox", { name: "Remember me" }).check();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\//);
  const cookie = (await context.cookies()).find((c) => c.name === "agency.session_token");
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_SECONDS;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  // Used again after more than a day, the session and its cookie are pushed out to 30 days anew.
  const aged = new Date(Date.now() + 28 * DAY_SECONDS * 1000);
  await db.update(session).set({ expiresAt: aged }).where(eq(session.userId, account.userId));
  const renewal = page.waitForResponse((r) => r.url().includes("/api/auth/get-session"));
  await page.reload();
  await renewal;
  const renewed = (await context.cookies()).find((c) => c.name === "agency.session_token");
  expect(renewed!.expires).toBeGreaterThan(cookie!.expires);
  const [row] = await db.select().from(session).where(eq(session.userId, account.userId));
  expect(row!.expiresAt.getTime()).toBeGreaterThan(aged.getTime() + DAY_SECONDS * 1000);
});

test("an admin who is already signed in is sent from /login to /admin", async ({ page }) => {
  await signIn(page, e2e.adminEmail, e2e.adminPassword);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/admin(\/|$)/);
  // The dashboard itself, not only its address: the test then ends on a settled page (closing the
  // context in the middle of the redirect once hung its teardown for a minute on a loaded machine).
  await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("after signing in, the admin returns to the admin page they were sent away from", async ({
  page,
  db,
}) => {
  const account = await createAccount(db);
  await page.goto("/admin/account");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Faccount$/);
  await fillLogin(page, account.email, account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
});

test("a return address outside the admin area is ignored", async ({ page, db }) => {
  const account = await createAccount(db);
  await page.goto("/login?next=https%3A%2F%2Fevil.example%2Fadmin");
  await fillLogin(page, account.email, account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/admin(\/|$)/);
});

test("sign-out ends the session and goes to /login, even when the session is already gone", async ({
  page,
  db,
  context,
}) => {
  const account = await createAccount(db);
  await signIn(page, account.email, account.password);
  await page.goto("/admin/account");
  await expect(page.getByText("Verifying access...")).toHaveCount(0);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).some((c) => c.name === "agency.session_token")).toBe(false);
  expect(await db.$count(session, eq(session.userId, account.userId))).toBe(0);
  await page.goto("/admin/account");
  await expect(page).toHaveURL(/\/login\?next=/);

  // The server already forgot the session (expired, revoked elsewhere): signing out still works.
  await signIn(page, account.email, account.password);
  await page.goto("/admin/account");
  await db.delete(session).where(eq(session.userId, account.userId));
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a deactivated admin loses access at the next request", async ({ page, db }) => {
  const account = await createAccount(db);
  await signIn(page, account.email, account.password);
  await page.goto("/admin/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await db.update(adminUsers).set({ status: "inactive" }).where(eq(adminUsers.id, account.adminId));
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=/);
});

test("sign-in and reset requests no account could match are a 4xx, never a 5xx", async ({
  request,
}) => {
  const headers = { origin: appUrl };
  // The throttles key their buckets on these before better-auth validates anything.
  for (const path of ["/api/auth/sign-in/email", "/api/auth/request-password-reset"]) {
    for (const email of ["nobody\u0000@example.com", `${"a".repeat(3000)}@example.com`]) {
      const response = await request.post(path, { data: { email, password: "x" }, headers });
      expect(response.status(), `${path} ${email.slice(0, 12)}`).toBe(400);
    }
  }
  // A forwarded-for header of junk is no address: the attempt is judged like any other.
  const junkIp = await request.post("/api/auth/sign-in/email", {
    data: { email: "nobody@example.com", password: "Wrong-passw0rd" },
    headers: { ...headers, "x-forwarded-for": "x".repeat(4000) },
  });
  expect(junkIp.status()).toBe(401);
});
