import { adminApi, browserAs, createAdmin, signInAsOwner } from "./admin-helpers";
import { e2e, expect, expectNoAxeViolations, test } from "./fixtures";

const TABS = [
  { name: "Bookings", path: "/admin/bookings", heading: "Bookings" },
  { name: "Enquiries", path: "/admin/enquiries", heading: "Enquiries" },
  { name: "Insights", path: "/admin/insights", heading: "Insights" },
  { name: "Availability", path: "/admin/availability", heading: "Availability" },
  { name: "Calendars", path: "/admin/calendars", heading: "Calendars" },
  { name: "Team", path: "/admin/team", heading: "Team" },
  { name: "Settings", path: "/admin/settings", heading: "Settings" },
  { name: "Users", path: "/admin/users", heading: "Users" },
  { name: "Integrations", path: "/admin/integrations", heading: "Integrations" },
  { name: "Privacy", path: "/admin/privacy", heading: "Privacy" },
  { name: "Account", path: "/admin/account", heading: undefined },
  { name: "Audit trail", path: "/admin/audit", heading: "Audit trail" },
];

test.describe("admin dashboard frame", () => {
  test("/admin opens Bookings; each tab is a link with its own URL that survives reload and back", async ({
    page,
  }) => {
    await signInAsOwner(page);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    await expect(page.getByText(`Signed in as ${e2e.adminEmail}`)).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await expect(nav.getByRole("link")).toHaveText(TABS.map((t) => t.name));

    await nav.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await nav.getByRole("link", { name: "Availability" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  });

  test("the admin area sits in the site's layout: top bar, footer, and Dashboard for Sign in", async ({
    page,
  }) => {
    await signInAsOwner(page);
    await page.goto("/admin/bookings");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("button", { name: "Industries" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/admin");
    await expect(main.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Dashboard" }),
    ).toBeVisible();
    // The skip link lands on the dashboard's content.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The site's links work from here: the top bar leads back to the public pages.
    await main.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("the admin pages tell search engines not to index them", async ({ page, request }) => {
    await signInAsOwner(page);
    await page.goto("/admin/bookings");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // Signed out, /admin is a bodiless redirect: the header says it there too (and on the
    // sign-in and booking-management pages).
    for (const path of ["/admin", "/admin/users", "/login", "/booking/not-a-token"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    }
    expect((await request.get("/pricing")).headers()["x-robots-tag"]).toBeUndefined();
  });

  test("signing out returns to /login and the dashboard is closed again", async ({ page }) => {
    await signInAsOwner(page);
    await page.goto("/admin/availability");
    await expect(page.getByRole("form", { name: "Add a blocked time" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/admin/bookings");
    await expect(page).toHaveURL(/\/login/);
  });

  test("works on a phone: the tabs scroll sideways and the page does not", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signInAsOwner(page);
    for (const tab of TABS.filter((t) => t.heading)) {
      await page.goto(tab.path);
      await expect(page.getByRole("heading", { level: 1, name: tab.heading })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `horizontal overflow on ${tab.path}`).toBeLessThanOrEqual(0);
      // The strip scrolls to the current tab (Audit trail starts off-screen at 375px).
      const current = page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: tab.name, exact: true });
      await expect(current).toHaveAttribute("aria-current", "page");
      await expect(current).toBeInViewport({ ratio: 1 });
    }
    await context.close();
  });

  test("a plain admin sees no Users or Audit tab, and is refused there", async ({
    page,
    browser,
  }) => {
    await signInAsOwner(page);
    const staff = await createAdmin(page, "admin");
    const { context, page: staffPage } = await browserAs(browser, staff.email, staff.password);
    await staffPage.goto("/admin/bookings");
    const nav = staffPage.getByRole("navigation", { name: "Admin sections" });
    await expect(nav.getByRole("link")).toHaveText([
      "Bookings",
      "Enquiries",
      "Insights",
      "Availability",
      "Calendars",
      "Team",
      "Settings",
      "Account",
    ]);
    await staffPage.goto("/admin/users");
    await expect(staffPage.getByText("Only super administrators can manage users")).toBeVisible();
    await expect(staffPage.getByRole("button", { name: "Create admin" })).toHaveCount(0);
    const api = await adminApi(staffPage.request, "GET", "/api/admin/users");
    expect(api.status()).toBe(403);
    expect(await api.json()).toEqual({ error: "Only super administrators can manage users" });
    await staffPage.goto("/admin/audit");
    await expect(
      staffPage.getByText("Only super administrators can read the audit trail"),
    ).toBeVisible();
    const audit = await adminApi(staffPage.request, "GET", "/api/admin/audit");
    expect(audit.status()).toBe(403);
    expect(await audit.json()).toEqual({
      error: "Only super administrators can read the audit trail",
    });
    await context.close();
  });

  for (const tab of TABS) {
    test(`axe finds no violations on the ${tab.name} tab`, async ({ page }) => {
      await signInAsOwner(page);
      await page.goto(tab.path);
      await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
      // Wait for the client list to settle (loading → data), then scan the real content.
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
