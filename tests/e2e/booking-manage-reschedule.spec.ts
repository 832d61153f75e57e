import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { formatLongDate } from "@/lib/time/format";
import { bookings } from "@/server/db/schema";
import { insertBooking, londonBooking, signInAsOwner } from "./admin-helpers";
import { bookThroughApi, resetBooking, slotButton, weekdayAhead } from "./booking-helpers";
import { expect, expectNoAxeViolations, mailbox, test, uniqueEmail } from "./fixtures";

/**
 * Presses Enter on an element reached without the mouse. A calendar day is aria-disabled until
 * the month's availability has arrived, and Enter on it does nothing before then: wait for it.
 */
async function press(page: Page, locator: ReturnType<Page["getByRole"]>) {
  await expect(locator).toBeEnabled();
  await locator.focus();
  await page.keyboard.press("Enter");
}

const icsLines = (content: string) => content.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);

test.describe("Reschedule from the manage link", () => {
  test("a visitor moves their meeting with the keyboard alone; a taken time keeps the old one", async ({
    page,
    request,
    db,
  }) => {
    const date = weekdayAhead(12);
    await resetBooking(db, [date]);
    const email = uniqueEmail("move-me");
    const created = await bookThroughApi(request, { email, date, time: "15:00" });
    expect(created.status()).toBe(201);
    const booking = await created.json();
    const confirmation = await mailbox.waitFor(email, (m) => m.subject.startsWith("Your meeting"));
    const link = /https?:\/\/\S+\/booking\/[A-Za-z0-9_-]{43}/.exec(confirmation.text)?.[0];
    expect(link).toBe(booking.manageUrl);

    await page.goto(link!);
    await press(page, page.getByRole("button", { name: "Reschedule" }));
    await expect(page.getByRole("heading", { name: "Choose a new date" })).toBeFocused();
    await expect(page.locator("p", { hasText: "Current time:" })).toContainText(
      formatLongDate(date),
    );
    await expectNoAxeViolations(page);
    await press(page, page.getByRole("button", { name: formatLongDate(date), exact: true }));
    await expect(page.getByRole("heading", { name: "Choose a time" })).toBeFocused();
    await expectNoAxeViolations(page);
    await press(page, slotButton(page, "10:00 AM", date));
    await press(page, page.getByRole("button", { name: "Continue" }));
    await expect(page.getByRole("heading", { name: "Confirm the new time" })).toBeFocused();
    await expectNoAxeViolations(page);
    await press(page, page.getByRole("button", { name: "Move my meeting" }));
    const done = page.getByRole("status").filter({ hasText: "Your meeting has moved to" });
    await expect(done).toContainText("10:00 AM");
    await expect(done).toContainText("e-mailed you");
    await expect(page.getByText(/10:00 AM – 11:00 AM \(Europe\/London/)).toBeVisible();
    await expectNoAxeViolations(page);

    const moved = await mailbox.waitFor(email, (m) => m.subject.startsWith("Meeting moved"));
    expect(moved.text).toContain("3:00 PM");
    expect(moved.text).toContain("10:00 AM");
    const ics = moved.attachments.find((a) => a.filename.endsWith(".ics"))?.content ?? "";
    expect(icsLines(ics)).toEqual(
      expect.arrayContaining([
        "METHOD:REQUEST",
        "SEQUENCE:1",
        expect.stringMatching(new RegExp(`^UID:booking-${booking.id}@`)),
      ]),
    );

    // Someone else takes 11:00 while the visitor is confirming it: they stay on 10:00.
    await page.reload();
    await press(page, page.getByRole("button", { name: "Reschedule" }));
    await press(page, page.getByRole("button", { name: formatLongDate(date), exact: true }));
    await press(page, slotButton(page, "11:00 AM", date));
    await press(page, page.getByRole("button", { name: "Continue" }));
    expect(
      (
        await bookThroughApi(request, { email: uniqueEmail("first"), date, time: "11:00" })
      ).status(),
    ).toBe(201);
    await press(page, page.getByRole("button", { name: "Move my meeting" }));
    await expect(
      page.getByRole("alert").filter({ hasText: "Selected time slot is no longer available" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose a time" })).toBeFocused();
    await expect(slotButton(page, "11:00 AM", date)).toHaveCount(0);
    const view = await (await request.get(`/api/v1/manage/${link!.split("/").at(-1)}`)).json();
    expect(view).toMatchObject({ time: "10:00", status: "confirmed" });
  });

  test("an unknown token is a 404 on the API", async ({ request }) => {
    const response = await request.get(`/api/v1/manage/${"A".repeat(43)}`);
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: "This link is not valid" });
  });

  test("staff move a booking from the Bookings tab; the visitor is told", async ({ page, db }) => {
    const date = weekdayAhead(13);
    await resetBooking(db, [date]);
    const visitor = uniqueEmail("staff-move");
    await insertBooking(
      db,
      londonBooking({
        date,
        time: "09:00",
        firstName: "Emmy",
        lastName: "Noether",
        email: visitor,
      }),
    );
    await signInAsOwner(page);
    await page.goto(`/admin/bookings?q=${encodeURIComponent(visitor)}`);
    const card = page.getByRole("article", { name: "Booking of Emmy Noether" });
    await card.getByRole("button", { name: "Reschedule the booking of Emmy Noether" }).click();
    // On a slow network the list says the times are on their way (held until checked).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/admin/bookings/*/slots?*", async (route) => {
      await held;
      await route.continue();
    });
    await card.getByLabel("New date").fill(date);
    const time = card.getByRole("combobox", { name: "New time" });
    await expect(time.getByRole("option", { name: "Loading available times…" })).toHaveCount(1);
    release();
    await expect(time.getByRole("option", { name: "2:00 PM", exact: true })).toHaveCount(1);
    await time.selectOption("14:00");
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: "Move and e-mail visitor" }).click();
    await expect(
      card.getByRole("status").filter({ hasText: `Booking moved. ${visitor} has been e-mailed` }),
    ).toBeVisible();
    const mail = await mailbox.waitFor(visitor, (m) => m.subject.startsWith("Meeting moved"));
    expect(mail.text).toContain("9:00 AM");
    expect(mail.text).toContain("2:00 PM");
  });

  test("staff move a booking to an evening with Any time", async ({ page, db }) => {
    const date = weekdayAhead(14);
    await resetBooking(db, [date]);
    const visitor = uniqueEmail("evening-move");
    await insertBooking(
      db,
      londonBooking({
        date,
        time: "10:00",
        firstName: "Lise",
        lastName: "Meitner",
        email: visitor,
      }),
    );
    const other = await insertBooking(db, londonBooking({ date, time: "19:00", minutes: 60 }));
    await signInAsOwner(page);
    await page.goto(`/admin/bookings?q=${encodeURIComponent(visitor)}`);
    const card = page.getByRole("article", { name: "Booking of Lise Meitner" });
    await card.getByRole("button", { name: "Reschedule the booking of Lise Meitner" }).click();
    await card.getByLabel("New date").fill(date);
    const offered = card.getByRole("combobox", { name: "New time" });
    await expect(offered.getByRole("option", { name: "4:00 PM", exact: true })).toHaveCount(1);
    await expect(offered.getByRole("option", { name: "7:30 PM", exact: true })).toHaveCount(0);

    // Ticking Any time types the time instead; it reads nothing more from the server.
    const reads: string[] = [];
    page.on("request", (r) => r.url().includes("/slots?") && reads.push(r.url()));
    await card.getByLabel("Override the minimum notice (the meeting starts soon)").check();
    await card.getByLabel("Any time, outside the opening hours").check();
    const typed = card.getByLabel("New time", { exact: true });
    await expect(typed).toHaveAttribute("type", "time");
    await expect(typed).toHaveAccessibleDescription("On the business clock (Europe/London).");
    await expect(card.getByLabel(/Override the minimum notice/)).toHaveCount(0);
    // Half an hour later overlaps only the meeting itself: nothing else is on.
    await typed.fill("10:30");
    await expect(
      card.getByRole("status").filter({ hasText: "Nothing else is on at 10:30 AM–11:30 AM." }),
    ).toBeVisible();
    await typed.fill("19:30");
    const notes = card.getByRole("status").filter({ hasText: "At 7:30 PM–8:30 PM:" });
    await expect(notes).toContainText(
      /Overlaps the meeting with Test Visitor \w+ \(7:00 PM–8:00 PM\)/,
    );
    await expect(notes).toContainText("That time overlaps another booking: choose another time.");
    await card.getByRole("button", { name: "Move and e-mail visitor" }).click();
    // Over another booking: named beside the time, the typed time kept.
    await expect(typed).toHaveAccessibleDescription(/That time overlaps another booking$/);
    await expect(typed).toHaveValue("19:30");
    await expectNoAxeViolations(page);
    await db.delete(bookings).where(eq(bookings.id, other.id));
    await card.getByRole("button", { name: "Move and e-mail visitor" }).click();
    await expect(
      card.getByRole("status").filter({ hasText: `Booking moved. ${visitor} has been e-mailed` }),
    ).toBeVisible();
    // The override's one read when it was ticked; none for Any time.
    expect(reads).toHaveLength(1);
    const [row] = await db.select().from(bookings).where(eq(bookings.email, visitor));
    expect(row).toMatchObject({ bookingDate: date, timeSlot: "19:30" });
    const mail = await mailbox.waitFor(visitor, (m) => m.subject.startsWith("Meeting moved"));
    expect(mail.text).toContain("7:30 PM");
  });
});
