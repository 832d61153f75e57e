import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { formatLongDate } from "@/lib/time/format";
import { bookings } from "@/server/db/schema";
import { signInAsOwner } from "./admin-helpers";
import { bookThroughApi, icsStamp, resetBooking, weekdayAhead } from "./booking-helpers";
import { appUrl } from "./config";
import { expect, expectNoAxeViolations, mailbox, test, uniqueEmail } from "./fixtures";

test.describe("Manage link", () => {
  test("shows the booking, cancels it, mails METHOD:CANCEL and frees the slot", async ({
    browser,
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

    // Add to a calendar: the web calendars' forms in a new tab, and the invitation's own event.
    const addTo = page.getByRole("region", { name: "Add to your calendar" });
    const google = addTo.getByRole("link", { name: /Google Calendar/ });
    await expect(google).toHaveAttribute("target", "_blank");
    await expect(google).toHaveAttribute("rel", /noreferrer/);
    const googleDates = `${icsStamp(date, "15:00")}/${icsStamp(date, "16:00")}`;
    expect(new URL((await google.getAttribute("href"))!).searchParams.get("dates")).toBe(
      googleDates,
    );
    const outlook = addTo.getByRole("link", { name: /Outlook\.com/ });
    expect(new URL((await outlook.getAttribute("href"))!).hostname).toBe("outlook.live.com");
    const downloading = page.waitForEvent("download");
    await addTo.getByRole("link", { name: "Apple Calendar or Outlook (.ics)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("meeting.ics");
    const file = await readFile((await download.path())!, "utf8");
    const invitation =
      confirmation.attachments.find((a) => a.filename === "invite.ics")?.content ?? "";
    const uid = `UID:booking-${booking.id}@localhost`;
    expect(invitation).toContain(uid);
    for (const line of ["METHOD:PUBLISH", uid, "SEQUENCE:0", `DTSTART:${icsStamp(date, "15:00")}`])
      expect(file).toContain(line);
    expect(file).not.toContain("ATTENDEE");

    // Each step replaces the button pressed: the focus follows, never falling to the page.
    await page.getByRole("button", { name: "Cancel this meeting" }).click();
    await expect(page.getByText("Cancel this meeting? This cannot be undone.")).toBeFocused();
    await page.getByRole("button", { name: "Keep it" }).click();
    await expect(page.getByRole("button", { name: "Cancel this meeting" })).toBeFocused();
    await page.getByRole("button", { name: "Cancel this meeting" }).click();
    // A reason is optional, counted, and reaches staff only.
    const reasonField = page.getByLabel("Reason for cancelling (optional)");
    await expect(reasonField).toHaveAttribute("maxlength", "500");
    await reasonField.fill("We chose to build it in-house.");
    await expect(page.getByText("30 / 500 characters")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Yes, cancel the meeting" }).click();
    // The button pressed is gone: focus moves to the new title, which says what happened.
    await expect(
      page.getByRole("heading", { level: 1, name: "This meeting was cancelled" }),
    ).toBeFocused();
    await expect(page.getByRole("button", { name: "Cancel this meeting" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const cancellation = await mailbox.waitFor(email, (m) => m.subject.startsWith("Cancelled:"));
    expect(cancellation.text).not.toContain("in-house");
    const staffCopy = await mailbox.waitFor(
      "staff@agency.test",
      (m) =>
        m.subject.startsWith("Cancelled by the visitor: Mary Somerville") && m.text.includes(email),
    );
    expect(staffCopy.text).toContain("Their reason: We chose to build it in-house.");
    const ics = cancellation.attachments.find((a) => a.filename === "cancel.ics")?.content ?? "";
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain(`UID:booking-${booking.id}@localhost`);
    expect(ics).toContain("STATUS:CANCELLED");

    const slots = await (await request.get(`/api/v1/slots?date=${date}`)).json();
    expect(slots.slots.map((s: { time: string }) => s.time)).toContain("15:00");

    // Staff see it on the booking in the admin's Past/Cancelled list.
    const staff = await browser.newContext();
    const admin = await staff.newPage();
    await signInAsOwner(admin);
    await admin.goto(`/admin/bookings?view=past&q=${encodeURIComponent(email)}`);
    const card = admin.getByRole("article", { name: "Booking of Mary Somerville" });
    await expect(card.getByText("Reason for cancelling")).toBeVisible();
    await expect(card.getByText("We chose to build it in-house.")).toBeVisible();
    await staff.close();

    // The same link now shows the cancelled booking, not an error, and nothing to add.
    await page.reload();
    await expect(page.getByRole("heading", { name: "This meeting was cancelled" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Add to your calendar" })).toHaveCount(0);
    const gone = await request.get(booking.addToCalendar.ics);
    expect(gone.status()).toBe(409);
    expect(await gone.json()).toEqual({ error: "This meeting was cancelled" });
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
