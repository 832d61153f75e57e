import { expect, expectNoAxeViolations, test } from "./fixtures";
import { marketingRoutes } from "./marketing-routes";

// No animation needed here: reduced motion keeps the canvases still (less CPU, steadier axe runs).
test.use({ contextOptions: { reducedMotion: "reduce" } });

// Every public page has two themes (the dark-mode flag is site-wide): both must pass axe-core.
for (const theme of ["light", "dark"] as const) {
  test.describe(`axe-core, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem("theme", mode), theme);
    });

    for (const route of marketingRoutes) {
      test(`${route.path} has no violations`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
          theme === "dark",
        );
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("axe-core with menus open", () => {
  test("desktop dropdown open", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    // Straight away: the press comes before the bar is hydrated and is answered once it is.
    await page.getByRole("button", { name: "Industries" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("mobile menu open with a group expanded", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/services");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Services" }).click();
    await expectNoAxeViolations(page);
  });

  test("contact form showing errors, and flipped cards", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/industry/luxury-hotel");
    await page.locator("button[aria-pressed]").first().click();
    await expectNoAxeViolations(page);
  });
});
