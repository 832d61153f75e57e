import { API_CSP, API_DOCS_CSP } from "@/server/http/security-headers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

interface OpenApiDocument {
  paths: Record<string, Record<string, { summary: string }>>;
}

test.describe("API reference (/api/docs)", () => {
  // A 4 MB renderer to parse and a long page for axe: generous time on a loaded machine.
  test.describe.configure({ timeout: 180_000 });
  const rendered = { timeout: 30_000 };
  test("renders every operation, searchable, under its own CSP with no violation", async ({
    page,
    request,
  }) => {
    // Every refused script, style, font, image, eval or request is recorded from the first byte.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const response = await page.goto("/api/docs");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toBe(API_DOCS_CSP);
    // The rest of /api keeps the data-only policy.
    const openApi = await request.get("/api/v1/openapi.json");
    expect(openApi.headers()["content-security-policy"]).toBe(API_CSP);

    const { paths } = (await openApi.json()) as OpenApiDocument;
    const summaries = Object.values(paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.summary),
    );
    expect(summaries).toHaveLength(12);
    await expect(page.getByRole("heading", { level: 1, name: "Booking API" })).toBeVisible(
      rendered,
    );
    const sidebar = page.getByRole("complementary", { name: /Sidebar/ });
    for (const summary of summaries)
      await expect(sidebar.getByText(summary, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Search finds an operation by a word of its summary.
    await page.getByRole("button", { name: /Open Search/ }).click();
    const search = page.getByRole("dialog");
    await search.getByRole("combobox").or(search.getByRole("textbox")).first().fill("cancel");
    await expect(
      search.getByRole("option").filter({ hasText: "Cancel the meeting" }).first(),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    expect(
      await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations),
    ).toEqual([]);
  });

  test("is linked from the site footer", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "API reference" });
    await expect(link).toHaveAttribute("href", "/api/docs");
    // A whole-page load (not the app router's): the server's document answers.
    const [answer] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === "/api/docs"),
      link.click(),
    ]);
    expect(answer.status()).toBe(200);
    await expect(page).toHaveURL(/\/api\/docs$/);
  });
});
