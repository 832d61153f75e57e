import type { Page } from "@playwright/test";
import { and, eq, ne } from "drizzle-orm";
import { adminUsers } from "@/server/db/schema";
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

  test("the last active super admin cannot demote themselves; with a second one they can", async ({
    browser,
    db,
  }) => {
    // Make the owner the only active super admin for this test, then put things back.
    const others = await db
      .update(adminUsers)
      .set({ status: "inactive" })
      .where(
        and(
          eq(adminUsers.role, "super_admin"),
          eq(adminUsers.status, "active"),
          ne(adminUsers.email, e2e.adminEmail),
        ),
      )
      .returning({ id: adminUsers.id });
    const { context, page, unexpected } = await pageAllowingStatuses(browser, [409]);
    try {
      await signInAsOwner(page);
      await page.goto("/admin/users");
      const self = page.getByRole("listitem", { name: e2e.adminEmail });
      await self.getByRole("combobox", { name: `Role of ${e2e.adminEmail}` }).selectOption("admin");
      await expect(page.getByRole("region", { name: "Admin users" }).getByRole("alert")).toHaveText(
        `${e2e.adminEmail} is the last active super admin and cannot be changed to admin. Make another admin an active super admin first.`,
      );
      await expect(self.getByRole("combobox")).toHaveValue("super_admin");

      // A second active super admin lifts the rule: the owner may step down and come back.
      const chief = await createAdmin(page, "super_admin");
      const chiefBrowser = await browserAs(browser, chief.email, chief.password);
      const demote = await adminApi(
        chiefBrowser.page.request,
        "PATCH",
        `/api/admin/users/${await ownerId(page)}`,
        {
          role: "admin",
        },
      );
      expect(demote.status()).toBe(200);
      const restore = await adminApi(
        chiefBrowser.page.request,
        "PATCH",
        `/api/admin/users/${await ownerId(chiefBrowser.page)}`,
        {
          role: "super_admin",
        },
      );
      expect(restore.status()).toBe(200);
      await chiefBrowser.context.close();
      expect(unexpected).toEqual([]);
    } finally {
      for (const { id } of others)
        await db.update(adminUsers).set({ status: "active" }).where(eq(adminUsers.id, id));
      await context.close();
    }
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
