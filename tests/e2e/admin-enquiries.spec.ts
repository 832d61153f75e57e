import { readFileSync } from "node:fs";
import { and, eq, like } from "drizzle-orm";
import { contactPage } from "@/content/pages";
import { auditLog, enquiries, rateLimitBuckets } from "@/server/db/schema";
import { signInAsOwner } from "./admin-helpers";
import { appUrl } from "./config";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";

test.use({ contextOptions: { reducedMotion: "reduce" } });

test.describe("Enquiries tab", () => {
  test("an enquiry sent from /contact shows on the tab, is found by search and marked handled", async ({
    page,
    db,
  }) => {
    // A whole journey (contact form, sign-in, tab, search, mark, filter): more than one step's time.
    test.slow();
    // Earlier contact tests in the run count against the per-IP hourly limit.
    await db.delete(rateLimitBuckets).where(like(rateLimitBuckets.key, "enquiry:ip:%"));
    const email = uniqueEmail("enquiry-tab");
    const tag = `Villa${Date.now()}`;
    await page.goto("/contact");
    const form = page.getByRole("region", { name: contactPage.formHeading });
    await form.getByLabel("Name").fill("Lucia Ferrer");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company (optional)").fill("Ferrer Estates");
    await form.getByLabel("Message").fill(`We need a WhatsApp agent for ${tag} guests.`);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: contactPage.success.heading })).toBeVisible();

    await signInAsOwner(page);
    await page.goto("/admin");
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Enquiries" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
    // Newest first: the one just sent leads the list.
    const first = page.getByRole("article").first();
    await expect(first).toHaveAccessibleName("Enquiry from Lucia Ferrer");
    await expect(first).toContainText(`We need a WhatsApp agent for ${tag} guests.`);
    await expect(first).toContainText("Ferrer Estates");
    await expect(first.getByText("Not handled")).toBeVisible();
    await expect(first.getByRole("link", { name: /Reply by e-mail/ })).toHaveAttribute(
      "href",
      `mailto:${email}?subject=Re%3A%20your%20enquiry`,
    );
    // Offer a meeting: a reply carrying the sender's own /book link, their details filled in.
    const offer = new URL(
      (await first.getByRole("link", { name: /Offer a meeting/ }).getAttribute("href")) ?? "",
    );
    expect(offer.searchParams.get("subject")).toBe("Re: your enquiry");
    const booking = new URL(
      (offer.searchParams.get("body") ?? "").split("\n").find((line) => line.startsWith("http"))!,
    );
    expect(booking.href.startsWith(`${appUrl}/book?`)).toBe(true);
    expect(Object.fromEntries(booking.searchParams)).toEqual({
      firstName: "Lucia",
      lastName: "Ferrer",
      email,
    });
    await expectNoAxeViolations(page);

    // Search over the message text.
    const search = page.getByRole("search", { name: "Filter enquiries" });
    await search.getByLabel("Search name, e-mail, company or message").fill(tag.toLowerCase());
    await search.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag.toLowerCase()}`));
    await expect(page.getByRole("article")).toHaveCount(1);

    // Mark handled: announced, shown, kept on reload, and audited.
    const card = page.getByRole("article", { name: "Enquiry from Lucia Ferrer" });
    const mark = card.getByRole("button", { name: /^Mark handled/ });
    await mark.click();
    await expect(page.getByRole("status").filter({ hasText: "marked handled" })).toHaveText(
      "Enquiry from Lucia Ferrer marked handled.",
    );
    await expect(card.getByText("Handled", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /^Mark not handled/ })).toBeFocused();
    const [row] = await db.select().from(enquiries).where(eq(enquiries.email, email));
    expect(row?.handledAt).not.toBeNull();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row!.id), eq(auditLog.action, "enquiry.handled")));
    expect(audit).toHaveLength(1);

    // The not-handled filter no longer lists it.
    await search.getByLabel("Handled").selectOption("false");
    await search.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("No enquiries match these filters")).toBeVisible();
  });

  test("the CSV export starts with a BOM and has business-zone and UTC columns", async ({
    page,
    db,
  }) => {
    const tag = `Csv${Date.now()}`;
    await db.insert(enquiries).values({
      name: "=cmd|' /C calc'!A0",
      email: uniqueEmail("csv"),
      company: tag,
      message: "Zoë asks about José's hotel.",
      createdAt: new Date("2025-07-01T16:30:00Z"),
    });
    await signInAsOwner(page);
    await page.goto(`/admin/enquiries?q=${tag}`);
    await expect(page.getByRole("article")).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "id,name,email,company,message,handled,received_date,received_time,timezone,received_at_utc,handled_at_utc,utm_source,utm_medium,utm_campaign,referrer,landing_page,staff_notes",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(lines[1]).toContain(
      `,${tag},Zoë asks about José's hotel.,no,2025-07-01,17:30,Europe/London,2025-07-01T16:30:00.000Z,`,
    );
  });
});
