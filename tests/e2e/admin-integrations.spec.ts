// Issue 16 end to end: a webhook endpoint added on the Integrations tab, pointing at a receiver
// this test starts, gets a signed booking.created (verified with standardwebhooks) within 5 s of
// a booking on /book — sent right after the request, as booking mails are, not by the poller.
import { Webhook } from "standardwebhooks";
import { contactPage } from "@/content/pages";
import { WEBHOOK_FORMAT_LABELS } from "@/lib/webhooks/events";
import { webhookEndpoints } from "@/server/db/schema";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { signInAsOwner } from "./admin-helpers";
import { chooseDate, fillContact, resetBooking, slotButton, weekdayAhead } from "./booking-helpers";
import { appUrl } from "./config";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver([204]);
});
test.afterAll(() => receiver.close());

const eventsOfType = (type: string) =>
  receiver.received.filter((r) => JSON.parse(r.body).type === type);

test.describe("Integrations tab", () => {
  test.beforeEach(async ({ db }) => {
    await db.delete(webhookEndpoints);
    receiver.received.length = 0;
  });
  // An endpoint left listening would send the later suites' bookings on while they compare the
  // database before and after a call (hostile-input, the authorization matrix).
  test.afterEach(async ({ db }) => {
    await db.delete(webhookEndpoints);
  });

  test("an endpoint gets a verified booking.created within 5 s of a booking on /book", async ({
    page,
    db,
  }) => {
    test.setTimeout(240_000);
    const date = weekdayAhead(12);
    await resetBooking(db, [date]);
    await signInAsOwner(page);
    await page.goto("/admin/integrations");
    await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
    await expect(page.getByText("No endpoints yet")).toBeVisible();

    const form = page.getByRole("form", { name: "Add an endpoint" });
    await form.getByLabel("URL").fill("ftp://example.com/hooks");
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await expect(form.getByText("URL must start with https://").first()).toBeVisible();
    await form.getByLabel("URL").fill(receiver.url);
    await form.getByRole("checkbox", { name: /booking\.created/ }).check();
    await form.getByRole("checkbox", { name: /enquiry\.created/ }).check();
    await form.getByRole("button", { name: "Add endpoint" }).click();
    const notice = page.getByRole("region", { name: `Signing secret for ${receiver.url}` });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("heading")).toBeFocused();
    const secret = (await page.getByTestId("webhook-secret").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await expectNoAxeViolations(page);
    await notice.getByRole("button", { name: "Done" }).click();
    await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Endpoints" })).toBeFocused();

    const card = page.getByRole("article", { name: receiver.url });
    await card.getByRole("button", { name: `Send test ${receiver.url}` }).click();
    await expect(card.getByText(/^Test event delivered \(HTTP 204/)).toBeVisible();
    expect(eventsOfType("webhook.test")).toHaveLength(1);

    await page.goto("/book");
    await chooseDate(page, date);
    await slotButton(page, "3:00 PM", date).click();
    await page.getByRole("button", { name: "Continue" }).click();
    const email = uniqueEmail("webhook");
    await fillContact(page, {
      firstName: "Katherine",
      lastName: "Johnson",
      email,
      contactNumber: "+44 20 7946 0958",
    });
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("dialog", { name: "Your meeting is booked" })).toBeVisible();
    await expect.poll(() => eventsOfType("booking.created").length, { timeout: 5_000 }).toBe(1);

    const [{ headers, body }] = eventsOfType("booking.created") as [
      { headers: Record<string, string>; body: string },
    ];
    const event = new Webhook(secret).verify(body, headers) as {
      id: string;
      data: { email: string; status: string; bookingDate: string };
    };
    expect(event.id).toBe(headers["webhook-id"]);
    expect(event.data).toMatchObject({ email, status: "confirmed", bookingDate: date });

    await page.goto("/admin/integrations");
    await card.getByRole("button", { name: `Show delivery log ${receiver.url}` }).click();
    const log = card.getByRole("table", { name: "Deliveries, newest first" });
    await expect(log.getByRole("row").nth(1)).toContainText("booking.created");
    await expect(log.getByRole("row").nth(1)).toContainText("Delivered");
    await expect(log.getByRole("row").nth(2)).toContainText("webhook.test");
    await expectNoAxeViolations(page);

    await card.getByRole("button", { name: `Turn off ${receiver.url}` }).click();
    await expect(card.getByText("Off", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: `Delete ${receiver.url}` }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText(`Deleted ${receiver.url}`)).toBeVisible();
    await expect(page.getByText("No endpoints yet")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Endpoints" })).toBeFocused();
  });

  test("a chat endpoint gets each event as a message people read (ADR 0073)", async ({ page }) => {
    await signInAsOwner(page);
    await page.goto("/admin/integrations");
    const form = page.getByRole("form", { name: "Add an endpoint" });
    const chatUrl = `${receiver.url}/chat`;
    await form.getByLabel("URL").fill(chatUrl);
    await form.getByLabel("Sends").selectOption({ label: WEBHOOK_FORMAT_LABELS.chat });
    await form.getByRole("checkbox", { name: /enquiry\.created/ }).check();
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByText(`Added ${chatUrl}`)).toBeVisible();
    // A chat service checks no signature: no secret to copy, none to rotate.
    await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
    const card = page.getByRole("article", { name: chatUrl });
    await expect(card.getByText("Chat message", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /Rotate secret/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await card.getByRole("button", { name: `Send test ${chatUrl}` }).click();
    await expect(card.getByText(/^Test event delivered \(HTTP 204/)).toBeVisible();
    const texts = () => receiver.received.map((r) => JSON.parse(r.body).text as string);
    expect(texts()).toEqual([
      "Test message from the site's Integrations tab: this chat will get the events chosen for it.",
    ]);

    const email = uniqueEmail("chat-enquiry");
    await page.goto("/contact");
    const contact = page.getByRole("region", { name: contactPage.formHeading });
    await contact.getByLabel("Name").fill("Ada Yonath");
    await contact.getByLabel("Email").fill(email);
    await contact.getByLabel("Message").fill("Could an AI agent answer our guests at night?");
    await contact.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: contactPage.success.heading })).toBeVisible();
    await expect.poll(() => texts().length, { timeout: 5_000 }).toBe(2);
    expect(texts()[1]?.split("\n")).toEqual([
      `New enquiry from *Ada Yonath* (${email})`,
      "> Could an AI agent answer our guests at night?",
      "Came from: Direct · landed on /contact",
      `<${appUrl}/admin/enquiries?q=${encodeURIComponent(email)}|Open in the admin area>`,
    ]);
  });

  test("a Teams endpoint gets each event as an Adaptive Card (ADR 0073)", async ({ page }) => {
    await signInAsOwner(page);
    await page.goto("/admin/integrations");
    const form = page.getByRole("form", { name: "Add an endpoint" });
    const teamsUrl = `${receiver.url}/teams`;
    await form.getByLabel("URL").fill(teamsUrl);
    await form.getByLabel("Sends").selectOption({ label: WEBHOOK_FORMAT_LABELS.teams });
    await form.getByRole("checkbox", { name: /booking\.created/ }).check();
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByText(`Added ${teamsUrl}`)).toBeVisible();
    await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
    const card = page.getByRole("article", { name: teamsUrl });
    await expect(card.getByText("Teams card", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /Rotate secret/ })).toHaveCount(0);

    await card.getByRole("button", { name: `Send test ${teamsUrl}` }).click();
    await expect(card.getByText(/^Test event delivered \(HTTP 204/)).toBeVisible();
    const [sent] = receiver.received.map((r) => JSON.parse(r.body));
    expect(sent).toMatchObject({
      type: "message",
      attachments: [
        {
          contentType: "application/vnd.microsoft.card.adaptive",
          content: { type: "AdaptiveCard", version: "1.4" },
        },
      ],
    });
    expect(sent.attachments[0].content.body[0].inlines[0].text).toMatch(
      /^Test message from the site's Integrations tab/,
    );
  });
});
