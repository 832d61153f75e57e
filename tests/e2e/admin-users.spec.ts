import type { Page } from "@playwright/test";
import {
  adminApi,
  browserAs,
  createAdmin,
  PASSWORD,
  pageAllowingStatuses,
  signInAsOwner,
} from "./admin-helpers";
import { appUrl } from "./config";
import { e2e, expect, mailbox, signIn, test, uniqueEmail } from "./fixtures";

test.describe("admin users", () => {
  test("creates an admin with the spec's messages; the list shows them first", async ({ page }) => {
    await signInAsOwner(page);
    await page.goto("/admin/users");
    const create = page.getByRole("region", { name: "Create an admin" });
    const submit = create.getByRole("button", { name: "Create admin" });

    await submit.click();
    await expect(create.getByRole("alert")).toHaveText("Please provide both email and password");
    const email = uniqueEmail("new-admin");
    await create.getByLabel("Email").fill(email);
    await create.getByLabel("Password").fill("Short1");
    await submit.click();
    await expect(create.getByRole("alert")).toHaveText("Password must be at least 8 characters");
    await create.getByLabel("Password").fill("lowercase1");
    await submit.click();
    await expect(create.getByRole("alert")).toHaveText(
      "Password must contain at least one uppercase letter",
    );
    await create.getByLabel("Password").fill(PASSWORD);
    await expect(create.getByLabel("Role")).toHaveValue("admin");
    await submit.click();
    await expect(create.getByRole("status")).toHaveText(`Admin user ${email} created successfully`);

    const list = page.getByRole("region", { name: "Admin users" });
    await expect(list.getByRole("listitem").first()).toHaveAccessibleName(email);
    await expect(list.getByRole("listitem", { name: email }).getByRole("combobox")).toHaveValue(
      "admin",
    );
  });

  test("refuses an e-mail that is already an admin, with the service's message", async ({
    browser,
  }) => {
    const { context, page, unexpected } = await pageAllowingStatuses(browser, [409]);
    await signInAsOwner(page);
    await page.goto("/admin/users");
    const create = page.getByRole("region", { name: "Create an admin" });
    await create.getByLabel("Email").fill(e2e.adminEmail);
    await create.getByLabel("Password").fill(PASSWORD);
    await create.getByRole("button", { name: "Create admin" }).click();
    await expect(create.getByRole("alert")).toHaveText(
      `An admin user with email ${e2e.adminEmail} already exists`,
    );
    expect(unexpected).toEqual([]);
    await context.close();
  });

  test("deactivation ends that admin's session at once; reactivation lets them back; delete removes them", async ({
    page,
    browser,
  }) => {
    await signInAsOwner(page);
    const staff = await createAdmin(page);
    const other = await browserAs(browser, staff.email, staff.password);
    await other.page.goto("/admin/settings");
    await expect(other.page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    await page.goto("/admin/users");
    const row = page.getByRole("listitem", { name: staff.email });
    await row.getByRole("button", { name: `Deactivate ${staff.email}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "deactivated" })).toHaveText(
      `${staff.email} deactivated and signed out`,
    );
    await expect(row.getByText("inactive", { exact: true })).toBeVisible();

    // Their very next request lands on /login, and they cannot sign in while inactive.
    await other.page.reload();
    await expect(other.page).toHaveURL(/\/login/);
    const refused = await other.page.request.post(`${appUrl}/api/auth/sign-in/email`, {
      data: { email: staff.email, password: staff.password },
      headers: { origin: appUrl },
    });
    expect(refused.ok()).toBe(false);

    await row.getByRole("button", { name: `Activate ${staff.email}` }).click();
    await expect(row.getByText("active", { exact: true })).toBeVisible();
    await signIn(other.page, staff.email, staff.password);
    await other.page.goto("/admin/bookings");
    await expect(other.page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
    // Let the tab's own requests finish: one still in flight after the delete would answer 401
    // and send the page to /login itself, racing the reload below.
    await other.page.waitForLoadState("networkidle");

    await row.getByRole("button", { name: `Delete ${staff.email}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete admin user?" });
    await expect(dialog).toContainText(
      `Are you sure you want to delete admin user ${staff.email}?`,
    );
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "deleted" })).toHaveText(
      `Admin user ${staff.email} deleted successfully`,
    );
    await expect(row).toHaveCount(0);
    await other.page.reload();
    await expect(other.page).toHaveURL(/\/login/);
    await other.context.close();
  });

  test("on one's own row, deactivate and delete are disabled and say why ('You cannot delete yourself')", async ({
    page,
  }) => {
    await signInAsOwner(page);
    await page.goto("/admin/users");
    const self = page.getByRole("listitem", { name: e2e.adminEmail });
    for (const [name, reason] of [
      ["Deactivate", "You cannot deactivate yourself"],
      ["Delete", "You cannot delete yourself"],
    ] as const) {
      const button = self.getByRole("button", { name, exact: true });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(reason);
      await button.hover();
      await expect(page.getByRole("tooltip")).toHaveText(reason);
      await button.click({ force: true });
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
      await page.mouse.move(0, 0);
      await expect(page.getByRole("tooltip")).toHaveCount(0);
    }
    const api = await adminApi(page.request, "DELETE", `/api/admin/users/${await ownerId(page)}`);
    expect(api.status()).toBe(409);
    expect(await api.json()).toEqual({ error: "You cannot delete yourself" });
  });

  test("one's own role select is disabled and says why; the server refuses it; another super admin may change it", async ({
    page,
    browser,
  }) => {
    const reason = "You cannot change your own role";
    await signInAsOwner(page);
    await page.goto("/admin/users");
    const self = page.getByRole("listitem", { name: e2e.adminEmail });
    const role = self.getByRole("combobox", { name: `Role of ${e2e.adminEmail}` });
    await expect(role).toHaveValue("super_admin");
    await expect(role).toBeDisabled();
    await expect(role).toHaveAccessibleDescription(reason);
    await role.hover();
    await expect(page.getByRole("tooltip")).toHaveText(reason);
    // Neither a choice forced on it nor the keyboard changes it, and nothing is sent.
    const patches: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH") patches.push(request.url());
    });
    await role.evaluate((select: HTMLSelectElement) => {
      select.value = "admin";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await role.focus();
    await page.keyboard.press("ArrowDown");
    await expect(role).toHaveValue("super_admin");
    expect(patches).toEqual([]);

    const ownId = await ownerId(page);
    const refused = await adminApi(page.request, "PATCH", `/api/admin/users/${ownId}`, {
      role: "admin",
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ error: reason, fields: { role: reason } });

    // Another super admin may change it (and put it back).
    const chief = await createAdmin(page, "super_admin");
    const chiefBrowser = await browserAs(browser, chief.email, chief.password);
    for (const next of ["admin", "super_admin"]) {
      const changed = await adminApi(
        chiefBrowser.page.request,
        "PATCH",
        `/api/admin/users/${ownId}`,
        { role: next },
      );
      expect(changed.status(), await changed.text()).toBe(200);
    }
    await chiefBrowser.context.close();
  });

  test("Resend invitation sends one mail per click, and is gone (and refused) once the invitee is inactive", async ({
    page,
  }) => {
    await signInAsOwner(page);
    const invitee = uniqueEmail("resend");
    const invited = await adminApi(page.request, "POST", "/api/admin/users/invite", {
      email: invitee,
    });
    expect(invited.status(), await invited.text()).toBe(200);
    await mailbox.waitFor(invitee);
    await page.goto("/admin/users");
    const row = page.getByRole("listitem", { name: invitee });
    const resend = row.getByRole("button", { name: `Resend invitation to ${invitee}` });
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/admin/users/invite"))
        sent.push(request.url());
    });
    await resend.dblclick();
    await expect(
      page.getByRole("status").filter({ hasText: `A new invitation was sent to ${invitee}` }),
    ).toBeVisible();
    expect(sent).toHaveLength(1);
    await expect.poll(async () => (await mailbox.list(invitee)).length).toBe(2);

    await row.getByRole("button", { name: `Deactivate ${invitee}` }).click();
    await expect(row.getByText("inactive", { exact: true })).toBeVisible();
    await expect(row.getByText("invitation pending")).toBeVisible();
    await expect(resend).toHaveCount(0);
    const refused = await adminApi(page.request, "POST", "/api/admin/users/invite", {
      email: invitee,
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({
      error: `${invitee} is inactive. Activate them before sending a new invitation.`,
    });
  });

  test("invites by e-mail: the invitee sets a password through the single-use link and signs in", async ({
    page,
    browser,
  }) => {
    await signInAsOwner(page);
    await page.goto("/admin/users");
    const invitee = uniqueEmail("invitee");
    const invite = page.getByRole("region", { name: "Invite by e-mail" });
    await invite.getByLabel("Email to invite").fill(invitee);
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(invite.getByRole("status")).toHaveText(`Invitation sent to ${invitee}`);
    const row = page.getByRole("listitem", { name: invitee });
    await expect(row.getByText("invitation pending")).toBeVisible();

    const mail = await mailbox.waitFor(invitee, (m) => m.subject.includes("invited"));
    const link = /http\S+\/reset-password#token=[A-Za-z0-9]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();

    const context = await browser.newContext({ baseURL: appUrl });
    const guest = await context.newPage();
    await guest.goto(link ?? "");
    await guest
      .getByRole("textbox", { name: "New password", exact: true })
      .fill("Inv1ted-Passw0rd");
    await guest.getByLabel("Confirm new password", { exact: true }).fill("Inv1ted-Passw0rd");
    await guest.getByRole("button", { name: "Update password" }).click();
    await expect(guest).toHaveURL(/\/login/, { timeout: 10_000 });
    await signIn(guest, invitee, "Inv1ted-Passw0rd");
    await guest.goto("/admin/bookings");
    await expect(guest.getByText(`Signed in as ${invitee}`)).toBeVisible();
    await context.close();

    await page.reload();
    await expect(
      page.getByRole("listitem", { name: invitee }).getByText("invitation pending"),
    ).toHaveCount(0);
  });
});

/** The owner's admin_users id, read through the Users API as the super admin signed in on `page`. */
async function ownerId(page: Page) {
  const response = await adminApi(page.request, "GET", "/api/admin/users");
  const { users } = (await response.json()) as { users: { id: string; email: string }[] };
  const owner = users.find((u) => u.email === e2e.adminEmail);
  if (!owner) throw new Error("owner not in the list");
  return owner.id;
}
