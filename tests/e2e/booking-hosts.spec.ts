import type { Page } from "@playwright/test";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/rows";
import { hosts, meetingTypes } from "@/server/db/schema";
import { adminApi, browserAs, pageAllowingStatuses, signInAsOwner } from "./admin-helpers";
import {
  bookThroughApi,
  chooseDate,
  fillContact,
  resetBooking,
  slotButton,
  weekdayAhead,
} from "./booking-helpers";
import { e2e, expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";
import { hostThroughTeamApi } from "./team-helpers";

// Team scheduling on the page (ADR 0088): a round-robin type of two hosts booked twice at one
// time, and a host's personal link (/book?host=<slug>). The hosts and types made here are
// stopped afterwards, so the other suites' free times are what they expect.

interface Host {
  id: string;
  name: string;
  slug: string;
}
interface Created {
  id: string;
  hosts: Omit<Host, "id">[];
}

const TEAM_TYPE = "team-call-e2e";
const ADA_TYPE = "deep-dive-e2e";
const run = Date.now().toString(36);
let ada: Host;
let kate: Host;

async function hostType(db: Database, slug: string, name: string, team: Host[]) {
  const hostIds = team.map((host) => host.id);
  await db
    .insert(meetingTypes)
    .values({ name, slug, durationMinutes: 60, sortOrder: 5, hostIds, assignment: "round_robin" })
    .onConflictDoUpdate({
      target: meetingTypes.slug,
      set: { name, active: true, listed: true, hostIds, assignment: "round_robin" },
    });
}

/** Books `label` on `date` from `path` in the browser; the 201's body, the dialog left open. */
async function bookInBrowser(page: Page, path: string, date: string, label: string) {
  await page.goto(path);
  await chooseDate(page, date);
  await slotButton(page, label, date).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await fillContact(page, {
    firstName: "Mary",
    lastName: "Somerville",
    email: uniqueEmail("host-visitor"),
    contactNumber: "+44 20 7946 0958",
  });
  const posted = page.waitForResponse(
    (r) => r.url().endsWith("/api/v1/bookings") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Confirm booking" }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  const created = (await response.json()) as Created;
  const sent = response.request().postDataJSON() as { host?: string };
  const dialog = page.getByRole("dialog", { name: "Your meeting is booked" });
  await expect(dialog.getByText(created.hosts[0]!.name, { exact: true })).toBeVisible();
  return { created, sent };
}

/** The hosts the database holds a booking for (its rows in booking_hosts). */
const hostsOfBooking = (db: Database, bookingId: string) =>
  queryRows<{ host_id: string }>(
    db,
    sql`SELECT host_id FROM booking_hosts WHERE booking_id = ${bookingId}::uuid ORDER BY host_id`,
  ).then((rows) => rows.map((row) => row.host_id));

test.describe("Hosts on /book", () => {
  test.beforeAll(async ({ db, browser }) => {
    await resetBooking(db);
    const owner = await browserAs(browser, e2e.adminEmail, e2e.adminPassword);
    ada = (await hostThroughTeamApi(owner.page, "Ada Lovelace", `ada-${run}`)).host;
    kate = (await hostThroughTeamApi(owner.page, "Katherine Johnson", `kate-${run}`)).host;
    await owner.context.close();
    await hostType(db, TEAM_TYPE, "Team call", [ada, kate]);
    await hostType(db, ADA_TYPE, "Deep dive", [ada]);
  });

  test.afterAll(async ({ db }) => {
    const mine = [ada?.id, kate?.id].filter(Boolean) as string[];
    if (mine.length === 0) return;
    await db.execute(sql`UPDATE bookings SET status = 'cancelled' WHERE status = 'confirmed'
      AND id IN (SELECT booking_id FROM booking_hosts WHERE host_id IN ${mine})`);
    await db.update(hosts).set({ active: false }).where(inArray(hosts.id, mine));
    // The seeded rules again: Consultation alone, the types made here stopped.
    await resetBooking(db);
  });

  test("round robin: one time booked twice goes to both hosts, then is no longer offered", async ({
    page,
  }) => {
    const date = weekdayAhead(6);
    const path = `/book?type=${TEAM_TYPE}`;
    const first = await bookInBrowser(page, path, date, "10:00 AM");
    const second = await bookInBrowser(page, path, date, "10:00 AM");
    const taken = [first, second].map(({ created }) => created.hosts.map((h) => h.slug));
    expect(taken.flat().sort()).toEqual([ada.slug, kate.slug].sort());
    expect(first.sent.host).toBeUndefined();

    await page.goto(path);
    await chooseDate(page, date);
    await expect(slotButton(page, "11:00 AM", date)).toBeVisible();
    await expect(slotButton(page, "10:00 AM", date)).toHaveCount(0);
  });

  test("a personal link offers the host's types and times, and books with them", async ({
    page,
    db,
    request,
  }) => {
    // Ada's link: her two types, not the team's Consultation; ?host stays as types change.
    await page.goto(`/book?host=${ada.slug}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Book a Meeting with Ada Lovelace" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /Deep dive/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Team call/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Consultation/ })).toHaveCount(0);
    await page.getByRole("button", { name: /Deep dive/ }).click();
    await expect(page.getByText("Deep dive · 1 hour · with Ada Lovelace")).toBeVisible();
    await page.getByRole("button", { name: "Change meeting type" }).click();
    const read = page.waitForRequest((r) => r.url().includes("/api/v1/slots?"));
    await page.getByRole("button", { name: /Team call/ }).click();
    const date = weekdayAhead(10);
    await chooseDate(page, date);
    expect(new URL((await read).url()).searchParams.get("host")).toBe(ada.slug);
    expect(new URL(page.url()).searchParams.get("host")).toBe(ada.slug);

    // Katherine is busy at noon: her link does not offer it, the team's still does (Ada is free).
    const busy = await bookThroughApi(request, {
      email: uniqueEmail("kate-busy"),
      date,
      time: "12:00",
      type: TEAM_TYPE,
      host: kate.slug,
    });
    expect(busy.status()).toBe(201);
    await page.goto(`/book?type=${TEAM_TYPE}`);
    await chooseDate(page, date);
    await expect(slotButton(page, "12:00 PM", date)).toBeVisible();

    // Her link has one type: straight to its dates, her name on the page and in the summary.
    const { created, sent } = await bookInBrowser(
      page,
      `/book?host=${kate.slug}`,
      date,
      "11:00 AM",
    );
    expect(sent.host).toBe(kate.slug);
    expect(created.hosts).toEqual([{ name: "Katherine Johnson", slug: kate.slug }]);
    expect(await hostsOfBooking(db, created.id)).toEqual([kate.id]);
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByText("Team call · 1 hour · with Katherine Johnson")).toBeVisible();
    await chooseDate(page, date);
    await expect(slotButton(page, "10:00 AM", date)).toBeVisible();
    await expect(slotButton(page, "12:00 PM", date)).toHaveCount(0);
    await expect(slotButton(page, "11:00 AM", date)).toHaveCount(0);
  });

  test("an unknown or stopped host's link says so, answered 404 and not indexed", async ({
    browser,
    page,
  }) => {
    const visitor = await pageAllowingStatuses(browser, [404]);
    for (const path of [`/book?host=nobody-${run}`, `/book/embed?host=nobody-${run}`]) {
      const response = await visitor.page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(
        visitor.page.getByRole("heading", { name: "This booking link is no longer active" }),
      ).toBeVisible();
      const team = visitor.page.getByRole("link", { name: "Book with our team" });
      await expect(team).toHaveAttribute("href", path.split("?")[0]!);
      const robots = await visitor.page
        .locator('meta[name="robots"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")));
      expect(robots.length, path).toBeGreaterThan(0);
      for (const content of robots) expect(content).toMatch(/noindex/);
    }
    await visitor.page.getByRole("link", { name: "Book with our team" }).click();
    await expect(
      visitor.page.getByRole("heading", { name: "Choose a meeting type" }),
    ).toBeVisible();
    expect(visitor.unexpected).toEqual([]);
    await visitor.context.close();

    // A stopped host's link is no longer active either.
    await signInAsOwner(page);
    const stop = await adminApi(page.request, "PATCH", `/api/admin/hosts/${kate.id}`, {
      active: false,
    });
    expect(stop.status(), await stop.text()).toBe(200);
    const stopped = await page.request.get(`/book?host=${kate.slug}`);
    expect(stopped.status()).toBe(404);
    expect(await stopped.text()).toContain("This booking link is no longer active");
  });

  test("a personal link passes axe on its type and date steps", async ({ page }) => {
    await page.goto(`/book?host=${ada.slug}`);
    await expect(page.getByRole("heading", { name: "Choose a meeting type" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: /Deep dive/ }).click();
    await expect(page.getByRole("heading", { name: "Choose a date" })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
