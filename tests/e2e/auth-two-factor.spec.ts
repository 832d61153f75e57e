import { totpCode } from "../support/totp";
import { apiClientFor, createAccount } from "./authorization-accounts";
import { dropRequests, expect, expectNoAxeViolations, signIn, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
  });
});

test("TOTP: enrol on the Account page, then sign in with a code", async ({ page, db }) => {
  const account = await createAccount(db);
  await signIn(page, account.email, account.password);
  await page.goto("/admin/account");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await page.getByLabel("Your password", { exact: true }).fill("Wrong-passw0rd");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText("Your password is not correct");
  await page.getByLabel("Your password", { exact: true }).fill(account.password);
  // A request that gets no answer: a message and a usable button, not "busy" forever.
  const reconnectEnable = await dropRequests(page, "**/api/auth/two-factor/enable");
  const next = page.getByRole("button", { name: "Continue" });
  await next.click();
  await expect(page.locator("form").getByRole("alert")).toHaveText(
    "Something went wrong. Please try again.",
  );
  await expect(next).toBeEnabled();
  await reconnectEnable();
  await next.click();

  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await page.locator("code").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await expectNoAxeViolations(page);
  await page.getByLabel("Authentication code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(
    10,
  );
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("On: signing in asks for a code")).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeVisible();
  await expectNoAxeViolations(page);
  await code.fill("000000" === totpCode(secret) ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText(
    "That code is not valid. Please try again.",
  );
  // A code that gets no answer: the fallback message, the button back, the code still there.
  const reconnect = await dropRequests(page, "**/api/auth/two-factor/verify-totp");
  const current = totpCode(secret);
  await code.fill(current);
  const verify = page.getByRole("button", { name: "Verify" });
  await verify.click();
  await expect(page.locator("form").getByRole("alert")).toHaveText("Failed to sign in");
  await expect(verify).toBeEnabled();
  await expect(code).toHaveValue(current);
  await reconnect();
  await code.fill(totpCode(secret));
  await verify.click();
  await expect(page).toHaveURL(/\/admin\//);
});

test("changing the password on the Account page signs other browsers out", async ({ page, db }) => {
  const account = await createAccount(db);
  const otherBrowser = await apiClientFor(account, "192.0.2.201");
  await signIn(page, account.email, account.password);
  await page.goto("/admin/account");
  const form = page.getByRole("region", { name: "Password" });
  await form.getByLabel("Current password", { exact: true }).fill(account.password);
  await form.getByLabel("New password", { exact: true }).fill("weakpassword");
  await form.getByLabel("Confirm new password", { exact: true }).fill("weakpassword");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Password must contain at least one uppercase letter",
  );

  await form.getByLabel("New password", { exact: true }).fill("Changed-Passw0rd");
  await form.getByLabel("Confirm new password", { exact: true }).fill("Changed-Passw0rd");
  // A change that gets no answer: the fallback message and the button back, nothing lost.
  const reconnect = await dropRequests(page, "**/api/auth/change-password");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("alert")).toHaveText("Failed to update password");
  await expect(form.getByRole("button", { name: "Change password" })).toBeEnabled();
  await expect(form.getByLabel("New password", { exact: true })).toHaveValue("Changed-Passw0rd");
  await reconnect();

  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("status")).toContainText("Your password has been changed");

  expect((await otherBrowser.get("/api/admin/settings")).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await otherBrowser.dispose();
});
