import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { formatLongDate } from "@/lib/time/format";
import {
  availabilitySettings,
  blockedSlots,
  bookings,
  dateSpecificHours,
} from "@/server/db/schema";
import {
  dayButton,
  insertBooking,
  londonBooking,
  nextWeekday,
  signInAsOwner,
  slotTimes,
} from "./admin-helpers";
import { chooseDate, fillBookingForm, slotButton } from "./booking-helpers";
import { appUrl } from "./config";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";

const SATURDAY = 6;

async function editWeekday(
  page: Page,
  name: string,
  values: { available?: boolean; start?: string; end?: string; slot?: string },
) {
  const form = page.getByRole("form", { name: `${name} availability` });
  if (values.available !== undefined)
    await form.getByRole("checkbox", { name: `${name} available` }).setChecked(values.available);
  if (values.start) await form.getByLabel("Start time").fill(values.start);
  if (values.end) await form.getByLabel("End time").fill(values.end);
  if (values.slot) await form.getByLabel("Slot length (minutes)").fill(values.slot);
  await form.getByRole("button", { name: `Save ${name}` }).click();
  return form;
}

test.describe("admin availability", () => {
  test.afterEach(async ({ db }) => {
    // Saturday back to the seeded default (off), no blocks left for the other suites.
    await db
      .update(availabilitySettings)
      .set({ isAvailable: false, startTime: "09:00", endTime: "17:00", slotDuration: 60 })
      .where(eq(availabilitySettings.dayOfWeek, SATURDAY));
    await db.delete(blockedSlots);
    await db.delete(dateSpecificHours);
  });

  test("editing a weekday changes the slots the booking API offers at once", async ({ page }) => {
    const saturday = nextWeekday(SATURDAY, 3);
    expect(await slotTimes(page.request, saturday)).toEqual([]);
    await signInAsOwner(page);
    await page.goto("/admin/availability");
    const form = await editWeekday(page, "Saturday", {
      available: true,
      start: "10:00",
      end: "12:00",
      slot: "30",
    });
    await expect(form.getByRole("status")).toHaveText("Saturday saved");
    // The button stays usable while saving (aria-disabled), so the focus never drops to the page.
    await expect(form.getByRole("button", { name: "Save Saturday" })).toBeFocused();
    await expect(form.getByText("Open", { exact: true })).toBeVisible();
    expect(await slotTimes(page.request, saturday)).toEqual(["10:00", "10:30", "11:00", "11:30"]);
    const visitor = await page.context().browser()!.newPage({ baseURL: appUrl });
    await visitor.goto("/book");
    await chooseDate(visitor, saturday);
    await expect(slotButton(visitor, "10:30 AM", saturday)).toBeVisible();
    await expect(slotButton(visitor, "12:00 PM", saturday)).toHaveCount(0);

    await page.reload();
    const reloaded = page.getByRole("form", { name: "Saturday availability" });
    await expect(reloaded.getByLabel("Start time")).toHaveValue("10:00");
    await expect(reloaded.getByLabel("Slot length (minutes)")).toHaveValue("30");

    await editWeekday(page, "Saturday", { available: false });
    await expect(reloaded.getByRole("status")).toHaveText("Saturday saved");
    expect(await slotTimes(page.request, saturday)).toEqual([]);
    await visitor.reload();
    await expect(await dayButton(visitor, saturday)).toBeDisabled();
    await visitor.close();
  });

  test("refuses an end before the start and a slot length off the 15-minute step, visibly", async ({
    page,
  }) => {
    await signInAsOwner(page);
    await page.goto("/admin/availability");
    const form = await editWeekday(page, "Saturday", { start: "12:00", end: "11:00" });
    await expect(form.getByRole("alert")).toHaveText("End time must be after the start time");
    await expect(form.getByLabel("End time")).toHaveAttribute("aria-invalid", "true");
    await editWeekday(page, "Saturday", { end: "17:00", slot: "20" });
    await expect(form.getByRole("alert")).toHaveText(
      "Slot duration must be a multiple of 15 minutes",
    );
    await editWeekday(page, "Saturday", { slot: "10" });
    await expect(form.getByRole("alert")).toHaveText("Slot duration must be at least 15 minutes");
  });

  test("warns about confirmed bookings the new hours leave outside, and keeps them", async ({
    page,
    db,
  }) => {
    const saturday = nextWeekday(SATURDAY, 10);
    await db
      .update(availabilitySettings)
      .set({ isAvailable: true })
      .where(eq(availabilitySettings.dayOfWeek, SATURDAY));
    await insertBooking(
      db,
      londonBooking({
        date: saturday,
        time: "15:00",
        firstName: "Late",
        lastName: "Saturday",
      }),
    );
    await signInAsOwner(page);
    await page.goto("/admin/availability");
    const form = await editWeekday(page, "Saturday", { end: "12:00" });
    const warning = form.getByRole("alert");
    await expect(warning).toContainText(
      "1 confirmed booking is now outside availability, or inside a break or a blocked time",
    );
    await expect(warning).toContainText(`Late Saturday`);
    await expect(warning).toContainText(
      `${formatLongDate(saturday)}, 3:00 PM–4:00 PM: Outside Saturday's hours (9:00 AM–12:00 PM)`,
    );
    await expect(form.getByRole("status")).toHaveText("Saturday saved");
  });

  test("the page-wide warning follows each change without reloading the forms, and lists a booking once", async ({
    page,
    db,
  }) => {
    const tag = `Outside${Date.now()}`;
    const saturday = nextWeekday(SATURDAY, 17);
    const monday = nextWeekday(1, 28);
    await insertBooking(
      db,
      londonBooking({ date: saturday, time: "15:00", firstName: "Weekend", lastName: tag }),
    );
    await insertBooking(
      db,
      londonBooking({ date: monday, time: "13:00", firstName: "Holiday", lastName: tag }),
    );
    await db.insert(blockedSlots).values({ blockDate: monday, allDay: true, reason: "Closed" });
    try {
      await signInAsOwner(page);
      await page.goto("/admin/availability");
      const weekend = page.getByRole("alert").filter({ hasText: `Weekend ${tag}` });
      const holiday = page.getByRole("alert").filter({ hasText: `Holiday ${tag}` });
      // On load: Saturday is off and Monday is blocked; times in the admin's format (12h).
      await expect(weekend).toContainText(
        `${formatLongDate(saturday)}, 3:00 PM–4:00 PM: Saturday is unavailable`,
      );
      await expect(holiday).toContainText(
        `${formatLongDate(monday)}, 1:00 PM–2:00 PM: Inside an all-day block`,
      );

      // Opening Saturday settles its booking: the warning drops it, the form keeps its line.
      const form = await editWeekday(page, "Saturday", { available: true });
      await expect(form.getByRole("status")).toHaveText("Saturday saved");
      await expect(weekend).toHaveCount(0);
      await expect(holiday).toHaveCount(1);
      await expect(form.getByRole("status")).toHaveText("Saturday saved");

      // Narrowing Saturday lists the booking beside the form.
      await editWeekday(page, "Saturday", { end: "12:00" });
      await expect(form.getByRole("alert")).toContainText(`Weekend ${tag}`);
      await expect(form.getByRole("alert")).toContainText(
        `${formatLongDate(saturday)}, 3:00 PM–4:00 PM: Outside Saturday's hours (9:00 AM–12:00 PM)`,
      );

      // Removing Monday's block settles the other; the refreshed warning does not repeat the
      // Saturday booking the form already lists.
      const blocks = page.getByRole("list", { name: "Blocked times ahead" });
      await blocks.getByRole("button", { name: /^Remove the block on/ }).click();
      await expect(page.getByText("No blocked times ahead")).toBeVisible();
      await expect(holiday).toHaveCount(0);
      await expect(weekend).toHaveCount(1);
      await expect(form.getByRole("alert")).toContainText(`Weekend ${tag}`);
      await expect(form.getByRole("status")).toHaveText("Saturday saved");
    } finally {
      await db.delete(bookings).where(eq(bookings.lastName, tag));
    }
  });

  test("adds and removes all-day and timed blocks, and the slots follow", async ({ page, db }) => {
    const monday = nextWeekday(1, 21);
    expect(await slotTimes(page.request, monday)).toContain("10:00");
    await insertBooking(
      db,
      londonBooking({
        date: monday,
        time: "13:00",
        firstName: "Lunch",
        lastName: "Meeting",
      }),
    );
    await signInAsOwner(page);
    await page.goto("/admin/availability");
    const add = page.getByRole("form", { name: "Add a blocked time" });
    const blocks = page.getByRole("list", { name: "Blocked times ahead" });

    await add.getByLabel("Date").fill(monday);
    await add.getByLabel("Reason (optional)").fill("Team day");
    await add.getByRole("button", { name: "Add block" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Blocked / })).toContainText(
      "all day",
    );
    await expect(blocks.getByRole("listitem")).toHaveCount(1);
    await expect(blocks).toContainText("Team day");
    expect(await slotTimes(page.request, monday)).toEqual([]);
    await expect(page.getByRole("alert").filter({ hasText: "Lunch Meeting" })).toContainText(
      "Inside an all-day block",
    );

    await blocks.getByRole("button", { name: /^Remove the block on/ }).click();
    await expect(page.getByText("No blocked times ahead")).toBeVisible();
    expect(await slotTimes(page.request, monday)).toContain("10:00");

    await add.getByLabel("Date").fill(monday);
    await add.getByRole("checkbox", { name: "All day" }).uncheck();
    await add.getByLabel("From").fill("10:00");
    await add.getByLabel("Until").fill("11:00");
    await add.getByRole("button", { name: "Add block" }).click();
    await expect(blocks.getByRole("listitem")).toHaveCount(1);
    // In the admin's time format (12h here), like the Bookings tab.
    await expect(blocks).toContainText("10:00 AM–11:00 AM");
    const times = await slotTimes(page.request, monday);
    expect(times).not.toContain("10:00");
    expect(times).toContain("11:00");
    await blocks.getByRole("button", { name: /^Remove the block on/ }).click();
    await expect(page.getByText("No blocked times ahead")).toBeVisible();
    expect(await slotTimes(page.request, monday)).toContain("10:00");
  });

  test("a timed block needs a range that ends after it starts", async ({ page }) => {
    await signInAsOwner(page);
    await page.goto("/admin/availability");
    const add = page.getByRole("form", { name: "Add a blocked time" });
    await add.getByRole("button", { name: "Add block" }).click();
    await expect(add.getByText("Date is required")).toBeVisible();
    await add.getByLabel("Date").fill(nextWeekday(2, 5));
    await add.getByRole("checkbox", { name: "All day" }).uncheck();
    await add.getByLabel("From").fill("11:00");
    await add.getByLabel("Until").fill("10:00");
    await add.getByRole("button", { name: "Add block" }).click();
    await expect(add.getByText("End time must be after the start time")).toBeVisible();
    await expect(page.getByText("No blocked times ahead")).toBeVisible();
  });

  test("date-specific hours open a closed Saturday to visitors; removing them closes it again", async ({
    page,
    db,
  }) => {
    const saturday = nextWeekday(SATURDAY, 24);
    const email = uniqueEmail("saturday");
    expect(await slotTimes(page.request, saturday)).toEqual([]);
    await signInAsOwner(page);
    await page.goto("/admin/availability");
    const form = page.getByRole("form", { name: "Set hours for a date" });
    const listed = page.getByRole("list", { name: "Date-specific hours ahead" });
    await expect(page.getByText("No date-specific hours ahead")).toBeVisible();
    await form.getByLabel("Date").fill(saturday);
    await form.getByLabel("Start time").fill("10:00");
    await form.getByLabel("End time").fill("12:00");
    await form.getByLabel("Slot length (minutes)").fill("30");
    await form.getByRole("button", { name: "Set hours" }).click();
    const described = `${formatLongDate(saturday)}, 10:00 AM–12:00 PM in 30-minute slots`;
    await expect(page.getByRole("status").filter({ hasText: /^Hours set/ })).toHaveText(
      `Hours set: ${described}`,
    );
    await expect(listed.getByRole("listitem")).toHaveText([
      `${described}Remove the hours for ${described}`,
    ]);
    expect(await slotTimes(page.request, saturday)).toEqual(["10:00", "10:30", "11:00", "11:30"]);

    // A visitor books the Saturday through /book, in the date's own 30-minute steps.
    const visitor = await page.context().browser()!.newPage({ baseURL: appUrl });
    try {
      await fillBookingForm(visitor, saturday, "11:00 AM", {
        firstName: "Weekend",
        lastName: "Caller",
        email,
      });
      await visitor.getByRole("button", { name: "Confirm booking" }).click();
      await expect(visitor.getByRole("dialog", { name: "Your meeting is booked" })).toBeVisible();
    } finally {
      await visitor.close();
    }
    const [booked] = await db.select().from(bookings).where(eq(bookings.email, email));
    expect(booked?.startsAt).toEqual(londonBooking({ date: saturday, time: "11:00" }).startsAt);

    // Shortening the date lists that booking beside the form; it stays booked.
    await form.getByLabel("End time").fill("11:00");
    await form.getByRole("button", { name: "Set hours" }).click();
    const warning = page.getByRole("alert").filter({ hasText: "Weekend Caller" });
    await expect(warning).toContainText(
      `${formatLongDate(saturday)}, 11:00 AM–11:30 AM: Outside this date's hours (10:00 AM–11:00 AM)`,
    );
    await expect(warning).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Removed, the Saturday is closed again: no times, and the booking now on a closed day.
    await listed
      .getByRole("button", {
        name: `Remove the hours for ${formatLongDate(saturday)}, 10:00 AM–11:00 AM in 30-minute slots`,
      })
      .click();
    await expect(
      page.getByRole("status").filter({ hasText: "is back to its weekday's hours" }),
    ).toHaveText(`${formatLongDate(saturday)} is back to its weekday's hours`);
    await expect(page.getByText("No date-specific hours ahead")).toBeVisible();
    await expect(warning).toContainText("Saturday is unavailable");
    expect(await slotTimes(page.request, saturday)).toEqual([]);
    const [kept] = await db.select().from(bookings).where(eq(bookings.email, email));
    expect(kept?.status).toBe("confirmed");
    await db.delete(bookings).where(eq(bookings.email, email));
  });

  test("date-specific hours are checked as the weekday form is, and nothing is saved", async ({
    page,
    db,
  }) => {
    await signInAsOwner(page);
    await page.goto("/admin/availability");
    const form = page.getByRole("form", { name: "Set hours for a date" });
    await form.getByRole("button", { name: "Set hours" }).click();
    await expect(form.getByText("Date is required")).toBeVisible();
    await expect(form.getByText("Start time is required")).toBeVisible();
    await form.getByLabel("Date").fill(nextWeekday(SATURDAY, 5));
    await form.getByLabel("Start time").fill("12:00");
    await form.getByLabel("End time").fill("11:00");
    await form.getByRole("button", { name: "Set hours" }).click();
    await expect(form.getByText("End time must be after the start time")).toBeVisible();
    await expect(form.getByLabel("End time")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("End time").fill("12:30");
    await form.getByLabel("Slot length (minutes)").fill("60");
    await form.getByRole("button", { name: "Set hours" }).click();
    await expect(
      form.getByText("Slot duration must fit between the start and end time"),
    ).toBeVisible();
    expect(await db.select().from(dateSpecificHours)).toEqual([]);
    // The server says the same to a caller that skips the form.
    const response = await page.request.put(`/api/admin/date-hours/${nextWeekday(SATURDAY, 5)}`, {
      data: { startTime: "12:00", endTime: "11:00", slotDuration: 60 },
    });
    expect(response.status()).toBe(422);
    expect((await response.json()).fields).toEqual({
      endTime: "End time must be after the start time",
    });
  });
});
