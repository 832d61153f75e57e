// A person's data on the Privacy tab (ADR 0074): found by address, refused while a meeting is still
// to come, erased after a confirmation — and gone from the Bookings tab's search.
import { readFileSync } from "node:fs";
import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { eq } from "drizzle-orm";
import { RETENTION_MESSAGE } from "@/lib/schemas/privacy";
import {
  adminSettings,
  bookings,
  enquiries,
  rateLimitBuckets,
  webhookEndpoints,
} from "@/server/db/schema";
import { startWebhookReceiver } from "../support/webhook-receiver";
import {
  adminApi,
  insertBooking,
  londonBooking,
  nextWeekday,
  signInAsOwner,
  ZONE,
} from "./admin-helpers";
import { resetBooking } from "./booking-helpers";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";
import { freeSlot } from "./free-slot";

const daysAgo = (days: number) =>
  format(addDays(new TZDate(Date.now(), ZONE), -days), "yyyy-MM-dd");

test("a super admin finds a person's data and erases it, once nothing is still to come", async ({
  page,
  db,
}) => {
  const leaving = uniqueEmail("leaving");
  const coming = uniqueEmail("coming");
  await insertBooking(
    db,
    londonBooking({
      date: daysAgo(3),
      time: "10:00",
      email: leaving,
      status: "completed",
      notes: "Our pipeline",
    }),
  );
  await db
    .insert(enquiries)
    .values({ name: "Ada Leaving", email: leaving, message: "Please call" });
  const comingDate = nextWeekday(2);
  // admin-bookings books 11:00 on this Tuesday some weeks, and cancels it unless it failed first.
  await resetBooking(db, [comingDate]);
  await insertBooking(db, londonBooking({ date: comingDate, time: "11:00", email: coming }));

  await signInAsOwner(page);
  // The agency's CRM listens for erasures, to erase the person too.
  const crm = await startWebhookReceiver();
  const endpoint = await adminApi(page.request, "POST", "/api/admin/webhooks", {
    url: crm.url,
    events: ["person.erased"],
  });
  expect(endpoint.status(), await endpoint.text()).toBe(201);
  await page.goto("/admin/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  const form = page.getByRole("form", { name: "Find a person's data" });
  const field = form.getByLabel("E-mail address");
  await form.getByRole("button", { name: "Find" }).click();
  await expect(form.getByText("Enter the person's e-mail address").first()).toBeVisible();

  // Someone with a meeting still to come: told to cancel it first, nothing to press.
  await field.fill(coming);
  await form.getByRole("button", { name: "Find" }).click();
  const comingData = page.getByRole("region", { name: `Held about ${coming}` });
  await expect(comingData.getByText("1 booking they made")).toBeVisible();
  await expect(comingData.getByText(/^Still to come: /)).toBeVisible();
  await expect(comingData.getByRole("link", { name: "Bookings tab" })).toHaveAttribute(
    "href",
    `/admin/bookings?q=${encodeURIComponent(coming)}`,
  );
  await expect(comingData.getByRole("button", { name: "Erase all of it" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Someone whose meeting is over: erased after the confirmation.
  await field.fill(leaving.toUpperCase());
  await form.getByRole("button", { name: "Find" }).click();
  const held = page.getByRole("region", { name: `Held about ${leaving}` });
  await expect(held.getByRole("listitem")).toHaveText([
    "1 booking they made",
    "0 bookings as a guest",
    "1 enquiry",
  ]);
  // Their data as a file first, as a subject access request asks.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    held.getByRole("link", { name: "Download it as a file" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^person-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(file).toMatchObject({
    email: leaving,
    bookings: [{ email: leaving, notes: "Our pipeline", status: "completed" }],
    guestOf: [],
    enquiries: [{ name: "Ada Leaving", message: "Please call" }],
  });
  await held.getByRole("button", { name: "Erase all of it" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Erase ${leaving}?` });
  await expect(dialog).toContainText("This cannot be undone.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Erased" })).toHaveText(
    new RegExp(
      `^Erased ${leaving}: 1 booking, 0 guest places, 1 enquiry, \\d+ audit entr(y|ies), 0 webhook deliveries\\.$`,
    ),
  );
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(() => crm.received.map((r) => JSON.parse(r.body)), { timeout: 5_000 })
    .toEqual([expect.objectContaining({ type: "person.erased", data: { email: leaving } })]);
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.url, crm.url));
  await crm.close();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("");

  // Looked up again: nothing; and the Bookings tab no longer finds them.
  await field.fill(leaving);
  await form.getByRole("button", { name: "Find" }).click();
  await expect(
    page
      .getByRole("region", { name: `Held about ${leaving}` })
      .getByText("Nothing is held about this address."),
  ).toBeVisible();
  const search = await page.request.get(
    `/api/admin/bookings?view=past&q=${encodeURIComponent(leaving)}`,
  );
  expect((await search.json()).total).toBe(0);
});

test("an erasure refused by a meeting booked meanwhile shows it, and erases nothing", async ({
  page,
  db,
}) => {
  const late = uniqueEmail("late");
  await insertBooking(
    db,
    londonBooking({
      date: daysAgo(2),
      time: "09:00",
      email: late,
      firstName: "Grace",
      status: "completed",
    }),
  );
  await signInAsOwner(page);
  await page.goto("/admin/privacy");
  const form = page.getByRole("form", { name: "Find a person's data" });
  const field = form.getByLabel("E-mail address");
  await field.fill(late);
  await form.getByRole("button", { name: "Find" }).click();
  const held = page.getByRole("region", { name: `Held about ${late}` });
  await held.getByRole("button", { name: "Erase all of it" }).click();
  // Between the look-up and the confirmation, they book again.
  // (At a time nobody holds: other suites leave meetings in the window.)
  await insertBooking(db, londonBooking({ ...(await freeSlot(db)), email: late }));
  await page.getByRole("alertdialog").getByRole("button", { name: "Erase for good" }).click();
  // (Next's route announcer is an empty alert of its own.)
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    "They have a meeting still to come: cancel it on the Bookings tab first, then erase.",
  );
  // What is held is read again: the meeting to come shows, and there is nothing to press.
  await expect(held.getByText(/^Still to come: /)).toBeVisible();
  await expect(held.getByRole("listitem").first()).toHaveText("2 bookings they made");
  await expect(held.getByRole("button", { name: "Erase all of it" })).toHaveCount(0);
  await expect(field).toBeFocused();
  const kept = await db.select().from(bookings).where(eq(bookings.email, late));
  expect(kept.map((b) => b.firstName).sort()).toEqual(["Grace", "Test"]);
});

test.describe("the retention period", () => {
  // The period is the whole site's: it is lifted again whatever the test did.
  test.afterEach(async ({ db }) => {
    await db.update(adminSettings).set({ retentionMonths: null });
  });

  test("a super admin sets how long details are kept, and erases what is past it now", async ({
    page,
    db,
  }) => {
    // Eleven years ago: no other suite writes anything that old, so these are all that is due.
    const ancient = uniqueEmail("ancient");
    const old = await insertBooking(
      db,
      londonBooking({ date: daysAgo(4_020), time: "10:00", email: ancient, status: "completed" }),
    );
    await db.insert(enquiries).values({
      name: "Ada Ancient",
      email: ancient,
      message: "Long ago",
      createdAt: new Date(Date.now() - 4_020 * 86_400_000),
    });
    // Today's daily run is taken, so the server's own round cannot erase them first.
    await db
      .insert(rateLimitBuckets)
      .values({ key: "retention:daily", count: 1, windowStartedAt: new Date() })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: { count: 1, windowStartedAt: new Date() },
      });

    await signInAsOwner(page);
    await page.goto("/admin/privacy");
    const form = page.getByRole("form", { name: "Keep people's details" });
    const field = form.getByLabel("Months to keep them");
    await expect(field).toHaveValue("");
    await field.fill("0");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText(RETENTION_MESSAGE).first()).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.fill("120");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByText("Saved: details are erased 120 months after the meeting or enquiry."),
    ).toBeVisible();
    await expect(
      page.getByText("Past 120 months now: 1 booking and 1 enquiry. The daily run erases them."),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Erase them now" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Erase 1 booking and 1 enquiry?" });
    await dialog.getByRole("button", { name: "Erase for good" }).click();
    await expect(page.getByText(/^Erased 1 booking and 1 enquiry, /)).toBeVisible();
    await expect(page.getByText("Nothing is past 120 months now.")).toBeVisible();
    await expect(field).toBeFocused();
    const [erased] = await db.select().from(bookings).where(eq(bookings.id, old.id));
    expect(erased).toMatchObject({ firstName: "Erased", email: "erased@erased.invalid" });
    expect(await db.$count(enquiries, eq(enquiries.email, ancient))).toBe(0);

    // Read again, the page shows the period saved; emptied, everything is kept.
    await page.reload();
    await expect(field).toHaveValue("120");
    await field.fill("");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved: people's details are kept.")).toBeVisible();
    await expect(page.getByText(/now\.$/)).toHaveCount(0);
    const [settings] = await db.select().from(adminSettings);
    expect(settings?.retentionMonths).toBeNull();
  });
});
