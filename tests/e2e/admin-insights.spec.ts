import { inArray } from "drizzle-orm";
import { bookings } from "@/server/db/schema";
import { adminApi, insertBooking, londonBooking, signInAsOwner } from "./admin-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The Insights tab (ADR 0067): what became of a period's meetings, each count leading to those
// bookings. October 2019 is a period no other test books in.

test.describe("Insights", () => {
  test("staff see a period's figures, correct a wrong period, and follow a count", async ({
    page,
    db,
  }) => {
    const surname = `Insight${Date.now()}`;
    const made = new Date("2019-09-20T09:00:00Z");
    const booking = (date: string, status: "completed" | "cancelled", noShowAt?: Date) =>
      insertBooking(db, {
        ...londonBooking({ date, time: "10:00", firstName: "Ada", lastName: surname, status }),
        createdAt: made,
        noShowAt,
      });
    const seeded = [
      await booking("2019-10-07", "completed"),
      await booking("2019-10-08", "completed"),
      await booking("2019-10-09", "cancelled"),
    ];
    const missed = await booking("2019-10-10", "completed", new Date("2019-10-10T10:20:00Z"));
    try {
      await signInAsOwner(page);
      await page.goto("/admin/bookings");
      await page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: "Insights" })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute(
        "aria-current",
        "page",
      );

      // A period that ends before it starts is named beside To date, before anything is sent.
      const from = page.getByLabel("From date");
      const to = page.getByLabel("To date");
      await from.fill("2019-10-01");
      await to.fill("2019-09-01");
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page.getByText("To date must be on or after the from date")).toBeVisible();
      await expect(to).toBeFocused();
      await expect(to).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);

      await to.fill("2019-10-31");
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/\/admin\/insights\?from=2019-10-01&to=2019-10-31$/);
      await expect(
        page.getByText("Tuesday, 1 October 2019 to Thursday, 31 October 2019 (Europe/London)"),
      ).toBeVisible();
      const figure = (label: string) =>
        page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
      await expect(figure("New bookings")).toContainText("0");
      await expect(figure("Meetings")).toContainText("4");
      await expect(figure("Held")).toContainText("2");
      await expect(figure("No-shows")).toContainText("1");
      await expect(figure("No-shows")).toContainText("33% of meetings due");
      await expect(figure("Cancelled")).toContainText("25% of meetings");
      const table = page.getByRole("table", { name: "By meeting type" });
      await expect(table.getByRole("row", { name: /Consultation/ })).toHaveText(
        /Consultation\s*0\s*4\s*2\s*1\s*1\s*0\s*33%/,
      );
      // Over time: a month day by day, as two charts and the table they draw.
      const overTime = page.getByRole("region", { name: "Over time" });
      await expect(
        overTime.getByRole("img", { name: /^Meetings per day: the figures are in the table/ }),
      ).toBeVisible();
      await expect(overTime.getByRole("img", { name: /^New bookings per day/ })).toBeVisible();
      await overTime.getByText("The figures per day").click();
      const days = overTime.getByRole("table", { name: "Bookings per day" });
      await expect(days.getByRole("row")).toHaveCount(32);
      await expect(days.getByRole("row", { name: /^10 Oct/ })).toHaveText(
        /10 Oct\s*0\s*1\s*0\s*1\s*0\s*0/,
      );
      await expect(days.getByRole("row", { name: /^9 Oct/ })).toHaveText(
        /9 Oct\s*0\s*1\s*0\s*0\s*1\s*0/,
      );
      await expectNoAxeViolations(page);

      // The no-show count opens the Bookings tab on those bookings.
      await figure("No-shows").getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
      await expect(page.getByLabel("No-show")).toHaveValue("true");
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(missed.email);

      // September's bookings were made then: counted as new there, with no meeting in it.
      await page.goto("/admin/insights?from=2019-09-01&to=2019-09-30");
      await expect(figure("New bookings")).toContainText("4");
      await expect(figure("Meetings")).toContainText("0");
      await expect(page.getByRole("table", { name: "By meeting type" })).toBeVisible();

      // A wrong address is named beside its field; no figures are shown.
      await page.goto("/admin/insights?from=2019-13-01");
      await expect(page.getByText("From date is not a real calendar date")).toBeVisible();
      await expect(page.getByLabel("From date")).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("dl")).toHaveCount(0);

      // The same figures for tools, and a 422 naming the field.
      const api = await adminApi(
        page.request,
        "GET",
        "/api/admin/insights?from=2019-10-01&to=2019-10-31",
      );
      expect(api.status()).toBe(200);
      const answer = await api.json();
      expect(answer.totals).toEqual({
        booked: 0,
        meetings: 4,
        held: 2,
        noShows: 1,
        cancelled: 1,
        toCome: 0,
      });
      expect(answer.overTime.step).toBe("day");
      expect(answer.overTime.buckets[6]).toEqual({
        from: "2019-10-07",
        to: "2019-10-07",
        booked: 0,
        meetings: 1,
        held: 1,
        noShows: 0,
        cancelled: 0,
        toCome: 0,
      });
      const refused = await adminApi(page.request, "GET", "/api/admin/insights?to=someday");
      expect(refused.status()).toBe(422);
      expect((await refused.json()).fields).toEqual({
        to: "To date must be a date such as 2031-01-15",
      });
    } finally {
      await db.delete(bookings).where(
        inArray(
          bookings.id,
          [...seeded, missed].map((b) => b.id),
        ),
      );
    }
  });
});
