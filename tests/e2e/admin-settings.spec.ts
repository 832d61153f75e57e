import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { and, between, eq } from "drizzle-orm";
import { addDays as addCalendarDays } from "@/lib/time/calendar-date";
import { adminSettings, bookings } from "@/server/db/schema";
import {
  dayButton,
  insertBooking,
  londonBooking,
  nextWeekday,
  restoreSettings,
  saveSettings,
  signInAsOwner,
  slotTimes,
  ZONE,
} from "./admin-helpers";
import { chooseDate, resetBooking, slotButton } from "./booking-helpers";
import { appUrl } from "./config";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const londonDay = (daysAhead: number) =>
  format(addDays(new TZDate(Date.now(), ZONE), daysAhead), "yyyy-MM-dd");

test.describe("admin settings", () => {
  test.afterEach(async ({ db }) => {
    await restoreSettings(db);
  });

  test("the advance limit changes which days the booking API opens, at once", async ({ page }) => {
    await signInAsOwner(page);
    await page.goto("/admin/settings");
    // Issue 13: calendars are connected on their own tab, linked from here.
    await expect(
      page
        .getByRole("region", { name: "Integrations" })
        .getByRole("link", { name: "connect them on the Calendars tab" }),
    ).toHaveAttribute("href", "/admin/calendars");
    const form = page.getByRole("form", { name: "Booking settings" });
    const limit = form.getByLabel("Advance booking limit (days)");
    await expect(limit).toHaveValue("30");
    await limit.fill("5");
    await saveSettings(form);

    const response = await page.request.get(
      `${appUrl}/api/v1/availability?from=${londonDay(0)}&to=${londonDay(12)}`,
    );
    const { days } = (await response.json()) as { days: { date: string; status: string }[] };
    const statusOf = (date: string) => days.find((d) => d.date === date)?.status;
    expect(statusOf(londonDay(6))).toBe("beyond_window");
    expect(statusOf(londonDay(12))).toBe("beyond_window");
    expect(statusOf(londonDay(5))).not.toBe("beyond_window");

    await page.reload();
    await expect(limit).toHaveValue("5");

    // On /book the day after the window cannot be chosen (or its month is out of reach).
    const visitor = await page.context().browser()!.newPage({ baseURL: appUrl });
    await visitor.goto("/book");
    const beyond = await dayButton(visitor, londonDay(6));
    if (await beyond.count()) await expect(beyond).toBeDisabled();
    else await expect(visitor.getByRole("button", { name: "Next month" })).toBeDisabled();
    await visitor.close();
  });

  test("the most meetings a day makes a booked date full on /book, and emptied lifts it", async ({
    page,
    db,
  }) => {
    const wednesday = nextWeekday(3, 9);
    const tag = `Limit${Date.now()}`;
    await insertBooking(db, londonBooking({ date: wednesday, time: "10:00", lastName: tag }));
    const statusOn = async () => {
      const response = await page.request.get(
        `${appUrl}/api/v1/availability?from=${wednesday}&to=${wednesday}`,
      );
      return ((await response.json()) as { days: { status: string }[] }).days[0]?.status;
    };
    try {
      expect(await statusOn()).toBe("available");
      await signInAsOwner(page);
      await page.goto("/admin/settings");
      const form = page.getByRole("form", { name: "Booking settings" });
      const limit = form.getByLabel("Most meetings a day");
      await expect(limit).toHaveValue("");
      await limit.fill("0");
      await saveSettings(
        form,
        "Most meetings a day must be between 1 and 100, or empty for no limit",
      );
      await limit.fill("1");
      await saveSettings(form);
      expect(await statusOn()).toBe("full");
      // Its own context, as axe needs.
      const visitorContext = await page.context().browser()!.newContext({ baseURL: appUrl });
      const visitor = await visitorContext.newPage();
      await visitor.goto("/book");
      await expect(await dayButton(visitor, wednesday)).toBeDisabled();
      // Told apart from a closed day: struck through, and described by the legend.
      await expect(await dayButton(visitor, wednesday)).toHaveAccessibleDescription(
        "No times left",
      );
      await expect(visitor.getByText("No times left")).toBeVisible();
      const saturday = [addCalendarDays(wednesday, 3), addCalendarDays(wednesday, -4)].find(
        (date) => date.slice(0, 7) === wednesday.slice(0, 7),
      )!;
      await expect(await dayButton(visitor, saturday)).toHaveAccessibleDescription("");
      await expectNoAxeViolations(visitor);

      await page.reload();
      await expect(limit).toHaveValue("1");
      await limit.fill("");
      await saveSettings(form);
      expect(await statusOn()).toBe("available");
      await visitor.reload();
      await expect(await dayButton(visitor, wednesday)).toBeEnabled();
      await expect(await dayButton(visitor, wednesday)).toHaveAccessibleDescription("");
      await visitorContext.close();
    } finally {
      await db.delete(bookings).where(eq(bookings.lastName, tag));
    }
  });

  test("the most meetings a week makes the rest of a booked week full, not the next", async ({
    page,
    db,
  }) => {
    const monday = addCalendarDays(nextWeekday(3, 9), -2);
    const friday = addCalendarDays(monday, 4);
    const nextMonday = addCalendarDays(monday, 7);
    const tag = `Weekly${Date.now()}`;
    const statuses = async (from: string, to: string) => {
      const response = await page.request.get(
        `${appUrl}/api/v1/availability?from=${from}&to=${to}`,
      );
      return ((await response.json()) as { days: { status: string }[] }).days.map((d) => d.status);
    };
    const meetingsFrom = (first: string) =>
      db.$count(
        bookings,
        and(
          eq(bookings.status, "confirmed"),
          between(bookings.bookingDate, first, addCalendarDays(first, 6)),
        ),
      );
    try {
      // Other suites leave meetings in these weeks: the booked week gets one more than the next
      // week holds, at free times, and that count is the limit — full, and the next week not.
      const nextWeek = await meetingsFrom(nextMonday);
      const free = [
        ...(await slotTimes(page.request, addCalendarDays(monday, 3))).map((t) => [3, t] as const),
        ...(await slotTimes(page.request, friday)).map((t) => [4, t] as const),
      ];
      do {
        const [day, time] = free.shift()!;
        await insertBooking(
          db,
          londonBooking({ date: addCalendarDays(monday, day), time, lastName: tag }),
        );
      } while ((await meetingsFrom(monday)) <= nextWeek);
      const limit = String(await meetingsFrom(monday));
      const open = await statuses(monday, friday);
      expect(open).toContain("available");

      await signInAsOwner(page);
      await page.goto("/admin/settings");
      const form = page.getByRole("form", { name: "Booking settings" });
      const limitField = form.getByLabel("Most meetings a week");
      await expect(limitField).toHaveValue("");
      await limitField.fill("501");
      await saveSettings(
        form,
        "Most meetings a week must be between 1 and 500, or empty for no limit",
      );
      await limitField.fill(limit);
      await saveSettings(form);
      // Monday to Friday of the booked week are full; the next week is as it was.
      expect(await statuses(monday, friday)).toEqual(Array(5).fill("full"));
      expect(await statuses(nextMonday, addCalendarDays(nextMonday, 4))).toContain("available");
      await page.reload();
      await expect(limitField).toHaveValue(limit);
      await limitField.fill("");
      await saveSettings(form);
      expect(await statuses(monday, friday)).toEqual(open);
    } finally {
      await db.delete(bookings).where(eq(bookings.lastName, tag));
    }
  });

  test("the last reminder is saved, kept on reload, refused out of range, and empty turns it off", async ({
    page,
    db,
  }) => {
    await signInAsOwner(page);
    await page.goto("/admin/settings");
    const form = page.getByRole("form", { name: "Booking settings" });
    const last = form.getByLabel("Last reminder (minutes before)");
    await expect(last).toHaveValue("");
    await last.fill("4");
    await saveSettings(
      form,
      "Last reminder must be between 5 and 720 minutes before, or empty for none",
    );
    await expect(last).toHaveAttribute("aria-invalid", "true");
    await last.fill("60");
    await saveSettings(form);
    const saved = async () =>
      (await db.select().from(adminSettings).where(eq(adminSettings.id, 1)))[0]
        ?.lastReminderMinutes;
    expect(await saved()).toBe(60);
    await page.reload();
    await expect(last).toHaveValue("60");
    await expectNoAxeViolations(page);
    await last.fill("");
    await saveSettings(form);
    expect(await saved()).toBeNull();
  });

  test("out-of-range values are refused with the field's message", async ({ page }) => {
    await signInAsOwner(page);
    await page.goto("/admin/settings");
    const form = page.getByRole("form", { name: "Booking settings" });
    await form.getByLabel("Advance booking limit (days)").fill("0");
    await saveSettings(form, "Advance booking limit must be between 1 and 365 days");
    await form.getByLabel("Advance booking limit (days)").fill("366");
    await saveSettings(form, "Advance booking limit must be between 1 and 365 days");
    await form.getByLabel("Advance booking limit (days)").fill("30");
    await form.getByLabel("Business time zone").fill("Mars/Olympus");
    await saveSettings(form, "Must be an IANA time zone name, e.g. Europe/London");
    await expect(form.getByLabel("Business time zone")).toHaveAttribute("aria-invalid", "true");
  });

  test("the time format switches how times show, and the zone and notice apply to the slot API", async ({
    page,
    db,
  }) => {
    const surname = `Clock${Date.now()}`;
    const thursday = nextWeekday(4, 9);
    // Whatever an earlier file left confirmed that day, this test's 14:00 is not refused as taken.
    await resetBooking(db, [thursday]);
    await insertBooking(
      db,
      londonBooking({ date: thursday, time: "14:00", firstName: "Format", lastName: surname }),
    );
    try {
      await signInAsOwner(page);
      await page.goto(`/admin/bookings?q=${surname}`);
      const card = page.getByRole("article", { name: `Booking of Format ${surname}` });
      await expect(card.getByText(/2:00 PM – 3:00 PM/)).toBeVisible();

      await page.goto("/admin/settings");
      const form = page.getByRole("form", { name: "Booking settings" });
      await form.getByRole("radio", { name: /24-hour/ }).check();
      await form.getByLabel("Business time zone").fill("Asia/Kolkata");
      await form.getByLabel("Minimum notice (minutes)").fill("0");
      await saveSettings(form);

      const slots = await page.request.get(`${appUrl}/api/v1/slots?date=${nextWeekday(2, 9)}`);
      expect(((await slots.json()) as { timezone: string }).timezone).toBe("Asia/Kolkata");

      await page.goto(`/admin/bookings?q=${surname}`);
      // 14:00 in London is 19:30 in Kolkata (the new business zone) and 09:00 in New York.
      await expect(card.getByText("Business time (Asia/Kolkata)")).toBeVisible();
      await expect(card.getByText(/19:30 – 20:30 GMT\+5:30/)).toBeVisible();
      await expect(card.getByText(/09:00 – 10:00 GMT-[45]/)).toBeVisible();
      await page.goto("/admin/settings");
      await expect(form.getByLabel("Minimum notice (minutes)")).toHaveValue("0");
      await expect(form.getByRole("radio", { name: /24-hour/ })).toBeChecked();

      // A new visitor of /book starts in the admin's format.
      const tuesday = nextWeekday(2, 9);
      const visitor = await page.context().browser()!.newPage({ baseURL: appUrl });
      await visitor.goto("/book");
      await chooseDate(visitor, tuesday);
      await expect(
        visitor.getByRole("group", { name: "Time format" }).getByRole("button", { name: "24h" }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(slotButton(visitor, "09:00", tuesday)).toBeVisible();
      await visitor.close();
    } finally {
      await db.delete(bookings).where(eq(bookings.lastName, surname));
    }
  });
});
