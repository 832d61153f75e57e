import { createHash, randomBytes } from "node:crypto";
import { formatLongDate } from "@/lib/time/format";
import { bookings } from "@/server/db/schema";
import { bookThroughApi, resetBooking, weekdayAhead } from "./booking-helpers";
import { appUrl } from "./config";
import { expect, expectNoAxeViolations, mailbox, test, uniqueEmail } from "./fixtures";

test.describe("Manage link", () => {
  test("shows the booking, cancels it, mails METHOD:CANCEL and frees the slot", async ({
    page,
    request,
    db,
  }) => {
    const date = weekdayAhead(9);
    await resetBooking(db, [date]);
    const email = uniqueEmail("manage");
    const created = await bookThroughApi(request, {
      email,
      date,
      time: "15:00",
      timezone: "Europe/Paris",
      timezoneOffset: 60,
    });
    expect(created.status()).toBe(201);
    const booking = await created.json();
    const confirmation = await mailbox.waitFor(email, (m) => m.subject.startsWith("Your meeting"));
    expect(confirmation.text).toContain(booking.manageUrl);

    await page.goto(booking.manageUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Your meeting, Mary" })).toBeVisible();
    await expect(page.getByText(formatLongDate(date), { exact: true })).toBeVisible();
    await expect(page.getByText(/3:00 PM – 4:00 PM \(Europe\/London/)).toBeVisible();
    await expect(page.getByText(/\(Europe\/Paris, /)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(page);

    // Each step replaces the button pressed: the focus follows, never falling to the page.
    await page.getByRole("button", { name: "Cancel this meeting" }).click();
    await expect(page.getByText("Cancel this meeting? This cannot be undone.")).toBeFocused();
    await page.getByRole("button", { name: "Keep it" }).click();
    await expect(page.getByRole("button", { name: "Cancel this meeting" })).toBeFocused();
    await page.getByRole("button", { name: "Cancel this meeting" }).click();
    await page.getByRole("button", { name: "Yes, cancel the meeting" }).click();
    // The button pressed is gone: focus moves to the new title, which says what happened.
    await expect(
      page.getByRole("heading", { level: 1, name: "This meeting was cancelled" }),
    ).toBeFocused();
    await expect(page.getByRole("button", { name: "Cancel this meeting" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const cancellation = await mailbox.waitFor(email, (m) => m.subject.startsWith("Cancelled:"));
    const ics = cancellation.attachments.find((a) => a.filename === "cancel.ics")?.content ?? "";
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain(`UID:booking-${booking.id}@localhost`);
    expect(ics).toContain("STATUS:CANCELLED");

    const slots = await (await request.get(`/api/v1/slots?date=${date}`)).json();
    expect(slots.slots.map((s: { time: string }) => s.time)).toContain("15:00");

    // The same link now shows the cancelled booking, not an error.
    await page.reload();
    await expect(page.getByRole("heading", { name: "This meeting was cancelled" })).toBeVisible();
  });

  test("a meeting under way says so, and can no longer be cancelled", async ({ page, db }) => {
    const token = randomBytes(32).toString("base64url");
    const startsAt = new Date(Date.now() - 10 * 60_000);
    await db.insert(bookings).values({
      firstName: "Ada",
      lastName: "Lovelace",
      email: uniqueEmail("under-way"),
      contactNumber: "+44 20 7946 0000",
      bookingDate: startsAt.toISOString().slice(0, 10),
      timeSlot: startsAt.toISOString().slice(11, 16),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      // As src/server/bookings/manage-token.ts stores it (that module is server-only).
      manageTokenHash: createHash("sha256").update(token).digest("hex"),
    });
    await page.goto(`/booking/${token}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "This meeting is in progress" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel this meeting" })).toHaveCount(0);
  });

  test("an unknown token gets a clear page, answered 404", async ({ browser }) => {
    // A fresh page: Chromium logs the document's own 404 as a console error, by design.
    const context = await browser.newContext();
    const page = await context.newPage();
    const unknown = await page.goto(`${appUrl}/booking/${"A".repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "This link is not valid" }),
    ).toBeVisible();
    const malformed = await page.goto(`${appUrl}/booking/not-a-token`);
    expect(malformed?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "This link is not valid" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a meeting" })).toHaveAttribute(
      "href",
      "/book",
    );
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
