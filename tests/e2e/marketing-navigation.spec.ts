import type { Page } from "@playwright/test";
import { industries } from "@/content/industries";
import { dropRequests, expect, holdScripts, test } from "./fixtures";

// No animation needed here: reduced motion keeps the canvases still (less CPU, steadier axe runs).
test.use({ contextOptions: { reducedMotion: "reduce" } });

/** The dropdowns' Radix code loads once the bar is hydrated on wide screens; wait for it. */
async function menusLoaded(page: Page) {
  await expect(
    page.getByRole("navigation", { name: "Main" }).locator('button[aria-haspopup="menu"]'),
  ).toHaveCount(2);
}

/** A pointer over the bar is what hydrates it on a marketing page (ADR 0082). */
async function menusReady(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).hover();
  await menusLoaded(page);
}

test.describe("desktop top bar", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("has every spec link, and Sign in goes to /login", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About", "Pricing", "Contact Us"])
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    for (const name of ["Industries", "Services"])
      await expect(nav.getByRole("button", { name })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the Industries dropdown works with the mouse", async ({ page }) => {
    await page.goto("/");
    await menusReady(page);
    await page.getByRole("button", { name: "Industries" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveCount(industries.length);
    await menu.getByRole("menuitem", { name: /Villa Management/ }).click();
    await expect(page).toHaveURL(/\/industry\/villa-management$/);
    await expect(page.getByRole("heading", { level: 1, name: "Villa Management" })).toBeVisible();
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("the Services dropdown works with the keyboard; Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/pricing");
    // Keyboard focus hydrates the bar; the menu's trigger replaces the button and keeps focus.
    const trigger = page.getByRole("button", { name: "Services" });
    await trigger.focus();
    await menusLoaded(page);
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText([
      /^All Services/,
      /^AI Consulting/,
      /^AI Smart Website/,
      /^AI Client Acquisition/,
      /^AI Business Automations/,
    ]);
    await expect(menu.getByRole("menuitem", { name: /^All Services/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(trigger).toBeFocused();

    // Each key waits for the focus it should produce: Radix moves focus into a freshly opened menu
    // a frame later, and a key pressed before that lands on the trigger (seen under CI load).
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: /^All Services/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: /^AI Consulting/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: /^AI Smart Website/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/ai-smart-website$/);
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("a menu whose code did not arrive loads again when its group is pressed", async ({
    page,
  }) => {
    const reconnect = await dropRequests(page, "**/_next/static/islands/nav-dropdown-*.js");
    const menuCodeFailed = () =>
      page.waitForEvent("requestfailed", (request) => request.url().includes("/nav-dropdown-"));
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    let failed = menuCodeFailed();
    await nav.hover(); // hydrates the bar, which asks for the menu code
    await failed;
    const services = nav.getByRole("button", { name: "Services" });
    failed = menuCodeFailed();
    await services.click(); // still offline: asked again, and the placeholder stays
    await failed;
    await expect(nav.locator('button[aria-haspopup="menu"]')).toHaveCount(0);
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(services).not.toHaveAttribute("data-held-press"); // not left pulsing
    await expect(services).not.toHaveAttribute("aria-busy");

    await reconnect();
    const slowLink = await holdScripts(page, /\/nav-dropdown-\w+\.js$/);
    await services.click();
    // On its way: the press is shown as taken, as a press held before an island's script is.
    await expect(services).toHaveAttribute("data-held-press", "");
    await expect(services).toHaveAttribute("aria-busy", "true");
    slowLink.release();
    await expect(page.getByRole("menu").getByRole("menuitem")).toHaveCount(5);
    await expect(nav.getByRole("button", { name: "Services" })).not.toHaveAttribute(
      "data-held-press",
    );
    await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("opens full screen, expands a group, navigates and closes (touch)", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Industries" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).tap();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });

    const group = dialog.getByRole("button", { name: "Industries" });
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await expect(dialog.getByRole("link", { name: "Luxury Hotel" })).toBeHidden();
    await group.tap();
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await dialog.getByRole("link", { name: "Luxury Hotel" }).tap();
    await expect(page).toHaveURL(/\/industry\/luxury-hotel$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Luxury Hotel" })).toBeVisible();
  });

  test("works by keyboard: focus stays inside, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/about");
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);

    // Tab through more stops than the menu has: focus never leaves the dialog.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();

    await page.keyboard.press("Enter");
    const services = dialog.getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("link", { name: "All Services" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/ai-consulting$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("the footer repeats the navigation", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const industry of industries)
    await expect(footer.getByRole("link", { name: industry.name })).toHaveAttribute(
      "href",
      `/industry/${industry.slug}`,
    );
  for (const name of ["All Services", "About", "Pricing", "Contact Us", "Sign in"])
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
});
