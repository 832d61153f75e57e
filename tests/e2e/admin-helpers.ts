// Helpers shared by tests/e2e/admin-*.spec.ts. The e2e business zone is Europe/London.
import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { addDays, format } from "date-fns";
import { eq } from "drizzle-orm";
import { formatLongDate } from "@/lib/time/format";
import type { Database } from "@/server/db";
import { adminSettings } from "@/server/db/schema";
import type { BookingRow } from "../support/bookings";
import { showMonth } from "./booking-helpers";
import { appUrl, e2e } from "./config";
import { expect, signIn, uniqueEmail } from "./fixtures";

export const ZONE = "Europe/London";
export const PASSWORD = "Staff-Passw0rd";

export const DEFAULT_SETTINGS = {
  bookingAdvanceLimitDays: 30,
  timeFormatPreference: "12h",
  businessTimezone: ZONE,
  minimumNoticeMinutes: 120,
  maxBookingsPerDay: null,
  maxBookingsPerWeek: null,
  lastReminderMinutes: null,
  aiAssistantsMayBook: true,
} as const;

export const DEFAULT_DAY = {
  isAvailable: true,
  startTime: "09:00",
  endTime: "17:00",
  slotDuration: 60,
};

/** The first date at least `daysAhead` days from today (London) that falls on `weekday`. */
export function nextWeekday(weekday: number, daysAhead = 7): string {
  let day = addDays(new TZDate(Date.now(), ZONE), daysAhead);
  while (day.getDay() !== weekday) day = addDays(day, 1);
  return format(day, "yyyy-MM-dd");
}

/** A same-origin JSON call as the browser context's signed-in user. */
export async function adminApi(
  request: APIRequestContext,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  data?: unknown,
) {
  return request.fetch(`${appUrl}${path}`, {
    method,
    headers: { origin: appUrl },
    ...(data === undefined ? {} : { data }),
  });
}

export async function signInAsOwner(page: Page) {
  await signIn(page, e2e.adminEmail, e2e.adminPassword);
}

/** Creates an admin through the Users API as the signed-in super admin. */
export async function createAdmin(page: Page, role: "admin" | "super_admin" = "admin") {
  const email = uniqueEmail(role === "admin" ? "staff" : "chief");
  const response = await adminApi(page.request, "POST", "/api/admin/users", {
    email,
    password: PASSWORD,
    role,
  });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { id, email, password: PASSWORD };
}

/** A second, separate browser (own cookies) signed in as someone else. */
export async function browserAs(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ baseURL: appUrl });
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, page };
}

export async function slotTimes(request: APIRequestContext, date: string): Promise<string[]> {
  const response = await request.get(`${appUrl}/api/v1/slots?date=${date}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { slots: { time: string }[] };
  return body.slots.map((s) => s.time);
}

/** A confirmed booking's row at `date` `time` on the London clock, for insertBooking. */
export function londonBooking(values: {
  date: string;
  time: string;
  minutes?: number;
  firstName?: string;
  lastName?: string;
  email?: string;
  status?: "confirmed" | "cancelled" | "completed";
  contactType?: "phone" | "whatsapp";
  contactNumber?: string;
  notes?: string;
  website?: string;
  timezone?: string;
}): BookingRow {
  const [y, m, d] = values.date.split("-").map(Number) as [number, number, number];
  const [h, min] = values.time.split(":").map(Number) as [number, number];
  const startsAt = new Date(new TZDate(y, m - 1, d, h, min, ZONE).getTime());
  return {
    firstName: values.firstName ?? "Test",
    lastName: values.lastName ?? `Visitor ${randomUUID().slice(0, 6)}`,
    email: values.email ?? uniqueEmail("visitor"),
    contactType: values.contactType ?? "phone",
    contactNumber: values.contactNumber ?? "+44 20 7946 0958",
    website: values.website ?? "",
    notes: values.notes ?? "",
    bookingDate: values.date,
    timeSlot: values.time,
    timezone: values.timezone ?? "America/New_York",
    timezoneOffset: 300,
    status: values.status ?? "confirmed",
    startsAt,
    endsAt: new Date(startsAt.getTime() + (values.minutes ?? 60) * 60_000),
  };
}

export { insertBooking } from "../support/bookings";

/** Puts the settings row back as the other suites expect it. */
export async function restoreSettings(db: Database) {
  await db.update(adminSettings).set(DEFAULT_SETTINGS).where(eq(adminSettings.id, 1));
}

/** Saves the Settings tab's form and waits for its answer: the error named, or the saved note. */
export async function saveSettings(form: Locator, error?: string) {
  await form.getByRole("button", { name: "Save settings" }).click();
  if (error) await expect(form.getByRole("alert")).toHaveText(error);
  else
    await expect(form.getByRole("status")).toHaveText(
      "Settings saved. The booking page uses them from now on.",
    );
}

/**
 * A page for tests that make the server answer 4xx/5xx on purpose. Chromium logs every failed
 * response as a console error, which the shared `page` fixture treats as a bug; this page allows
 * exactly those lines (with the statuses given) and collects every other error for the test to
 * assert on.
 */
export async function pageAllowingStatuses(browser: Browser, statuses: number[]) {
  const context = await browser.newContext({ baseURL: appUrl });
  const page = await context.newPage();
  const unexpected: string[] = [];
  const allowed = new RegExp(`status of (${statuses.join("|")})\\b`);
  page.on("console", (message) => {
    if (message.type() === "error" && !allowed.test(message.text()))
      unexpected.push(message.text());
  });
  page.on("pageerror", (error) => unexpected.push(error.message));
  return { context, page, unexpected };
}

/** The /book calendar's button for `date`, after paging to its month (as far as the window allows). */
export async function dayButton(page: Page, date: string) {
  await showMonth(page, date.slice(0, 7));
  return page.getByRole("button", { name: formatLongDate(date), exact: true });
}
