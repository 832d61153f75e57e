import { industries } from "@/content/industries";
import { publicRoutes } from "@/content/routes";
import { services } from "@/content/services";
import { appUrl } from "./config";
import { expect, test } from "./fixtures";
import { marketingRoutes } from "./marketing-routes";

// No animation needed here: reduced motion keeps the canvases still (less CPU, steadier axe runs).
test.use({ contextOptions: { reducedMotion: "reduce" } });

test.describe("every public marketing route", () => {
  for (const route of marketingRoutes) {
    test(`${route.path} renders its heading, metadata and closing call to action`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole("heading", { level: 1, name: route.heading, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

      // Served without Next's runtime (ADR 0082): the islands' entry is the page's only script,
      // and React is not loaded until a visitor reaches for a control…
      const scripts = await page
        .locator("script[src]")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")));
      expect(scripts).toEqual([expect.stringMatching(/^\/_next\/static\/islands\/entry-\w+\.js$/)]);
      const islands = page.locator("[data-island]");
      await expect(islands).not.toHaveCount(0);
      const loaded = () =>
        page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
      expect((await loaded()).filter((name) => name.includes("/islands/hydrate-"))).toEqual([]);
      // …and then each island hydrates on its own without a mismatch (React reports one as an
      // error): here every one is reached for at once.
      await islands.evaluateAll((boxes) => {
        for (const box of boxes) box.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      });
      await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0);
      expect(errors).toEqual([]);

      // Findable: description, canonical and social tags from the metadata API.
      await expect(page).toHaveTitle(/\S/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      // Next.js writes the site root without a trailing slash.
      expect(canonical).toBe(route.path === "/" ? appUrl : new URL(route.path, appUrl).toString());
      for (const selector of [
        'meta[name="description"]',
        'meta[property="og:title"]',
        'meta[property="og:url"]',
        'meta[property="og:image"]',
        'meta[name="twitter:card"]',
      ])
        await expect(page.locator(selector), selector).toHaveAttribute("content", /\S/);

      if (route.path === "/contact") {
        // The contact page is the destination of every CTA: it ends with the enquiry form and a
        // prominent link to book a meeting instead.
        await expect(page.getByRole("link", { name: "Book a Meeting" }).first()).toHaveAttribute(
          "href",
          "/book",
        );
        return;
      }
      // The last section of <main> is a call to action linking to /contact.
      const closing = page.locator("main > section").last();
      await expect(closing).toHaveAttribute("data-testid", "closing-cta");
      const cta = closing.getByRole("link");
      await cta.scrollIntoViewIfNeeded();
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute("href", "/contact");
    });
  }

  test("service pages use the spec's CTA labels", async ({ page }) => {
    for (const service of services) {
      await page.goto(`/services/${service.slug}`);
      await expect(
        page.getByTestId("closing-cta").getByRole("link", { name: service.ctaLabel }),
      ).toHaveAttribute("href", "/contact");
    }
  });
});

test.describe("structured data", () => {
  const jsonLd = async (page: import("@playwright/test").Page) =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );

  test("the home page describes the Organization with logo and contact point", async ({ page }) => {
    await page.goto("/");
    const org = (await jsonLd(page)).find((item) => item["@type"] === "Organization");
    expect(org).toMatchObject({
      url: `${appUrl}/`,
      logo: `${appUrl}/logo.png`,
      contactPoint: [expect.objectContaining({ "@type": "ContactPoint", contactType: "sales" })],
    });
    const logo = await page.request.get(String(org?.logo));
    expect(logo.headers()["content-type"]).toBe("image/png");
  });

  test("a service page has a Service and a BreadcrumbList matching the visible trail", async ({
    page,
  }) => {
    const service = services[1];
    if (!service) throw new Error("no service");
    await page.goto(`/services/${service.slug}`);
    const items = await jsonLd(page);
    expect(items.find((item) => item["@type"] === "Service")).toMatchObject({
      name: service.name,
      provider: { "@type": "Organization" },
    });
    const breadcrumb = items.find((item) => item["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: "Home", item: `${appUrl}/` }),
      expect.objectContaining({ position: 2, name: "Services", item: `${appUrl}/services` }),
      expect.objectContaining({ position: 3, name: service.name }),
    ]);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText(["Home/", "Services/", service.name]);
  });

  test("an industry page has a BreadcrumbList", async ({ page }) => {
    await page.goto("/industry/villa-management");
    const breadcrumb = (await jsonLd(page)).find((item) => item["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toHaveLength(2);
  });
});

test.describe("sitemap, robots and 404", () => {
  test("sitemap.xml lists every public page and nothing private", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations.sort()).toEqual(
      publicRoutes.map((r) => new URL(r.path, appUrl).toString()).sort(),
    );
    expect(locations).toContain(`${appUrl}/book`);
    expect(locations).toContain(`${appUrl}/industry/${industries[0]?.slug}`);
    for (const hidden of ["/admin", "/login", "/forgot-password", "/reset-password", "/booking"])
      expect(xml).not.toContain(`${appUrl}${hidden}`);
  });

  test("robots.txt disallows admin, auth and booking management, and names the sitemap", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/login", "/forgot-password", "/reset-password", "/booking/"])
      expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain(`Sitemap: ${appUrl}/sitemap.xml`);
    expect(robots).toContain("Allow: /llms.txt");
  });

  test("llms.txt and llms-full.txt are plain text whose every link answers", async ({
    request,
  }) => {
    for (const path of ["/llms.txt", "/llms-full.txt"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    }
    const text = await (await request.get("/llms.txt")).text();
    const links = [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links.filter((l) => !l.endsWith("/api/mcp")))
      expect((await request.get(link)).status(), link).toBe(200);
    // The MCP endpoint answers GET as the SDK's stateless server does.
    expect((await request.get(`${appUrl}/api/mcp`)).status()).toBe(405);
  });

  test("an unknown page answers 404 with the site's styled not-found page", async ({ browser }) => {
    // A fresh page: the document's own 404 is logged by Chromium as a console error, by design.
    const page = await browser.newPage();
    for (const path of [
      "/no-such-page",
      "/industry/no-such-industry",
      "/services/no-such-service",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
        "content",
        /noindex/,
      );
    }
    await page.close();
  });

  test("icons and the web manifest are served", async ({ request }) => {
    for (const path of ["/icon.svg", "/apple-icon.png", "/manifest.webmanifest", "/og-image.png"])
      expect((await request.get(path)).status(), path).toBe(200);
    // Crawlers and old clients ask for /favicon.ico whatever the page links.
    const favicon = await request.get("/favicon.ico");
    expect(favicon.status()).toBe(200);
    expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});
