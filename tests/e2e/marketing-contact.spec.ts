import { eq } from "drizzle-orm";
import { contactPage } from "@/content/pages";
import { enquiries, rateLimitBuckets } from "@/server/db/schema";
import { expect, mailbox, test, uniqueEmail } from "./fixtures";

const STAFF = "staff@agency.test";

// No animation needed here: reduced motion keeps the canvases still (less CPU, steadier axe runs).
test.use({ contextOptions: { reducedMotion: "reduce" } });

test.describe("contact page", () => {
  test("shows contact details and a prominent way to book a meeting", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 2, name: "Book a meeting" })).toBeVisible();
    const book = page.getByRole("link", { name: "Book a Meeting" });
    await expect(book.first()).toBeVisible();
    await expect(book.first()).toHaveAttribute("href", "/book");
    const details = page.getByRole("region", { name: "Contact details" });
    await expect(details.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(details.getByRole("link", { name: /^\+44/ })).toHaveAttribute("href", /^tel:/);
  });

  test("the enquiry form explains each error, clears it on edit, and focuses the first", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("region", { name: contactPage.formHeading });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(form.getByText("Message is required")).toBeVisible();
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name")).toHaveAccessibleDescription("Name is required");

    await form.getByLabel("Name").fill("Ana");
    await expect(form.getByText("Name is required")).toBeHidden();
    await form.getByLabel("Email").fill("ana at example");
    await form.getByLabel("Message").fill("Hi");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Invalid email format")).toBeVisible();
    await expect(form.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(form.getByLabel("Email")).toBeFocused();
  });

  test("a valid enquiry is saved, mailed to staff, and confirmed on the page", async ({
    page,
    db,
  }) => {
    const email = uniqueEmail("enquiry");
    await page.goto("/contact");
    const form = page.getByRole("region", { name: contactPage.formHeading });
    await form.getByLabel("Name").fill("Sofia Marin");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company (optional)").fill("Marin Luxury Villas");
    await form
      .getByLabel("Message")
      .fill("We run 25 villas in Mallorca and want guests answered on WhatsApp at night.");
    await form.getByRole("button", { name: "Send message" }).click();

    const confirmation = page.getByRole("heading", { name: contactPage.success.heading });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();

    const mail = await mailbox.waitFor(STAFF, (m) => m.text.includes(email));
    expect(mail.subject).toBe("New enquiry from Sofia Marin (Marin Luxury Villas)");
    expect(mail.text).toContain("We run 25 villas in Mallorca");
    const rows = await db.select().from(enquiries).where(eq(enquiries.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Sofia Marin", company: "Marin Luxury Villas" });
  });

  test("the enquiries API the form sends to: 201 when received, 422 naming the field", async ({
    request,
    db,
  }) => {
    const email = uniqueEmail("api-enquiry");
    const refused = await request.post("/api/v1/enquiries", {
      data: { name: "", email: "not-an-address", message: "Hello there, about a project." },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).fields).toEqual({
      name: "Name is required",
      email: "Invalid email format",
    });
    const sent = await request.post("/api/v1/enquiries", {
      data: {
        name: "Grace Hopper",
        email,
        message: "A landing page elsewhere sends its form here.",
        source: { utmSource: "partner", landingPage: "/hotels" },
      },
    });
    expect(sent.status()).toBe(201);
    expect(await sent.json()).toEqual({ received: true });
    const [row] = await db.select().from(enquiries).where(eq(enquiries.email, email));
    expect(row).toMatchObject({
      name: "Grace Hopper",
      leadSource: { utmSource: "partner", landingPage: "/hotels" },
    });
    await mailbox.waitFor(STAFF, (m) => m.text.includes(email));
  });

  test("a bot filling the honeypot sees success but nothing is saved or mailed", async ({
    page,
    db,
  }) => {
    const email = uniqueEmail("bot");
    await page.goto("/contact");
    const form = page.getByRole("region", { name: contactPage.formHeading });
    await form.getByLabel("Name").fill("Cheap SEO");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Message").fill("Buy backlinks now, best prices guaranteed!!!");
    await page.locator('input[name="website"]').fill("http://spam.example", { force: true });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: contactPage.success.heading })).toBeVisible();
    expect(await db.select().from(enquiries).where(eq(enquiries.email, email))).toHaveLength(0);
    expect((await mailbox.list(STAFF)).some((m) => m.text.includes(email))).toBe(false);
  });

  test("over the hourly limit the form says so and keeps what was typed", async ({ page, db }) => {
    const email = uniqueEmail("busy");
    // This address already sent its three messages this hour (ENQUIRY_RATE_LIMIT_PER_EMAIL).
    await db
      .insert(rateLimitBuckets)
      .values({ key: `enquiry:email:${email}`, count: 3, windowStartedAt: new Date() });
    await page.goto("/contact");
    const form = page.getByRole("region", { name: contactPage.formHeading });
    await form.getByLabel("Name").fill("Busy Person");
    await form.getByLabel("Email").fill(email);
    const message = "One more question about the WhatsApp agent for our hotel group.";
    await form.getByLabel("Message").fill(message);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(
      form.getByText(
        /^Too many messages in the last hour\. Please try again in (59|60) minutes, or book a meeting instead\.$/,
      ),
    ).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue(message);
    await expect(form.getByLabel("Email")).toHaveValue(email);
    expect(await db.select().from(enquiries).where(eq(enquiries.email, email))).toHaveLength(0);
  });

  test("on a slow connection a double click sends one message, with the button busy meanwhile", async ({
    page,
    db,
  }) => {
    const email = uniqueEmail("slow");
    await page.goto("/contact");
    // From here on every script chunk takes 1.5 s to arrive: React and the form's own code (the
    // form is hydrated when a visitor reaches for it, ADR 0082) and the schema it loads lazily.
    await page.route(/\/_next\/static\/(chunks|islands)\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const form = page.getByRole("region", { name: contactPage.formHeading });
    await form.getByLabel("Name").fill("Hasty Clicker");
    await form.getByLabel("Email").fill(email);
    await form
      .getByLabel("Message")
      .fill("Can your agent answer villa guests in Spanish and German?");
    const send = form.locator('button[type="submit"]');
    await send.click();
    // A second, impatient click while the first is under way (the label may read "Sending…").
    await send.click({ force: true });
    await expect(page.getByRole("heading", { name: contactPage.success.heading })).toBeVisible();
    await mailbox.waitFor(STAFF, (m) => m.text.includes(email));
    expect(await db.select().from(enquiries).where(eq(enquiries.email, email))).toHaveLength(1);
  });
});
