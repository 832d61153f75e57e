import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { NO_COUNTS, totalOf } from "@/lib/insights";
import { insightsQuerySchema } from "@/lib/schemas/admin";
import { bookingInsights } from "@/server/bookings/insights";
import { adminSettings, meetingTypes } from "@/server/db/schema";
import { bookingAt, insertBooking } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { resetBookingData } from "./booking-helpers";

// The Insights tab's figures (ADR 0067) on both databases: bookings made in a period, and what
// became of the meetings dated in it, per meeting type.

const NOW = new Date("2031-01-16T12:00:00Z");
const JANUARY = insightsQuerySchema.parse({ from: "2031-01-01", to: "2031-01-31" });

describeEachDriver("insights", (current) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
  });

  async function seed() {
    const { db } = current();
    const [intro] = await db
      .insert(meetingTypes)
      .values({ name: "Intro call", slug: "intro", durationMinutes: 30, sortOrder: 1 })
      .returning();
    const at = (startsAt: string, createdAt: string, more: Parameters<typeof bookingAt>[1] = {}) =>
      insertBooking(db, bookingAt(startsAt, { createdAt: new Date(createdAt), ...more }));
    await at("2031-01-10T10:00:00Z", "2031-01-02T09:00:00Z"); // held
    await at("2031-01-12T10:00:00Z", "2031-01-02T10:00:00Z", { noShowAt: NOW }); // no-show
    await at("2031-01-14T10:00:00Z", "2031-01-03T09:00:00Z", {
      status: "cancelled",
      cancelledAt: new Date("2031-01-13T09:00:00Z"),
    });
    await at("2031-01-20T10:00:00Z", "2031-01-04T09:00:00Z"); // still to come
    await at("2031-02-03T10:00:00Z", "2031-01-15T09:00:00Z"); // made in January, met in February
    await at("2031-01-05T10:00:00Z", "2030-12-20T09:00:00Z"); // made in December, held in January
    await at("2030-12-05T10:00:00Z", "2030-12-01T09:00:00Z"); // neither
    // Made at 02:00 UTC on 1 February: still 31 January in New York.
    await at("2031-02-10T10:00:00Z", "2031-02-01T02:00:00Z");
    await at("2031-01-11T10:00:00Z", "2031-01-06T09:00:00Z", {
      meetingTypeId: intro?.id,
      minutes: 30,
    });
  }

  it("counts bookings made in the period and what became of the meetings dated in it", async () => {
    const { db } = current();
    await seed();
    const insights = await bookingInsights(db, JANUARY, NOW);
    expect(insights).toMatchObject({ from: "2031-01-01", to: "2031-01-31" });
    expect(insights.timezone).toBe("Europe/London");
    expect(insights.types).toEqual([
      {
        slug: "consultation",
        name: "Consultation",
        booked: 5,
        meetings: 5,
        held: 2,
        noShows: 1,
        cancelled: 1,
        toCome: 1,
      },
      {
        slug: "intro",
        name: "Intro call",
        booked: 1,
        meetings: 1,
        held: 1,
        noShows: 0,
        cancelled: 0,
        toCome: 0,
      },
    ]);
    expect(insights.totals).toEqual({
      booked: 6,
      meetings: 6,
      held: 3,
      noShows: 1,
      cancelled: 1,
      toCome: 1,
    });
    // Day by day: the bookings by the day they were made, the meetings by their date.
    const { step, buckets } = insights.overTime;
    expect(step).toBe("day");
    expect(buckets).toHaveLength(31);
    const on = (date: string) => buckets.find((bucket) => bucket.from === date);
    expect(on("2031-01-02")).toEqual({
      ...NO_COUNTS,
      from: "2031-01-02",
      to: "2031-01-02",
      booked: 2,
    });
    expect(on("2031-01-05")).toMatchObject({ booked: 0, meetings: 1, held: 1 });
    expect(on("2031-01-06")).toMatchObject({ booked: 1, meetings: 0 });
    expect(on("2031-01-11")).toMatchObject({ meetings: 1, held: 1 });
    expect(on("2031-01-12")).toMatchObject({ meetings: 1, noShows: 1 });
    expect(on("2031-01-14")).toMatchObject({ meetings: 1, cancelled: 1 });
    expect(on("2031-01-20")).toMatchObject({ meetings: 1, toCome: 1 });
    expect(totalOf(buckets)).toEqual(insights.totals);
  });

  it("counts a quarter week by week, Monday to Sunday", async () => {
    const { db } = current();
    await seed();
    const quarter = await bookingInsights(db, { from: "2030-12-01", to: "2031-02-28" }, NOW);
    const { step, buckets } = quarter.overTime;
    expect(step).toBe("week");
    // 1 December 2030 is a Sunday: a week of one day, then Mondays to Sundays.
    expect(buckets.slice(0, 2).map(({ from, to }) => [from, to])).toEqual([
      ["2030-12-01", "2030-12-01"],
      ["2030-12-02", "2030-12-08"],
    ]);
    expect(buckets.at(-1)).toMatchObject({ from: "2031-02-24", to: "2031-02-28" });
    expect(buckets[0]).toMatchObject({ booked: 1 });
    expect(buckets[1]).toMatchObject({ meetings: 1, held: 1 });
    // The week of Monday 6 January: made 6 Jan; met 10, 11 and 12 Jan.
    expect(buckets.find((bucket) => bucket.from === "2031-01-06")).toMatchObject({
      booked: 1,
      meetings: 3,
      held: 2,
      noShows: 1,
    });
    expect(totalOf(buckets)).toEqual(quarter.totals);
  });

  it("reads the day a booking was made in the business zone", async () => {
    const { db } = current();
    await seed();
    await db
      .update(adminSettings)
      .set({ businessTimezone: "America/New_York" })
      .where(eq(adminSettings.id, 1));
    const insights = await bookingInsights(db, JANUARY, NOW);
    expect(insights.timezone).toBe("America/New_York");
    expect(insights.totals.booked).toBe(7);
    expect(insights.overTime.buckets.at(-1)).toMatchObject({ from: "2031-01-31", booked: 1 });
  });

  it("defaults to the 30 days up to today, and a period with nothing is empty", async () => {
    const { db } = current();
    const empty = await bookingInsights(db, {}, NOW);
    expect(empty).toMatchObject({ from: "2030-12-18", to: "2031-01-16", types: [] });
    expect(empty.totals).toEqual(NO_COUNTS);
  });
});
