import { and, eq } from "drizzle-orm";
import { FOLLOW_UP_HOURS_MESSAGE, TYPE_DAILY_LIMIT_MESSAGE } from "@/lib/schemas/meeting-types";
import { addDays, daysBetween } from "@/lib/time/calendar-date";
import { formatLongDate } from "@/lib/time/format";
import type { Database } from "@/server/db";
import { bookings, meetingTypes, scheduledJobs } from "@/server/db/schema";
import { nextWeekday, signInAsOwner } from "./admin-helpers";
import {
  bookThroughApi,
  chooseDate,
  icsStamp,
  resetBooking,
  showMonth,
  slotButton,
  weekdayAhead,
} from "./booking-helpers";
import { expect, expectNoAxeViolations, holdScripts, mailbox, test, uniqueEmail } from "./fixtures";

// Issue 15, meeting types (ADR 0056): with two active types /book starts with a Type step;
// `?type=<slug>` skips it; the whole booking works with the keyboard alone. (With one type the
// existing booking suites prove /book is unchanged; restoreBookingRules puts that back.)

async function addIntroType(db: Database) {
  await db
    .insert(meetingTypes)
    .values({
      name: "Intro call",
      slug: "intro",
      durationMinutes: 30,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      description: "A short first call to see whether we fit.",
      sortOrder: 1,
    })
    .onConflictDoUpdate({
      target: meetingTypes.slug,
      set: {
        active: true,
        durationMinutes: 30,
        bufferAfterMinutes: 15,
        sortOrder: 1,
        // What a test before may have set: every day, all the hours, no limit of its own.
        days: null,
        offeredFrom: null,
        offeredUntil: null,
        maxBookingsPerDay: null,
        followUpMessage: "",
        followUpHours: 2,
        noShowMessage: "",
      },
    });
}

/** The Intro call, fresh, open for editing on the Availability tab; `dates` emptied first. */
async function editIntroType(page: import("@playwright/test").Page, db: Database, dates: string[]) {
  await resetBooking(db, dates);
  await addIntroType(db);
  await signInAsOwner(page);
  await page.goto("/admin/availability");
  const section = page.getByRole("region", { name: "Meeting types" });
  await section.getByRole("button", { name: "Edit Intro call" }).click();
  return { section, form: section.getByRole("form", { name: "Edit Intro call" }) };
}

const stepNames = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Booking progress" }).getByRole("listitem");

test.describe("Meeting types on /book", () => {
  test.afterEach(async ({ db }) => {
    await resetBooking(db);
  });

  test("two types: the Type step comes first, passes axe, and leads to the type's times", async ({
    page,
    db,
  }) => {
    const date = weekdayAhead(5);
    await resetBooking(db, [date]);
    await addIntroType(db);
    await page.goto("/book");
    await expect(page.getByRole("heading", { name: "Choose a meeting type" })).toBeVisible();
    await expect(stepNames(page)).toHaveText([/Type/, /Date/, /Time/, /Contact/]);
    const intro = page.getByRole("button", { name: /Intro call/ });
    await expect(intro).toContainText("30 minutes");
    await expect(intro).toContainText("A short first call");
    await expect(page.getByRole("button", { name: /Consultation/ })).toContainText("1 hour");
    await expectNoAxeViolations(page);

    await intro.click();
    await expect(page.getByRole("heading", { name: "Choose a date" })).toBeFocused();
    await expect(page.getByText("Intro call", { exact: true })).toBeVisible();
    await chooseDate(page, date);
    // The intro's half-hour steps: 09:30 exists, which Consultation's hours never offer.
    await expect(slotButton(page, "9:30 AM", date)).toBeVisible();
    await expectNoAxeViolations(page);

    // Back to the Type step: the chosen type is marked, and Consultation has hourly times.
    await page.getByRole("button", { name: "Back to Date" }).click();
    await page.getByRole("button", { name: "Change meeting type" }).click();
    await expect(page.getByRole("heading", { name: "Choose a meeting type" })).toBeFocused();
    await expect(intro).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: /Consultation/ }).click();
    await chooseDate(page, date);
    await expect(slotButton(page, "10:00 AM", date)).toBeVisible();
    await expect(slotButton(page, "9:30 AM", date)).toHaveCount(0);
  });

  test("a type tapped before the page's JavaScript has run is not lost", async ({ page, db }) => {
    await resetBooking(db);
    await addIntroType(db);
    const scripts = await holdScripts(page);
    await page.goto("/book", { waitUntil: "domcontentloaded" });
    const intro = page.getByRole("button", { name: /Intro call/ });
    await intro.click();
    // Kept and shown as taken; answered once the page runs, as if the tap came now.
    await expect(intro).toHaveCSS("outline-style", "solid");
    await expect(page.getByRole("heading", { name: "Choose a date" })).toHaveCount(0);
    scripts.release();
    await expect(page.getByRole("heading", { name: "Choose a date" })).toBeFocused();
    await expect(page.getByText("Intro call", { exact: true })).toBeVisible();
  });

  test("the API lists the types and refuses an unknown type with a 422 naming type", async ({
    request,
    db,
  }) => {
    await resetBooking(db);
    await addIntroType(db);
    const list = await (await request.get("/api/v1/meeting-types")).json();
    expect(list.meetingTypes.map((t: { slug: string }) => t.slug)).toEqual([
      "consultation",
      "intro",
    ]);
    expect(list.meetingTypes[1]).toEqual({
      slug: "intro",
      name: "Intro call",
      durationMinutes: 30,
      description: "A short first call to see whether we fit.",
      days: null,
      offeredFrom: null,
      offeredUntil: null,
      questions: [],
      assignment: "round_robin",
      hosts: [{ name: expect.any(String), slug: expect.any(String) }],
    });
    const date = weekdayAhead(5);
    const slots = await request.get(`/api/v1/slots?date=${date}&type=intro`);
    expect((await slots.json()).slotDuration).toBe(30);
    const unknown = await request.get(`/api/v1/slots?date=${date}&type=nope`);
    expect(unknown.status()).toBe(422);
    expect((await unknown.json()).fields).toEqual({ type: "Unknown or inactive meeting type" });
  });

  test("?type=<slug> skips the Type step; an unknown slug does not", async ({ page, db }) => {
    await resetBooking(db);
    await addIntroType(db);
    await page.goto("/book?type=intro");
    await expect(page.getByRole("heading", { name: "Choose a date" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose a meeting type" })).toHaveCount(0);
    await expect(stepNames(page).first()).toContainText("(done)");
    await expect(page.getByText("Intro call", { exact: true })).toBeVisible();

    await page.goto("/book?type=no-such-type");
    await expect(page.getByRole("heading", { name: "Choose a meeting type" })).toBeVisible();
  });

  test("a visitor books an intro call with the keyboard alone, Type step included", async ({
    page,
    db,
  }) => {
    const date = weekdayAhead(6);
    await resetBooking(db, [date]);
    await addIntroType(db);
    const email = uniqueEmail("type-keyboard");
    await page.goto("/book");
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    for (let i = 0; i < 15 && !(await focusedName()).startsWith("Intro call"); i++)
      await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Choose a date" })).toBeFocused();

    const focusedDate = () =>
      page.evaluate(() => document.activeElement?.getAttribute("data-date") ?? null);
    await expect(page.locator('[data-date][aria-disabled="false"]').first()).toBeVisible();
    for (let i = 0; i < 10 && !(await focusedDate()); i++) await page.keyboard.press("Tab");
    let at = await focusedDate();
    if (!at) throw new Error("Tab never reached the calendar");
    while (at < date) {
      await page.keyboard.press(daysBetween(at, date) >= 7 ? "ArrowDown" : "ArrowRight");
      at = (await focusedDate()) ?? "";
    }
    await expect(page.locator(":focus")).toHaveAccessibleName(formatLongDate(date));
    // Arrowing into the next month reads its days afresh; until they arrive a day is
    // aria-disabled and Enter on it does nothing (this failed whenever the date was next month's).
    await expect(page.locator(":focus")).toHaveAttribute("aria-disabled", "false");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Choose a time" })).toBeFocused();

    const tabTo = async (target: import("@playwright/test").Locator) => {
      for (
        let i = 0;
        i < 30 && !(await target.evaluate((el) => el === document.activeElement));
        i++
      )
        await page.keyboard.press("Tab");
    };
    const slot = slotButton(page, "9:30 AM", date);
    await tabTo(slot);
    await page.keyboard.press("Enter");
    await expect(slot).toHaveAttribute("aria-pressed", "true");
    await tabTo(page.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type("Ada");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Lovelace");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab"); // Add guests
    await page.keyboard.press("Tab"); // website (optional)
    await page.keyboard.press("Tab"); // contact type: phone
    await page.keyboard.press("Tab");
    await page.keyboard.type("020 7946 0958");
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Your meeting is booked" });
    await expect(dialog).toBeVisible();
    const mail = await mailbox.waitFor(email, (m) =>
      m.subject.startsWith("Your meeting is booked"),
    );
    const ics = mail.attachments.find((a) => a.filename === "invite.ics")?.content ?? "";
    expect(ics).toContain(`DTSTART:${icsStamp(date, "09:30")}`);
    expect(ics).toContain(`DTEND:${icsStamp(date, "10:00")}`);
    const [row] = await db
      .select({ after: bookings.bufferAfterMinutes, type: meetingTypes.slug })
      .from(bookings)
      .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
      .where(and(eq(bookings.email, email), eq(bookings.status, "confirmed")));
    expect(row).toEqual({ after: 15, type: "intro" });
  });

  test("a booking whose type was switched off still moves: the visitor's link and staff", async ({
    page,
    request,
    db,
  }) => {
    const date = weekdayAhead(14);
    await resetBooking(db, [date]);
    await addIntroType(db);
    const email = uniqueEmail("type-off");
    const created = await bookThroughApi(request, {
      type: "intro",
      firstName: "Grace",
      lastName: "Hopper",
      email,
      date,
      time: "10:00",
    });
    expect(created.status()).toBe(201);
    const { manageUrl } = await created.json();
    await db.update(meetingTypes).set({ active: false }).where(eq(meetingTypes.slug, "intro"));
    expect((await request.get(`/api/v1/slots?date=${date}&type=intro`)).status()).toBe(422);

    // The visitor's steps read the booking's own times: 10:30 runs into its own buffer
    // (10:00–10:45) for anyone else, not for the booking itself.
    await page.goto(manageUrl);
    await page.getByRole("button", { name: "Reschedule" }).click();
    await page.getByRole("button", { name: formatLongDate(date), exact: true }).click();
    await expect(page.getByRole("heading", { name: "Choose a time" })).toBeFocused();
    await expect(slotButton(page, "10:00 AM", date)).toHaveCount(0);
    await slotButton(page, "10:30 AM", date).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Move my meeting" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your meeting has moved to" }),
    ).toContainText("10:30 AM");

    // Staff read the same booking's times by id (the type's public slots answer 422).
    await signInAsOwner(page);
    await page.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
    const card = page.getByRole("article", { name: "Booking of Grace Hopper" });
    await card.getByRole("button", { name: "Reschedule the booking of Grace Hopper" }).click();
    await card.getByLabel("New date").fill(date);
    const time = card.getByRole("combobox", { name: "New time" });
    await expect(time.getByRole("option", { name: "10:00 AM", exact: true })).toHaveCount(1);
    await expect(time.getByRole("option", { name: "10:30 AM", exact: true })).toHaveCount(0);
    await time.selectOption("10:00");
    await card.getByRole("button", { name: "Move and e-mail visitor" }).click();
    await expect(
      card.getByRole("status").filter({ hasText: `Booking moved. ${email} has been e-mailed` }),
    ).toBeVisible();
  });

  test("staff add, edit and order meeting types on the Availability tab", async ({ page, db }) => {
    await resetBooking(db);
    await signInAsOwner(page);
    await page.goto("/admin/availability");
    const section = page.getByRole("region", { name: "Meeting types" });
    await expect(section.getByRole("list", { name: "Meeting types" })).toContainText(
      "Consultation",
    );
    await section.getByRole("button", { name: "Add a meeting type" }).click();
    const form = section.getByRole("form", { name: "Add a meeting type" });
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
    await form.getByLabel("Name", { exact: true }).fill("Strategy session");
    await form.getByLabel("Public slug").fill("Strategy Session");
    await form.getByLabel("Duration (minutes)").fill("92");
    await form.getByRole("button", { name: "Add type" }).click();
    // Each field names its problem (the first one is also the form's status line).
    await expect(form.getByLabel("Public slug")).toHaveAccessibleDescription(
      /Slug may use a–z, 0–9 and single hyphens/,
    );
    await expect(form.getByLabel("Duration (minutes)")).toHaveAccessibleDescription(
      /Duration must be a multiple of 5 minutes/,
    );
    await form.getByLabel("Public slug").fill("strategy");
    await form.getByLabel("Duration (minutes)").fill("90");
    await form.getByLabel("Buffer after (minutes)").fill("15");
    await form.getByRole("button", { name: "Add type" }).click();
    await expect(section.getByRole("button", { name: "Add a meeting type" })).toBeFocused();
    const list = section.getByRole("list", { name: "Meeting types" });
    await expect(list).toContainText("90 min · 15 min after");
    await expectNoAxeViolations(page);

    // Types that earlier tests booked stay listed (switched off, ADR 0056): up until it is first.
    const moveUp = section.getByRole("button", { name: "Move up Strategy session" });
    for (let moves = 0; moves < 10 && (await moveUp.isEnabled()); moves++) {
      await moveUp.click();
      await expect(section.getByRole("button", { name: "Edit Strategy session" })).toBeFocused();
    }
    await expect(list.getByRole("listitem").first()).toContainText("Strategy session");
    await section.getByRole("button", { name: "Edit Strategy session" }).click();
    const edit = section.getByRole("form", { name: "Edit Strategy session" });
    await edit.getByLabel("Offered to visitors").uncheck();
    await edit.getByRole("button", { name: "Save type" }).click();
    // Saved and closed: while the form is open, its "Offered to visitors" contains "Off" too.
    await expect(section.getByRole("button", { name: "Edit Strategy session" })).toBeFocused();
    await expect(
      list.getByRole("listitem").first().getByText("Off", { exact: true }),
    ).toBeVisible();
    // Off: /book keeps its one-type flow.
    await page.goto("/book");
    await expect(page.getByRole("heading", { name: "Choose a date" })).toBeVisible();
  });

  test("an unlisted type: off the Type step and the API's list, booked through its own link", async ({
    page,
    db,
  }) => {
    const date = weekdayAhead(7);
    await resetBooking(db, [date]);
    await db
      .insert(meetingTypes)
      .values({ name: "Strategy session", slug: "vip-strategy", durationMinutes: 45, sortOrder: 5 })
      .onConflictDoUpdate({
        target: meetingTypes.slug,
        set: { active: true, listed: true, durationMinutes: 45, sortOrder: 5 },
      });
    await signInAsOwner(page);
    await page.goto("/admin/availability");
    const section = page.getByRole("region", { name: "Meeting types" });
    await section.getByRole("button", { name: "Edit Strategy session" }).click();
    const edit = section.getByRole("form", { name: "Edit Strategy session" });
    await expect(edit.getByLabel("Listed on /book")).toHaveAccessibleDescription(
      "Unticked: only people given its link can book it",
    );
    await edit.getByLabel("Listed on /book").uncheck();
    await edit.getByRole("button", { name: "Save type" }).click();
    await expect(section.getByRole("button", { name: "Edit Strategy session" })).toBeFocused();
    const item = section.getByRole("listitem").filter({ hasText: "Strategy session" });
    await expect(item).toContainText("Unlisted: link only");
    await expectNoAxeViolations(page);

    // Not offered: /book keeps its one-type flow, and the API does not list it.
    const listed = await page.request.get("/api/v1/meeting-types");
    expect((await listed.json()).meetingTypes.map((t: { slug: string }) => t.slug)).toEqual([
      "consultation",
    ]);
    await page.goto("/book");
    await expect(page.getByRole("heading", { name: "Choose a date" })).toBeVisible();
    await expect(page.getByText("Strategy session")).toHaveCount(0);
    await expect(page.getByText("Free consultation")).toBeVisible();

    // Its link: a page for it alone (no Type step), and the booking is of that type.
    const email = uniqueEmail("unlisted");
    await page.goto("/book?type=vip-strategy");
    await expect(stepNames(page)).toHaveText([/Date/, /Time/, /Contact/]);
    await expect(page.getByText("Strategy session", { exact: true })).toBeVisible();
    // Sent to chosen people and not necessarily free: the page does not promise it is.
    await expect(page.getByText("By invitation")).toBeVisible();
    await expect(page.getByText("Free consultation")).toHaveCount(0);
    await chooseDate(page, date);
    await slotButton(page, "9:45 AM", date).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("First name").fill("Vera");
    await page.getByLabel("Last name").fill("Rubin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Contact number").fill("+44 20 7946 0222");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("dialog", { name: "Your meeting is booked" })).toBeVisible();
    const [row] = await db
      .select({ type: meetingTypes.slug, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
      .from(bookings)
      .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
      .where(eq(bookings.email, email));
    expect(row?.type).toBe("vip-strategy");
    expect(row!.endsAt.getTime() - row!.startsAt.getTime()).toBe(45 * 60_000);
  });

  test("a type offered on some days and hours only: staff set them, /book offers those alone", async ({
    page,
    db,
  }) => {
    // Three weeks ahead, inside the booking window.
    const monday = nextWeekday(1, 15);
    const tuesday = addDays(monday, 1);
    const { section, form } = await editIntroType(page, db, [monday, tuesday]);
    const days = form.getByRole("group", { name: "Offered on" });
    await expect(days).toHaveAccessibleDescription(/Inside each day's opening hours/);
    const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    for (const day of week) await days.getByRole("checkbox", { name: day }).uncheck();
    await form.getByRole("button", { name: "Save type" }).click();
    await expect(days).toHaveAccessibleDescription(/Choose at least one day/);
    await days.getByRole("checkbox", { name: "Tuesday" }).check();
    await days.getByRole("checkbox", { name: "Thursday" }).check();
    // Its own hours: both ends, or neither.
    await form.getByLabel("Offered from (optional)").fill("13:00");
    await form.getByRole("button", { name: "Save type" }).click();
    await expect(form.getByLabel("Until (optional)")).toHaveAccessibleDescription(
      /Set both times, or neither/,
    );
    await form.getByLabel("Until (optional)").fill("15:00");
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Save type" }).click();
    await expect(section.getByRole("button", { name: "Edit Intro call" })).toBeFocused();
    await expect(section.getByRole("list", { name: "Meeting types" })).toContainText(
      "Tuesday and Thursday only · 1:00 PM–3:00 PM",
    );
    const slots = await page.request.get(`/api/v1/slots?date=${tuesday}&type=intro`);
    expect((await slots.json()).slots.map((slot: { time: string }) => slot.time)).toEqual([
      "13:00",
      "13:30",
      "14:00",
      "14:30",
    ]);

    const read = await page.request.get(
      `/api/v1/availability?from=${monday}&to=${tuesday}&type=intro`,
    );
    expect((await read.json()).days).toEqual([
      { date: monday, status: "closed" },
      { date: tuesday, status: "available" },
    ]);
    // The Type step says when it runs, in the business zone.
    await page.goto("/book");
    await expect(page.getByRole("button", { name: /Intro call/ })).toContainText(
      "Tuesday and Thursday, 1:00 PM–3:00 PM (Europe/London)",
    );
    await expect(page.getByRole("button", { name: /Consultation/ })).not.toContainText("(Europe");
    // On /book the Monday cannot be chosen for an intro call; Consultation keeps it.
    const dayButton = (date: string) =>
      page.getByRole("button", { name: formatLongDate(date), exact: true });
    for (const [link, mondayDisabled] of [
      ["/book?type=intro", "true"],
      ["/book?type=consultation", "false"],
    ] as const) {
      await page.goto(link);
      await showMonth(page, monday.slice(0, 7));
      await expect(dayButton(monday)).toHaveAttribute("aria-disabled", mondayDisabled);
      await expect(dayButton(tuesday)).toHaveAttribute("aria-disabled", "false");
    }
  });

  test("a type's own daily limit: staff set it, a date with that many is full for it alone", async ({
    page,
    db,
  }) => {
    const tuesday = nextWeekday(2, 15);
    const wednesday = addDays(tuesday, 1);
    const { section, form } = await editIntroType(page, db, [tuesday, wednesday]);
    const limit = form.getByLabel("Most meetings a day of this type (optional)");
    await expect(limit).toHaveAccessibleDescription(/Empty: only the limits in Settings/);
    await limit.fill("0");
    await form.getByRole("button", { name: "Save type" }).click();
    await expect(limit).toHaveAccessibleDescription(new RegExp(TYPE_DAILY_LIMIT_MESSAGE));
    await limit.fill("1");
    await form.getByRole("button", { name: "Save type" }).click();
    await expect(section.getByRole("button", { name: "Edit Intro call" })).toBeFocused();
    await expect(section.getByRole("list", { name: "Meeting types" })).toContainText(
      "at most 1 a day",
    );

    const booked = await bookThroughApi(page.request, {
      type: "intro",
      email: uniqueEmail("type-limit"),
      date: tuesday,
      time: "10:00",
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const days = async (type: string) =>
      (
        await (
          await page.request.get(
            `/api/v1/availability?from=${tuesday}&to=${wednesday}&type=${type}`,
          )
        ).json()
      ).days;
    expect(await days("intro")).toEqual([
      { date: tuesday, status: "full" },
      { date: wednesday, status: "available" },
    ]);
    // The Consultation has no limit of its own: Tuesday's other hours stay open to it.
    expect((await days("consultation"))[0]).toEqual({ date: tuesday, status: "available" });
    const second = await bookThroughApi(page.request, {
      type: "intro",
      email: uniqueEmail("type-limit"),
      date: tuesday,
      time: "14:00",
    });
    expect(second.status()).toBe(409);
  });

  test("a type's mails after the meeting: staff write them, its row says so, a follow-up is planned", async ({
    page,
    db,
  }) => {
    const tuesday = nextWeekday(2, 15);
    const { section, form } = await editIntroType(page, db, [tuesday]);
    const message = form.getByLabel("Follow-up message (optional)");
    const hours = form.getByLabel("Send it (hours after the meeting)");
    await expect(message).toHaveAccessibleDescription(/Empty: no follow-up/);
    await expect(hours).toHaveValue("2");
    await message.fill("Thank you for the call.\n\nNext: our proposal, by Friday.");
    await form.getByLabel("Message to no-shows (optional)").fill("We waited for you.");
    await hours.fill("0");
    await form.getByRole("button", { name: "Save type" }).click();
    await expect(hours).toHaveAccessibleDescription(new RegExp(FOLLOW_UP_HOURS_MESSAGE));
    await expect(message).toHaveValue(/Next: our proposal/); // nothing typed is lost
    await hours.fill("24");
    await form.getByRole("button", { name: "Save type" }).click();
    await expect(section.getByRole("button", { name: "Edit Intro call" })).toBeFocused();
    await expect(section.getByRole("list", { name: "Meeting types" })).toContainText(
      "follow-up 24 h after · no-show message",
    );
    await expectNoAxeViolations(page);
    const listed = await (await page.request.get("/api/admin/meeting-types")).json();
    expect(
      listed.meetingTypes.find((type: { slug: string }) => type.slug === "intro"),
    ).toMatchObject({
      followUpMessage: "Thank you for the call.\n\nNext: our proposal, by Friday.",
      followUpHours: 24,
      noShowMessage: "We waited for you.",
    });
    // Never on the public list: it is what staff write to people after the call.
    const publicList = await (await page.request.get("/api/v1/meeting-types")).text();
    expect(publicList).not.toContain("followUp");

    const booked = await bookThroughApi(page.request, {
      type: "intro",
      email: uniqueEmail("follow-up"),
      date: tuesday,
      time: "10:00",
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id, end } = await booked.json();
    const [job] = await db
      .select({ runAt: scheduledJobs.runAt, status: scheduledJobs.status })
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.bookingId, id), eq(scheduledJobs.kind, "booking.follow-up")));
    expect(job).toEqual({
      status: "pending",
      runAt: new Date(new Date(end).getTime() + 24 * 3_600_000),
    });
  });
});
