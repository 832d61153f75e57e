import { eq } from "drizzle-orm";
import { formatLongDate } from "@/lib/time/format";
import { bookings, weeklyBreaks } from "@/server/db/schema";
import {
  insertBooking,
  londonBooking,
  nextWeekday,
  signInAsOwner,
  slotTimes,
} from "./admin-helpers";
import { chooseDate, slotButton } from "./booking-helpers";
import { appUrl } from "./config";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Weekly breaks (ADR 0049): a range kept free every week on chosen weekdays, such as lunch.
test.describe("admin weekly breaks", () => {
  test.afterEach(async ({ db }) => {
    // A break repeats every week: none may outlive its test, or the other suites lose times.
    await db.delete(weeklyBreaks);
  });

  test("a Monday-to-Friday lunch leaves /book, lists the meeting inside it, and comes back when removed", async ({
    page,
    db,
  }) => {
    const monday = nextWeekday(1, 22);
    // Far ahead, where no other suite books: an insert there cannot meet another meeting.
    const tuesday = nextWeekday(2, 200);
    const booked = await insertBooking(
      db,
      londonBooking({ date: tuesday, time: "12:00", firstName: "Noon", lastName: "Caller" }),
    );
    try {
      expect(await slotTimes(page.request, monday)).toContain("12:00");
      await signInAsOwner(page);
      await page.goto("/admin/availability");
      const add = page.getByRole("form", { name: "Add a weekly break" });
      const listed = page.getByRole("list", { name: "Weekly breaks" });
      await expect(page.getByText("No weekly breaks")).toBeVisible();
      // Monday to Friday come ticked: a lunch needs only its times.
      const days = add.getByRole("group", { name: "Days" });
      for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])
        await expect(days.getByRole("checkbox", { name: day })).toBeChecked();
      for (const day of ["Saturday", "Sunday"])
        await expect(days.getByRole("checkbox", { name: day })).not.toBeChecked();
      await add.getByLabel("From").fill("12:00");
      await add.getByLabel("Until").fill("13:00");
      await add.getByLabel("Label (optional)").fill("Lunch");
      await add.getByRole("button", { name: "Add break" }).click();
      const described = "Monday to Friday, 12:00 PM–1:00 PM";
      await expect(page.getByRole("status").filter({ hasText: /^Break added/ })).toHaveText(
        `Break added: ${described}`,
      );
      await expect(listed.getByRole("listitem")).toHaveText([
        `${described} — LunchRemove the break ${described}`,
      ]);
      // The meeting already booked inside it stays booked, listed once beside the form.
      const warning = page.getByRole("alert").filter({ hasText: "Noon Caller" });
      await expect(warning).toContainText(
        `${formatLongDate(tuesday)}, 12:00 PM–1:00 PM: Inside the break 12:00 PM–1:00 PM (Lunch)`,
      );
      await expect(warning).toHaveCount(1);
      // Each open weekday shows its break under its hours; the weekend (closed) does not.
      const mondayHours = page.getByRole("form", { name: "Monday availability" });
      await expect(mondayHours.getByText("Break 12:00 PM–1:00 PM")).toBeVisible();
      await expect(
        page.getByRole("form", { name: "Saturday availability" }).getByText(/^Break/),
      ).toHaveCount(0);
      await expectNoAxeViolations(page);
      const [kept] = await db.select().from(bookings).where(eq(bookings.id, booked.id));
      expect(kept?.status).toBe("confirmed");

      // A visitor no longer sees the lunch hour on /book; the rest of the day is still there
      // (other suites may hold some of its hours: the API's answer says which).
      const offered = await slotTimes(page.request, monday);
      expect(offered).not.toContain("12:00");
      expect(offered.length).toBeGreaterThan(0);
      const visitor = await page.context().browser()!.newPage({ baseURL: appUrl });
      try {
        await visitor.goto("/book");
        await chooseDate(visitor, monday);
        await expect(
          visitor.getByRole("button", { name: new RegExp(` on ${formatLongDate(monday)}$`) }),
        ).toHaveCount(offered.length);
        await expect(slotButton(visitor, "12:00 PM", monday)).toHaveCount(0);
      } finally {
        await visitor.close();
      }

      await listed.getByRole("button", { name: `Remove the break ${described}` }).click();
      await expect(page.getByRole("status").filter({ hasText: /^Removed the break/ })).toHaveText(
        `Removed the break ${described}`,
      );
      await expect(page.getByText("No weekly breaks")).toBeVisible();
      await expect(warning).toHaveCount(0);
      await expect(mondayHours.getByText(/^Break/)).toHaveCount(0);
      expect(await slotTimes(page.request, monday)).toContain("12:00");
    } finally {
      await db.delete(bookings).where(eq(bookings.id, booked.id));
    }
  });

  test("a break needs a day and a range that ends after it starts; nothing is saved", async ({
    page,
    db,
  }) => {
    await signInAsOwner(page);
    await page.goto("/admin/availability");
    const add = page.getByRole("form", { name: "Add a weekly break" });
    const days = add.getByRole("group", { name: "Days" });
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])
      await days.getByRole("checkbox", { name: day }).uncheck();
    await add.getByLabel("From").fill("13:00");
    await add.getByLabel("Until").fill("12:00");
    await add.getByRole("button", { name: "Add break" }).click();
    await expect(days.getByText("Choose at least one day")).toBeVisible();
    await expect(days).toHaveAccessibleDescription("Choose at least one day");
    await expect(add.getByText("End time must be after the start time")).toBeVisible();
    await expect(add.getByLabel("Until")).toHaveAttribute("aria-invalid", "true");
    expect(await db.select().from(weeklyBreaks)).toEqual([]);
    // The server says the same to a caller that skips the form.
    const response = await page.request.post("/api/admin/weekly-breaks", {
      data: { days: [], startTime: "13:00", endTime: "12:00" },
    });
    expect(response.status()).toBe(422);
    expect((await response.json()).fields).toEqual({
      days: "Choose at least one day",
      endTime: "End time must be after the start time",
    });
    expect(await db.select().from(weeklyBreaks)).toEqual([]);
  });
});
