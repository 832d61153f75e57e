// Shared by tests/e2e/booking-*.spec.ts. The e2e server runs on the real clock in Europe/London, so
// dates are computed from today there plus offsets; each test books on its own date.

import type { APIRequestContext, FrameLocator, Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { addDays, addMonths, dayOfWeek, lastDayOfMonth } from "@/lib/time/calendar-date";
import { formatLongDate, formatMonth } from "@/lib/time/format";
import { zonedDate, zonedInstant } from "@/lib/time/zoned";
import type { Database } from "@/server/db";
import { bookings } from "@/server/db/schema";
import { restoreBookingRules } from "../support/booking-rules";
import { expect } from "./fixtures";

export const BUSINESS_ZONE = "Europe/London";
/** A page, or the booking page in another site's frame (booking-embed.spec.ts). */
type Scope = Page | FrameLocator;

export const londonToday = () => zonedDate(new Date(), BUSINESS_ZONE);

/** The first weekday (Mon–Fri) at least `days` after today in London. */
export function weekdayAhead(days: number): string {
  let date = addDays(londonToday(), days);
  while ([0, 6].includes(dayOfWeek(date))) date = addDays(date, 1);
  return date;
}

/**
 * The month /book opens on: London's current month, unless none of its days has a time left (the
 * month's last days), then the next (ADR 0066), read from the public API as the page reads it.
 */
export async function openingMonth(request: APIRequestContext): Promise<string> {
  const first = `${londonToday().slice(0, 7)}-01`;
  const response = await request.get(
    `/api/v1/availability?from=${first}&to=${lastDayOfMonth(first)}`,
  );
  expect(response.status()).toBe(200);
  const { days } = (await response.json()) as { days: { status: string }[] };
  return days.some((day) => day.status === "available") ? first : addMonths(first, 1);
}

/** The UTC instant of a London wall-clock time, as the .ics writes it (20301107T100000Z). */
export function icsStamp(date: string, time: string): string {
  const instant = zonedInstant(date, time, BUSINESS_ZONE);
  if (!instant) throw new Error(`${date} ${time} does not exist in London`);
  return `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/**
 * Books through the public API as Mary Somerville in London (a phone contact), unless `fields`
 * says otherwise; the raw response, so a test can check its status.
 */
export function bookThroughApi(
  request: APIRequestContext,
  fields: { email: string; date: string; time: string } & Record<string, unknown>,
) {
  return request.post("/api/v1/bookings", {
    data: {
      firstName: "Mary",
      lastName: "Somerville",
      contactType: "phone",
      contactNumber: "+44 20 7946 0958",
      timezone: BUSINESS_ZONE,
      timezoneOffset: 0,
      ...fields,
    },
  });
}

/** The seeded booking rules and `dates` free of bookings, whatever earlier suites left behind. */
export async function resetBooking(db: Database, dates: string[] = []) {
  await restoreBookingRules(db, BUSINESS_ZONE);
  for (const date of dates)
    await db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(and(eq(bookings.bookingDate, date), eq(bookings.status, "confirmed")));
}

/** The calendar's month heading, "December 2026" (the only level-3 heading with a month's name). */
const MONTH_HEADING =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

/**
 * Pages the calendar forward to `month` ("2026-12"), or as far as the booking window allows. Each
 * press is answered before the next: one made before the flow hydrated is answered only once it
 * has, and pressing again meanwhile would overshoot (or, in the window's last month, press a
 * disabled button and wait for ever).
 */
export async function showMonth(page: Scope, month: string) {
  const target = formatMonth(month);
  const shownMonth = page.getByRole("heading", { level: 3, name: MONTH_HEADING });
  const next = page.getByRole("button", { name: "Next month" });
  for (let i = 0; i < 13; i++) {
    const shown = (await shownMonth.textContent())?.trim();
    if (shown === target || !(await next.isEnabled())) return;
    await next.click();
    await expect(shownMonth).not.toHaveText(shown ?? "");
  }
}

/** Shows the month of `date` in the calendar and clicks the day. */
export async function chooseDate(page: Scope, date: string) {
  await showMonth(page, date.slice(0, 7));
  await page.getByRole("button", { name: formatLongDate(date), exact: true }).click();
  await expect(page.getByRole("heading", { name: "Choose a time" })).toBeVisible();
}

export const slotButton = (page: Scope, label: string, date: string) =>
  page.getByRole("button", { name: new RegExp(`^${label} on ${formatLongDate(date)}`) });

export async function fillContact(
  page: Scope,
  values: {
    firstName: string;
    lastName: string;
    email: string;
    contactNumber: string;
    notes?: string;
  },
) {
  await page.getByLabel("First name").fill(values.firstName);
  await page.getByLabel("Last name").fill(values.lastName);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Contact number").fill(values.contactNumber);
  if (values.notes) await page.getByLabel("Notes").fill(values.notes);
}

/** Opens /book and goes up to the filled contact step for `label` ("2:00 PM") on `date`. */
export async function fillBookingForm(
  page: Page,
  date: string,
  label: string,
  contact: { firstName: string; lastName: string; email: string },
  path: "/book" | "/book/embed" = "/book",
) {
  await page.goto(path);
  await chooseDate(page, date);
  await slotButton(page, label, date).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await fillContact(page, { ...contact, contactNumber: "+44 20 7946 0958" });
}
