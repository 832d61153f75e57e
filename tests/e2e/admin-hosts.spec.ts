import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "@/server/db";
import {
  availabilitySettings,
  blockedSlots,
  bookings,
  hosts,
  meetingTypes,
} from "@/server/db/schema";
import {
  adminApi,
  browserAs,
  createAdmin,
  insertBooking,
  londonBooking,
  nextWeekday,
  signInAsOwner,
} from "./admin-helpers";
import { bookThroughApi } from "./booking-helpers";
import { expect, expectNoAxeViolations, mailbox, test, uniqueEmail } from "./fixtures";
import { freeSlot } from "./free-slot";
import { hostThroughTeamApi, makeHost, makeType } from "./team-helpers";

const TUESDAY = 2;
const THURSDAY = 4;
const madeHosts: string[] = [];
const madeTypes: string[] = [];

/** A plain admin made a host by the signed-in super admin, stopped after the suite. */
async function hostFor(page: import("@playwright/test").Page, name: string) {
  const { admin, host } = await hostThroughTeamApi(page, name);
  madeHosts.push(host.id);
  return { ...admin, host };
}

/** Lin and Max, new hosts of a round-robin type of their own, all stopped after the suite. */
async function linAndMax(db: Database, name: string) {
  const tag = randomUUID().slice(0, 6);
  const lin = await makeHost(db, "Lin", tag);
  const max = await makeHost(db, "Max", tag);
  madeHosts.push(lin.id, max.id);
  const slug = `${name}-${tag}`;
  await makeType(db, slug, [lin, max], "round_robin");
  const [type] = await db
    .select({ id: meetingTypes.id })
    .from(meetingTypes)
    .where(eq(meetingTypes.slug, slug));
  madeTypes.push(type!.id);
  return { lin, max, slug, type: type! };
}

test.describe("admin per host", () => {
  test.afterAll(async ({ db }) => {
    // Leave the team as the other suites expect it: one host taking meetings.
    if (madeTypes.length > 0)
      await db.delete(bookings).where(inArray(bookings.meetingTypeId, madeTypes));
    if (madeTypes.length > 0)
      await db
        .update(meetingTypes)
        .set({ active: false })
        .where(inArray(meetingTypes.id, madeTypes));
    if (madeHosts.length > 0) {
      await db.delete(bookings).where(inArray(bookings.hostId, madeHosts));
      await db.update(hosts).set({ active: false }).where(inArray(hosts.id, madeHosts));
    }
    await db.delete(blockedSlots);
  });

  test("a super admin picks whose hours to change; a host changes only their own", async ({
    page,
    browser,
    db,
  }) => {
    await signInAsOwner(page);
    const ada = await hostFor(page, "Ada Byron");
    await page.goto("/admin/availability");
    const picker = page.getByRole("navigation", { name: "Whose schedule" });
    await picker.getByRole("link", { name: "Ada Byron" }).click();
    await expect(page.getByText("Showing the hours, breaks and blocked times of")).toContainText(
      "Ada Byron",
    );
    await expect(picker.getByRole("link", { name: "Ada Byron" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations(page);
    const tuesday = page.getByRole("form", { name: "Tuesday availability" });
    await tuesday.getByLabel("Start time").fill("11:00");
    await tuesday.getByRole("button", { name: "Save Tuesday" }).click();
    await expect(tuesday.getByRole("status")).toHaveText("Tuesday saved");
    const startOf = async (hostId: string) => {
      const [row] = await db
        .select({ start: availabilitySettings.startTime })
        .from(availabilitySettings)
        .where(
          and(eq(availabilitySettings.hostId, hostId), eq(availabilitySettings.dayOfWeek, TUESDAY)),
        );
      return row?.start.slice(0, 5);
    };
    expect(await startOf(ada.host.id)).toBe("11:00");
    const [first] = await db.select({ id: hosts.id }).from(hosts).orderBy(hosts.createdAt).limit(1);
    expect(await startOf(first!.id)).toBe("09:00");

    // A block for the whole team is a super admin's: it keeps no host in particular.
    const blocks = page.getByRole("form", { name: "Add a blocked time" });
    await blocks.getByLabel("Date").fill(nextWeekday(TUESDAY, 30));
    await blocks.getByRole("checkbox", { name: "Whole team" }).check();
    await blocks.getByRole("button", { name: "Add block" }).click();
    // The list entry, not the checkbox's own label: the block is saved once it is listed.
    const ahead = page.getByRole("list", { name: "Blocked times ahead" });
    await expect(ahead.getByRole("listitem").filter({ hasText: "Whole team" })).toBeVisible();
    expect(await db.select().from(blockedSlots).where(isNull(blockedSlots.hostId))).toHaveLength(1);

    // Ada, a plain admin, sees her own schedule only and may not change the first host's.
    const staff = await browserAs(browser, ada.email, ada.password);
    await staff.page.goto("/admin/availability");
    await expect(
      staff.page.getByText("Showing the hours, breaks and blocked times of"),
    ).toContainText("Ada Byron");
    await expect(staff.page.getByRole("navigation", { name: "Whose schedule" })).toHaveCount(0);
    await expect(staff.page.getByRole("checkbox", { name: "Whole team" })).toHaveCount(0);
    const body = { isAvailable: true, startTime: "08:00", endTime: "17:00", slotDuration: 60 };
    const refused = await adminApi(
      staff.page.request,
      "PUT",
      `/api/admin/hosts/${first!.id}/availability/2`,
      body,
    );
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      error: "You can change only your own schedule; a super admin can change anyone's",
    });
    const own = await adminApi(
      staff.page.request,
      "PUT",
      `/api/admin/hosts/${ada.host.id}/availability/2`,
      body,
    );
    expect(own.status(), await own.text()).toBe(200);
    expect(await startOf(ada.host.id)).toBe("08:00");
    expect(await startOf(first!.id)).toBe("09:00");
    await staff.context.close();
  });

  test("an admin who takes no meetings keeps the meeting types and reads no schedule", async ({
    page,
    browser,
  }) => {
    await signInAsOwner(page);
    const plain = await createAdmin(page);
    const staff = await browserAs(browser, plain.email, plain.password);
    const scheduleReads: string[] = [];
    staff.page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/admin/availability"))
        scheduleReads.push(request.url());
    });
    await staff.page.goto("/admin/availability");
    await expect(staff.page.getByText("You don't take meetings")).toBeVisible();
    const types = staff.page.getByRole("region", { name: "Meeting types" });
    await expect(types.getByText("Consultation").first()).toBeVisible();
    await expect(staff.page.getByRole("form", { name: "Tuesday availability" })).toHaveCount(0);
    await expectNoAxeViolations(staff.page);
    // The meeting types were read on the same mount a schedule read would have been made.
    expect(scheduleReads).toEqual([]);
    await staff.context.close();
  });

  test("a meeting type chooses its hosts; the Team tab and Insights count per host", async ({
    page,
    db,
  }) => {
    await signInAsOwner(page);
    const grace = await hostFor(page, "Grace Brewster");
    await page.goto("/admin/availability");
    const section = page.getByRole("region", { name: "Meeting types" });
    await section.getByRole("button", { name: "Add a meeting type" }).click();
    const form = section.getByRole("form", { name: "Add a meeting type" });
    await form.getByLabel("Name", { exact: true }).fill("Pair review");
    await form.getByLabel("Public slug").fill(`pair-review-${Date.now()}`);
    await form.getByLabel("Duration (minutes)").fill("30");
    const team = form.getByRole("group", { name: "Hosts" });
    await team.getByRole("checkbox", { name: "Grace Brewster" }).check();
    await form.getByRole("radio", { name: /Collective/ }).check();
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Add type" }).click();
    await expect(section.getByRole("button", { name: "Add a meeting type" })).toBeFocused();
    const [type] = await db.select().from(meetingTypes).where(eq(meetingTypes.name, "Pair review"));
    madeTypes.push(type!.id);
    expect(type!.assignment).toBe("collective");
    expect(type!.hostIds).toHaveLength(2);
    expect(type!.hostIds).toContain(grace.host.id);

    // Under way now: left to do this week whatever the hour the suite runs, midnight included.
    const started = new Date(Date.now() - 10 * 60_000);
    const londonClock = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", ...options }).format(started);
    const date = londonClock({ year: "numeric", month: "2-digit", day: "2-digit" });
    await insertBooking(db, {
      ...londonBooking({ date, time: "00:00", firstName: "Katherine", lastName: "Johnson" }),
      timeSlot: londonClock({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
      startsAt: started,
      endsAt: new Date(started.getTime() + 60 * 60_000),
      hostId: grace.host.id,
      meetingTypeId: type!.id,
    });
    // The first host's cancelled meeting that day: two hosts to set side by side in Insights.
    await insertBooking(db, {
      ...londonBooking({ date, time: "06:00", status: "cancelled" }),
      meetingTypeId: type!.id,
    });
    await page.goto("/admin/team");
    const row = page.getByRole("listitem", { name: "Grace Brewster" });
    await expect(row.getByText("This week: 1 meeting")).toBeVisible();
    await expect(
      row.getByRole("list", { name: "Grace Brewster's meetings this week" }),
    ).toContainText("Katherine Johnson (Pair review)");
    await page.goto(`/admin/insights?from=${date}&to=${date}`);
    const byHost = page.getByRole("table", { name: "By host" });
    await expect(byHost.getByRole("row", { name: /Grace Brewster/ })).toContainText("1");
  });

  test("staff reassign a meeting to a free host, and filter the list by host", async ({
    page,
    db,
  }) => {
    const { lin, max, slug } = await linAndMax(db, "handover");
    await signInAsOwner(page);
    const visitor = uniqueEmail("handover");
    const booked = await bookThroughApi(page.request, {
      email: visitor,
      type: slug,
      ...(await freeSlot(db)),
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id, hosts: given } = (await booked.json()) as { id: string; hosts: { name: string }[] };
    const [from, to] = given[0]?.name === lin.name ? [lin, max] : [max, lin];

    await page.goto(`/admin/bookings?q=${encodeURIComponent(visitor)}`);
    const card = page.getByRole("article", { name: "Booking of Mary Somerville" });
    await expect(card.getByText(from.name, { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Reassign the meeting of Mary Somerville" }).click();
    // No host chosen: the field says so and takes the focus; nothing is sent.
    await card.getByRole("button", { name: "Reassign", exact: true }).click();
    await expect(card.getByLabel("New host")).toBeFocused();
    await expect(card.getByLabel("New host")).toHaveAccessibleDescription(/Choose a host/);
    await card.getByLabel("New host").selectOption({ label: to.name });
    await card.getByRole("button", { name: "Reassign", exact: true }).click();
    await expect(card.getByRole("status").filter({ hasText: "Reassigned" })).toHaveText(
      `Reassigned to ${to.name}. Both hosts and Mary Somerville have been e-mailed.`,
    );
    await expect(card.getByText(to.name, { exact: true })).toBeVisible();
    const [row] = await db
      .select({ hostId: bookings.hostId })
      .from(bookings)
      .where(eq(bookings.id, id));
    expect(row!.hostId).toBe(to.id);
    await mailbox.waitFor(to.email, (m) => m.subject.length > 0);

    // The host filter: the meeting is the new host's now, no longer the old one's.
    const filters = page.getByRole("search", { name: "Filter bookings" });
    await filters.getByLabel("Host").selectOption({ label: from.name });
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`host=${from.id}`));
    await expect(card).toHaveCount(0);
    await page.goto(`/admin/bookings?q=${encodeURIComponent(visitor)}&host=${to.id}`);
    await expect(card).toBeVisible();
  });

  test("staff typing a round-robin time are told whose meeting it will be", async ({
    page,
    db,
  }) => {
    const { lin, max, slug, type } = await linAndMax(db, "evening");
    const date = nextWeekday(THURSDAY, 20);
    // Fairness alone would give the next meeting to Lin (one meeting against Max's two), but Lin
    // is busy at 19:30: the check must name Max, and the booking must go to him.
    const theirs = (time: string, hostId: string) =>
      insertBooking(db, { ...londonBooking({ date, time }), hostId, meetingTypeId: type.id });
    await theirs("19:30", lin.id);
    await theirs("10:00", max.id);
    await theirs("11:00", max.id);

    await signInAsOwner(page);
    await page.goto("/admin/bookings");
    await page.getByRole("button", { name: "New booking" }).click();
    const form = page.getByRole("form", { name: "New booking" });
    await form.getByLabel("Meeting type").selectOption({ label: slug });
    await form.getByLabel("Date").fill(date);
    await form.getByLabel("Any time, outside the opening hours").check();
    await form.getByLabel("Time", { exact: true }).fill("19:30");
    const notes = form.getByRole("status").filter({ hasText: "At 7:30 PM–8:30 PM:" });
    await expect(notes).toContainText(`With ${max.name}`);
    await expect(notes).toContainText("You can still choose it.");
    await expectNoAxeViolations(page);

    const email = uniqueEmail("evening-team");
    await form.getByLabel("First name").fill("Hedy");
    await form.getByLabel("Last name").fill("Lamarr");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Contact number").fill("+44 20 7946 0958");
    await form.getByRole("button", { name: "Book and e-mail the confirmation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Booked for" })).toContainText(
      "at 7:30 PM",
    );
    const [row] = await db
      .select({ hostId: bookings.hostId })
      .from(bookings)
      .where(eq(bookings.email, email));
    expect(row!.hostId).toBe(max.id);
  });
});
