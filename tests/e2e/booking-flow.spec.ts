import { eq } from "drizzle-orm";
import { addDays, addMonths, dayOfWeek, daysBetween, monthOf } from "@/lib/time/calendar-date";
import { formatLongDate, formatMonth } from "@/lib/time/format";
import { zonedInstant } from "@/lib/time/zoned";
import { adminSettings, bookings } from "@/server/db/schema";
import { pageAllowingStatuses } from "./admin-helpers";
import {
  BUSINESS_ZONE,
  chooseDate,
  fillContact,
  icsStamp,
  londonToday,
  openingMonth,
  resetBooking,
  slotButton,
  weekdayAhead,
} from "./booking-helpers";
import { appUrl } from "./config";
import {
  dropRequests,
  expect,
  expectNoAxeViolations,
  holdScripts,
  mailbox,
  test,
  uniqueEmail,
} from "./fixtures";

test.describe("Book a Meeting", () => {
  test("is served without Next's runtime, and its flow hydrates as the page loads", async ({
    page,
    db,
  }) => {
    await resetBooking(db);
    await page.goto("/book");
    // ADR 0083: the islands' entry is the page's one script; it hydrates the flow at once.
    const scripts = await page
      .locator("script[src]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")));
    expect(scripts).toEqual([expect.stringMatching(/^\/_next\/static\/islands\/entry-\w+\.js$/)]);
    await expect(page.locator('[data-island="bookingFlow"][data-hydrated]')).toHaveCount(1);
    await expect(page).toHaveTitle(/^Book a Meeting \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL("/book", appUrl).toString(),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
    // The site's header and footer are not around the flow: its own small header is.
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  test("a link can fill in the visitor's details, which they can still change", async ({
    page,
    db,
  }) => {
    const date = weekdayAhead(4);
    await resetBooking(db, [date]);
    const email = uniqueEmail("linked");
    const query = new URLSearchParams({
      firstName: "Grace",
      lastName: "Hopper",
      email,
      contactNumber: "+44 20 7946 0111",
      contactType: "whatsapp",
      notes: "From the spring webinar",
    });
    await page.goto(`/book?${query}`);
    await chooseDate(page, date);
    await slotButton(page, "11:00 AM", date).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Grace");
    await expect(page.getByLabel("Last name")).toHaveValue("Hopper");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("WhatsApp")).toBeChecked();
    await expect(page.getByLabel("Contact number")).toHaveValue("+44 20 7946 0111");
    await expect(page.getByLabel("Notes")).toHaveValue("From the spring webinar");
    await expectNoAxeViolations(page);
    await page.getByLabel("First name").fill("Grace B.");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("dialog", { name: "Your meeting is booked" })).toBeVisible();
    const [row] = await db.select().from(bookings).where(eq(bookings.email, email));
    expect(row).toMatchObject({
      firstName: "Grace B.",
      lastName: "Hopper",
      contactType: "whatsapp",
      notes: "From the spring webinar",
    });
  });

  test("a visitor books with the mouse and gets the confirmation with an .ics", async ({
    page,
    db,
  }) => {
    const date = weekdayAhead(3);
    await resetBooking(db, [date]);
    const email = uniqueEmail("mouse");
    const opening = await openingMonth(page.request);
    await page.goto("/book");
    await expect(page.getByRole("heading", { level: 1, name: "Book a Meeting" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Booking progress" })).toContainText("Date");
    // Today's month, unless it has no time left (then the next, whose days it can go back to).
    await expect(
      page.getByRole("heading", { level: 3, name: formatMonth(monthOf(opening)) }),
    ).toBeVisible();
    const previous = page.getByRole("button", { name: "Previous month" });
    if (monthOf(opening) === monthOf(londonToday())) await expect(previous).toBeDisabled();
    else await expect(previous).toBeEnabled();
    await expectNoAxeViolations(page);

    await chooseDate(page, date);
    await expect(page.locator('[aria-current="step"]')).toHaveText(/Time/);
    await expect(page.getByRole("heading", { name: "Morning" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Afternoon" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    await expectNoAxeViolations(page);

    await slotButton(page, "10:00 AM", date).click();
    await expect(slotButton(page, "10:00 AM", date)).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expectNoAxeViolations(page);

    await fillContact(page, {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      contactNumber: "+44 20 7946 0958",
      notes: "Automating our lettings pipeline",
    });
    await page.getByLabel("WhatsApp").check();
    // Hold the booking request to see the pending state: nothing can be sent twice or left behind.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let bookingPosts = 0;
    await page.route("**/api/v1/bookings", async (route) => {
      if (route.request().method() === "POST") {
        bookingPosts += 1;
        await held;
      }
      await route.continue();
    });
    await page.getByRole("button", { name: "Confirm booking" }).click();
    const busy = page.getByRole("button", { name: "Booking…" });
    await expect(busy).toBeDisabled();
    // Still focused (a `disabled` button would have dropped focus to <body>), and a second
    // press while busy sends nothing more.
    await expect(busy).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Back to Time Selection" })).toBeDisabled();
    release();

    const dialog = page.getByRole("dialog", { name: "Your meeting is booked" });
    await expect(dialog).toBeVisible();
    expect(bookingPosts).toBe(1);
    await expect(dialog).toContainText(formatLongDate(date));
    await expect(dialog).toContainText(`10:00 AM – 11:00 AM (${BUSINESS_ZONE}`);
    await expect(dialog).toContainText("We will e-mail you the meeting link before the meeting.");
    await expect(dialog).toContainText("reminder 24 hours before the meeting");
    const addTo = dialog.getByRole("region", { name: "Add to your calendar" });
    await expect(addTo.getByRole("heading", { level: 3 })).toHaveText("Add to your calendar");
    await expect(addTo.getByRole("link")).toHaveText([
      /Google Calendar/,
      /Outlook\.com/,
      "Apple Calendar or Outlook (.ics)",
    ]);
    const google = await addTo.getByRole("link", { name: /Google Calendar/ }).getAttribute("href");
    expect(new URL(google!).searchParams.get("dates")).toBe(
      `${icsStamp(date, "10:00")}/${icsStamp(date, "11:00")}`,
    );
    await expect(addTo.getByRole("link", { name: /\.ics/ })).toHaveAttribute(
      "href",
      /\/api\/v1\/manage\/[A-Za-z0-9_-]{43}\/calendar\.ics$/,
    );
    await expectNoAxeViolations(page);

    const mail = await mailbox.waitFor(email, (m) =>
      m.subject.startsWith("Your meeting is booked"),
    );
    expect(mail.text).toContain(formatLongDate(date));
    expect(mail.text).toMatch(/https?:\/\/[^\s]+\/booking\/[A-Za-z0-9_-]{43}/);
    const ics = mail.attachments.find((a) => a.filename === "invite.ics");
    expect(ics?.content).toContain("METHOD:REQUEST");
    expect(ics?.content).toContain(`DTSTART:${icsStamp(date, "10:00")}`);
    expect(ics?.content).toContain(`DTEND:${icsStamp(date, "11:00")}`);
    expect(ics?.content).toMatch(/UID:booking-[0-9a-f-]{36}@localhost/);
    // A calendar's Decline goes to the organizer: the meeting's host (the owner, the first host),
    // not MAIL_FROM (ADR 0088).
    expect(ics?.content).toMatch(/ORGANIZER;CN="?Owner"?:MAILTO:owner@agency\.test/i);
    const staff = await mailbox.waitFor("staff@agency.test", (m) => m.text.includes(email));
    expect(staff.text).toContain("WhatsApp");
    expect(staff.text).toContain("Automating our lettings pipeline");

    // Closing the dialog starts over: date step, nothing selected.
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("heading", { name: "Choose a date" })).toBeVisible();
    await expect(page.locator('button[data-date][aria-pressed="true"]')).toHaveCount(0);
    // The booked time is gone for the next visitor.
    await chooseDate(page, date);
    await expect(slotButton(page, "9:00 AM", date)).toBeVisible();
    await expect(slotButton(page, "10:00 AM", date)).toHaveCount(0);
  });

  test("a day tapped before the page's JavaScript has run is not lost", async ({ page, db }) => {
    await resetBooking(db);
    const scripts = await holdScripts(page);
    // Without the scripts the page is its server-rendered HTML: the calendar shows, nothing answers.
    await page.goto("/book", { waitUntil: "domcontentloaded" });
    const day = page.locator("button[data-date][data-early-tap]").first();
    const date = await day.getAttribute("data-date");
    if (!date) throw new Error("the first view offers no day to tap");
    await expect(day).toHaveAccessibleName(formatLongDate(date));
    const slotReads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/v1/slots") slotReads.push(request.url());
    });
    const readAtTap = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/slots");
    await day.click();
    // The tap is kept and shown as taken while the page cannot answer it yet, and that day's
    // times are already being read (ADR 0066): they arrive while the scripts are still held.
    await expect(day).toHaveCSS("outline-style", "solid");
    expect(new URL((await readAtTap).url()).searchParams.get("date")).toBe(date);
    await expect(page.getByRole("heading", { name: "Choose a time" })).toHaveCount(0);

    scripts.release();
    // Once the page runs, the tap is answered as if it came now: that day's times, focus on them.
    await expect(page.getByRole("heading", { name: "Choose a time" })).toBeFocused();
    await expect(page.locator("#time-step-title + p")).toHaveText(formatLongDate(date));
    const times = page.getByRole("button", { name: new RegExp(` on ${formatLongDate(date)}`) });
    await expect(times.first()).toBeVisible();
    // Those times came from the read started at the tap: the page did not ask again.
    expect(slotReads).toHaveLength(1);
    // Kept once: the page's own handlers answer from now on, and Back shows the calendar plain.
    // (null, not undefined: the script is there and has nothing left to give.)
    expect(await page.evaluate(() => window.__takeEarlyTap?.())).toBeNull();
    await page.getByRole("button", { name: "Back to Date" }).click();
    await expect(page.locator(`button[data-date="${date}"]`)).toHaveCSS("outline-style", "none");
    await expectNoAxeViolations(page);
  });

  test("Next month tapped before the page's JavaScript has run is not lost", async ({
    page,
    db,
    request,
  }) => {
    await resetBooking(db);
    const opening = await openingMonth(request);
    const next = addMonths(opening, 1);
    const scripts = await holdScripts(page);
    await page.goto("/book", { waitUntil: "domcontentloaded" });
    const shown = (month: string) =>
      page.getByRole("heading", { level: 3, name: formatMonth(monthOf(month)) });
    await expect(shown(opening)).toBeVisible();
    const monthReads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/v1/availability")
        monthReads.push(request.url());
    });
    const readAtTap = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/v1/availability",
    );
    const nextMonth = page.getByRole("button", { name: "Next month" });
    await nextMonth.click();
    // Kept and shown as taken, and the next month's days already on their way (ADR 0066).
    await expect(nextMonth).toHaveCSS("outline-style", "solid");
    expect(new URL((await readAtTap).url()).searchParams.get("from")).toBe(next);
    await expect(shown(opening)).toBeVisible();

    scripts.release();
    // Once the page runs, the calendar moves on and shows the days read at the tap.
    await expect(shown(next)).toBeVisible();
    await expect(page.locator(`[data-date="${next}"]`)).toBeVisible();
    await expect(page.getByText("Loading availability…")).toHaveCount(0);
    expect(monthReads).toHaveLength(1);
    expect(await page.evaluate(() => window.__takeEarlyTap?.())).toBeNull();
    await expect(nextMonth).toHaveCSS("outline-style", "none");
    // From here the page's own handlers answer, and Previous month goes back as ever.
    await page.getByRole("button", { name: "Previous month" }).click();
    await expect(shown(opening)).toBeVisible();
  });

  test("a flow whose script did not arrive loads when the visitor reaches for it", async ({
    page,
    db,
  }) => {
    await resetBooking(db);
    // The connection drops as the flow's own chunk is asked for, then comes back.
    const flowChunk = "**/_next/static/islands/booking-page-flow-*.js";
    const dropped = page.waitForEvent("requestfailed", (request) =>
      /\/booking-page-flow-\w+\.js$/.test(request.url()),
    );
    const reconnect = await dropRequests(page, flowChunk);
    await page.goto("/book");
    await dropped;
    await reconnect();
    const flow = page.locator('[data-island="bookingFlow"]');
    await expect(flow).not.toHaveAttribute("data-hydrated");
    // The visitor is told, above the calendar, rather than left tapping a calendar that looks ready.
    const notice = page.getByRole("status").filter({ hasText: "did not finish loading" });
    await expect(notice).toHaveText(
      "This page did not finish loading. Check your connection; your next tap tries again.",
    );
    // The calendar is still drawn; the tap on a day is kept, and reaching for it loads the flow
    // again (ADR 0083), which answers the tap.
    const day = page.locator("button[data-date][data-early-tap]").first();
    const date = await day.getAttribute("data-date");
    if (!date) throw new Error("the first view offers no day to tap");
    await day.click();
    await expect(flow).toHaveAttribute("data-hydrated", "");
    await expect(page.getByRole("heading", { name: "Choose a time" })).toBeFocused();
    await expect(page.locator("#time-step-title + p")).toHaveText(formatLongDate(date));
    await expect(notice).toHaveCount(0);
  });

  test("a visitor books with the keyboard alone", async ({ page, db }) => {
    const date = weekdayAhead(4);
    await resetBooking(db, [date]);
    const email = uniqueEmail("keyboard");
    await page.goto("/book");
    const focused = page.locator(":focus");
    const focusedDate = () =>
      page.evaluate(() => document.activeElement?.getAttribute("data-date") ?? null);
    // Tab into the calendar: its one tab stop is the month's first day that can be chosen.
    await expect(page.locator('[data-date][aria-disabled="false"]').first()).toBeVisible();
    for (let i = 0; i < 10 && !(await focusedDate()); i++) await page.keyboard.press("Tab");
    let at = await focusedDate();
    if (!at) throw new Error("Tab never reached the calendar");
    if (at.slice(0, 7) === date.slice(0, 7))
      await expect(focused).toHaveAttribute("aria-disabled", "false");
    // Arrow keys walk the days, across the end of the month if needed.
    while (at < date) {
      await page.keyboard.press(daysBetween(at, date) >= 7 ? "ArrowDown" : "ArrowRight");
      at = (await focusedDate()) ?? "";
    }
    if (at !== date) throw new Error(`focus overshot ${date}: ${at}`);
    await expect(focused).toHaveAccessibleName(formatLongDate(date));
    // A month arrowed into is read afresh; its days are aria-disabled until its statuses arrive.
    await expect(focused).toHaveAttribute("aria-disabled", "false");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Choose a time" })).toBeFocused();

    const target = slotButton(page, "11:00 AM", date);
    for (let i = 0; i < 20 && !(await target.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(target).toHaveAttribute("aria-pressed", "true");
    const continueButton = page.getByRole("button", { name: "Continue" });
    for (
      let i = 0;
      i < 20 && !(await continueButton.evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(page.getByLabel("First name")).toBeFocused();
    await page.keyboard.type("Grace");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hopper");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Add guests" })).toBeFocused();
    await page.keyboard.press("Tab"); // website (optional)
    await page.keyboard.press("Tab"); // contact type: phone
    await expect(page.getByLabel("Phone", { exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type("020 7946 0958");
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Your meeting is booked" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Done" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    // Closing starts over, and the keyboard user is put at its beginning, not on <body>.
    await expect(page.getByRole("heading", { name: "Choose a date" })).toBeFocused();
    const mail = await mailbox.waitFor(email, (m) =>
      m.subject.startsWith("Your meeting is booked"),
    );
    expect(mail.attachments.find((a) => a.filename === "invite.ics")?.content).toContain(
      `DTSTART:${icsStamp(date, "11:00")}`,
    );
  });

  test("each validation message shows, and clears when its field is edited", async ({
    page,
    db,
  }) => {
    const date = weekdayAhead(5);
    await resetBooking(db, [date]);
    await page.goto("/book");
    await chooseDate(page, date);
    await slotButton(page, "9:00 AM", date).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Confirm booking" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Contact number is required",
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByLabel("First name")).toBeFocused();
    await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await page.getByLabel("First name").fill("Ada");
    await expect(page.getByText("First name is required")).toBeHidden();
    await expect(page.getByText("Last name is required")).toBeVisible();

    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill("ada at example");
    await page.getByLabel("Contact number").fill("12ab");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByText("Invalid email format", { exact: true })).toBeVisible();
    await expect(page.getByText("Invalid phone number format", { exact: true })).toBeVisible();
    await page.getByLabel("Email").fill("ada@example.com");
    await expect(page.getByText("Invalid email format")).toBeHidden();
    await expect(page.getByText("Invalid phone number format")).toBeVisible();

    await page.getByLabel("Notes").fill("Hello world");
    await expect(page.getByText("11 / 500 characters")).toBeVisible();
    await page.getByLabel("Notes").fill("x".repeat(520));
    await expect(page.getByText("520 / 500 characters")).toBeVisible();

    // Back to Time Selection and forward again: nothing typed is lost.
    await page.getByRole("button", { name: "Back to Time Selection" }).click();
    await expect(slotButton(page, "9:00 AM", date)).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Email")).toHaveValue("ada@example.com");
    await expect(page.getByLabel("Notes")).toHaveValue("x".repeat(520));
    // 'Back to Date' clears the time.
    await page.getByRole("button", { name: "Back to Time Selection" }).click();
    await page.getByRole("button", { name: "Back to Date" }).click();
    await chooseDate(page, date);
    await expect(page.locator('button[aria-pressed="true"]', { hasText: "AM" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  });

  test("12h/24h: starts at the admin's format and remembers the visitor's choice", async ({
    page,
    db,
  }) => {
    const date = weekdayAhead(6);
    await resetBooking(db, [date]);
    await page.goto("/book");
    await chooseDate(page, date);
    const toggle = page.getByRole("group", { name: "Time format" });
    await expect(toggle.getByRole("button", { name: "12h" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(slotButton(page, "2:00 PM", date)).toBeVisible();
    await toggle.getByRole("button", { name: "24h" }).click();
    await expect(slotButton(page, "14:00", date)).toBeVisible();
    await expect(slotButton(page, "2:00 PM", date)).toHaveCount(0);

    await page.reload();
    await chooseDate(page, date);
    await expect(toggle.getByRole("button", { name: "24h" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(slotButton(page, "09:00", date)).toBeVisible();

    // A new visitor starts at the admin's setting.
    await db.update(adminSettings).set({ timeFormatPreference: "24h" });
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await chooseDate(page, date);
    await expect(toggle.getByRole("button", { name: "24h" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await toggle.getByRole("button", { name: "12h" }).click();
    await expect(slotButton(page, "9:00 AM", date)).toBeVisible();
  });

  test("a visitor in another zone sees their local time beside each slot", async ({
    browser,
    db,
  }) => {
    const date = weekdayAhead(7);
    await resetBooking(db, [date]);
    const context = await browser.newContext({ timezoneId: "Asia/Kolkata" });
    const page = await context.newPage();
    // The zone is looked up once the visitor reaches into the flow, not as the page loads (the
    // engine's first date formatter costs 30–40 ms here, issue 17): count the formatters made.
    await page.addInitScript(() => {
      const counted = window as unknown as { dateFormatters: number };
      counted.dateFormatters = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args) {
          counted.dateFormatters++;
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          counted.dateFormatters++;
          return Reflect.apply(target, self, args);
        },
      });
    });
    await page.goto("/book");
    await page.waitForLoadState("networkidle");
    // Hydrated and idle, before any pointer or key: nothing has asked for a date formatter.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(
      await page.evaluate(() => (window as unknown as { dateFormatters: number }).dateFormatters),
    ).toBe(0);
    await chooseDate(page, date);
    await expect(page.getByText(/your local time \(Asia\/(Kolkata|Calcutta)\)/)).toBeVisible();
    // Kolkata is UTC+05:30 all year.
    const kolkata = new Date(zonedInstant(date, "09:00", BUSINESS_ZONE)!.getTime() + 330 * 60_000);
    const hour = kolkata.getUTCHours();
    const local = `${hour % 12 || 12}:${String(kolkata.getUTCMinutes()).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
    await expect(slotButton(page, "9:00 AM", date)).toContainText(`${local} your time`);
    // The contact step's summary names both clocks: the time picked is the visitor's too.
    await slotButton(page, "9:00 AM", date).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText(`${local} your time (`)).toBeVisible();
    await context.close();
  });

  test("the slot was taken meanwhile: the message, fresh times, and nothing typed is lost", async ({
    page,
    db,
  }) => {
    const date = weekdayAhead(8);
    await resetBooking(db, [date]);
    const email = uniqueEmail("late");
    await page.goto("/book");
    await chooseDate(page, date);
    await slotButton(page, "2:00 PM", date).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await fillContact(page, {
      firstName: "Katherine",
      lastName: "Johnson",
      email,
      contactNumber: "+1 555 123 4567",
      notes: "Keep me",
    });

    // Someone else books 14:00 first.
    const start = zonedInstant(date, "14:00", BUSINESS_ZONE)!;
    await db.insert(bookings).values({
      firstName: "Other",
      lastName: "Visitor",
      email: "other@example.com",
      contactNumber: "+44 20 7946 0000",
      bookingDate: date,
      timeSlot: "14:00",
      startsAt: start,
      endsAt: new Date(start.getTime() + 3_600_000),
    });

    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "no longer" })).toHaveText(
      "Selected time slot is no longer available",
    );
    await expect(page.getByRole("heading", { name: "Choose a time" })).toBeVisible();
    await expect(slotButton(page, "1:00 PM", date)).toBeVisible();
    await expect(slotButton(page, "2:00 PM", date)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    await expectNoAxeViolations(page);

    await slotButton(page, "3:00 PM", date).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("First name")).toHaveValue("Katherine");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Notes")).toHaveValue("Keep me");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("dialog", { name: "Your meeting is booked" })).toContainText(
      "3:00 PM – 4:00 PM",
    );
  });

  test("a month's dates fail to load: the message, Try again, and the month recovers", async ({
    browser,
    page: { request },
    db,
  }) => {
    await resetBooking(db);
    // A 60-day window keeps the month after the one /book opens on in reach whatever today is.
    await db.update(adminSettings).set({ bookingAdvanceLimitDays: 60 });
    const nextMonth = addMonths(await openingMonth(request), 1);
    let date = nextMonth;
    while ([0, 6].includes(dayOfWeek(date))) date = addDays(date, 1);

    const { context, page, unexpected } = await pageAllowingStatuses(browser, [503]);
    try {
      // The server is down until `failing` turns false; then the answer waits for `release()`.
      let failing = true;
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const nextMonthReads: string[] = [];
      await page.route("**/api/v1/availability**", async (route) => {
        if (new URL(route.request().url()).searchParams.get("from") === nextMonth)
          nextMonthReads.push(failing ? "failed" : "ok");
        if (failing)
          return route.fulfill({ status: 503, json: { error: "The database is not answering" } });
        await released;
        return route.continue();
      });
      await page.goto("/book");
      await page.getByRole("button", { name: "Next month" }).click();
      await expect(
        page.getByRole("heading", { level: 3, name: formatMonth(monthOf(nextMonth)) }),
      ).toBeVisible();

      const alert = page
        .getByRole("alert")
        .filter({ hasText: "The available dates could not be loaded." });
      const retry = alert.getByRole("button", { name: "Try again" });
      const loading = page.getByRole("status").filter({ hasText: "Loading availability…" });
      const day = page.getByRole("button", { name: formatLongDate(date), exact: true });
      await expect(alert).toBeVisible();
      await expect(retry).toBeVisible();
      await expect(loading).toHaveCount(0);
      await expect(day).toHaveAttribute("aria-disabled", "true");
      await expectNoAxeViolations(page);

      // Away and back reads the month again (still failing here).
      await page.getByRole("button", { name: "Previous month" }).click();
      await expect(alert).toBeHidden();
      await page.getByRole("button", { name: "Next month" }).click();
      await expect.poll(() => nextMonthReads).toEqual(["failed", "failed"]);
      await expect(alert).toBeVisible();

      // The server is back: Try again shows the loading state, then the month's free days.
      failing = false;
      await retry.click();
      await expect(loading).toBeVisible();
      await expect(alert).toBeHidden();
      // The button went away, so the focus moves to the calendar's tab stop, not to the page.
      await expect(page.locator(`button[data-date="${nextMonth}"]`)).toBeFocused();
      release();
      await expect(day).toHaveAttribute("aria-disabled", "false");
      await expect(loading).toHaveCount(0);
      expect(nextMonthReads).toEqual(["failed", "failed", "ok"]);
      await day.click();
      await expect(page.getByRole("heading", { name: "Choose a time" })).toBeVisible();
      expect(unexpected).toEqual([]);
    } finally {
      await context.close();
      await resetBooking(db);
    }
  });
  test("a date's times fail to load: Try again keeps the focus in the step and recovers", async ({
    browser,
    db,
  }) => {
    const date = weekdayAhead(9);
    await resetBooking(db, [date]);
    const { context, page, unexpected } = await pageAllowingStatuses(browser, [503]);
    try {
      let failing = true;
      await page.route("**/api/v1/slots**", (route) =>
        failing
          ? route.fulfill({ status: 503, json: { error: "The database is not answering" } })
          : route.continue(),
      );
      await page.goto("/book");
      await chooseDate(page, date);
      const alert = page
        .getByRole("alert")
        .filter({ hasText: "The available times could not be loaded." });
      await expect(alert).toBeVisible();
      await expectNoAxeViolations(page);

      failing = false;
      await alert.getByRole("button", { name: "Try again" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: "Choose a time" })).toBeFocused();
      await expect(slotButton(page, "9:00 AM", date)).toBeVisible();
      await expect(alert).toHaveCount(0);
      expect(unexpected).toEqual([]);
    } finally {
      await context.close();
      await resetBooking(db);
    }
  });
});
