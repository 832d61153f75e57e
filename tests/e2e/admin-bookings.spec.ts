import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db";
import { bookings, enquiries, meetingTypes, scheduledJobs } from "@/server/db/schema";
import { csvRecords, NOTHING_MORE_RECORDED } from "../support/csv";
import {
  insertBooking,
  londonBooking,
  nextWeekday,
  pageAllowingStatuses,
  signInAsOwner,
  slotTimes,
} from "./admin-helpers";
import { chooseDate, slotButton } from "./booking-helpers";
import { expect, expectNoAxeViolations, mailbox, test, uniqueEmail } from "./fixtures";

const SMTP_REFUSED = "connect ECONNREFUSED 10.0.0.25:587";

/**
 * A mail the queue gave up on (five failed attempts), then the signed-in Bookings tab's notice and
 * the list item naming `who`.
 */
async function openUndeliveredMail(
  page: Page,
  db: Database,
  job: { kind: string; bookingId?: string; enquiryId?: string },
  who: string,
) {
  await db.insert(scheduledJobs).values({
    ...job,
    runAt: new Date(),
    status: "failed",
    attempts: 5,
    lastError: SMTP_REFUSED,
  });
  await signInAsOwner(page);
  await page.goto("/admin/bookings");
  const notice = page.getByRole("region", { name: /e-mails? could not be sent$/ });
  return { notice, item: notice.getByRole("listitem").filter({ hasText: who }) };
}

test.describe("admin bookings", () => {
  test("a row shows the visitor's details, both zones and a WhatsApp chat link", async ({
    page,
    db,
  }) => {
    const date = nextWeekday(3, 8);
    const surname = `Row${Date.now()}`;
    await insertBooking(
      db,
      londonBooking({
        date,
        time: "14:00",
        firstName: "Grace",
        lastName: surname,
        contactType: "whatsapp",
        contactNumber: "+44 7700 900123",
        website: "grace.example.com",
        notes: "Interested in a chatbot",
        timezone: "America/New_York",
      }),
    );
    await signInAsOwner(page);
    await page.goto(`/admin/bookings?q=${surname}`);
    const card = page.getByRole("article", { name: `Booking of Grace ${surname}` });
    await expect(card).toBeVisible();
    await expect(card.getByText("confirmed", { exact: true })).toBeVisible();
    await expect(card.getByText(/2:00 PM – 3:00 PM (GMT|BST)/)).toBeVisible();
    await expect(card.getByText(/9:00 AM – 10:00 AM GMT-[45]/)).toBeVisible();
    await expect(card.getByRole("link", { name: /\+44 7700 900123/ })).toHaveAttribute(
      "href",
      "https://wa.me/447700900123",
    );
    await expect(card.getByRole("link", { name: "grace.example.com" })).toHaveAttribute(
      "href",
      "https://grace.example.com/",
    );
    await expect(card.getByText("Interested in a chatbot")).toBeVisible();
  });

  test("a confirmation every retry failed for is shown, and Send again delivers it", async ({
    page,
    db,
  }) => {
    const visitor = uniqueEmail("undelivered");
    const surname = `Outage${Date.now()}`;
    const booking = await insertBooking(
      db,
      londonBooking({
        date: nextWeekday(4, 10),
        time: "10:00",
        firstName: "Ida",
        lastName: surname,
        email: visitor,
      }),
    );
    const { notice, item } = await openUndeliveredMail(
      page,
      db,
      { kind: "booking.confirmation", bookingId: booking.id },
      surname,
    );
    await expect(item).toContainText(
      `Booking confirmation to the visitor: Ida ${surname} (${visitor})`,
    );
    await expect(item).toContainText(`5 attempts · last error: ${SMTP_REFUSED}`);
    await expectNoAxeViolations(page);

    await item.getByRole("button", { name: /^Send again/ }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: `Booking confirmation to the visitor (Ida ${surname}) sent.` }),
    ).toBeVisible();
    await expect(notice.getByRole("listitem").filter({ hasText: surname })).toHaveCount(0);
    const mail = await mailbox.waitFor(visitor, (m) =>
      m.subject.startsWith("Your meeting is booked"),
    );
    expect(mail.text).toMatch(/\/booking\/[A-Za-z0-9_-]{43}/);
  });

  test("a contact-form notice every retry failed for is shown beside them, and Send again delivers it", async ({
    page,
    db,
  }) => {
    const sender = uniqueEmail("enquirer");
    const name = `Enquirer ${Date.now()}`;
    const [enquiry] = await db
      .insert(enquiries)
      .values({ name, email: sender, message: "Do you automate villa check-ins?" })
      .returning({ id: enquiries.id });
    const { notice, item } = await openUndeliveredMail(
      page,
      db,
      { kind: "enquiry.notification", enquiryId: enquiry!.id },
      name,
    );
    await expect(item).toContainText(`New-enquiry notice to staff: ${name} (${sender})`);
    await expect(item).toContainText(
      `Contact-form enquiry · 5 attempts · last error: ${SMTP_REFUSED}`,
    );
    await expectNoAxeViolations(page);

    await item.getByRole("button", { name: /^Send again/ }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `New-enquiry notice to staff (${name}) sent.` }),
    ).toBeVisible();
    await expect(notice.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
    const mail = await mailbox.waitFor("staff@agency.test", (m) => m.text.includes(sender));
    expect(mail.text).toContain(`Reference: ${enquiry!.id}`);
  });

  test("cancel asks first, then cancels, mails the visitor and frees the slot", async ({
    page,
    db,
  }) => {
    const date = nextWeekday(2, 9);
    const visitor = uniqueEmail("cancel-me");
    const booking = await insertBooking(
      db,
      londonBooking({
        date,
        time: "11:00",
        firstName: "Alan",
        lastName: "Turing",
        email: visitor,
      }),
    );
    expect(await slotTimes(page.request, date)).not.toContain("11:00");

    await signInAsOwner(page);
    await page.goto(`/admin/bookings?q=${encodeURIComponent(visitor)}`);
    const card = page.getByRole("article", { name: "Booking of Alan Turing" });
    await card.getByRole("button", { name: "Cancel booking of Alan Turing" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel this booking?" });
    await expect(dialog).toContainText(visitor);
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(dialog).toBeHidden();
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.status).toBe("confirmed");

    await card.getByRole("button", { name: "Cancel booking of Alan Turing" }).click();
    // An optional reason, sent to the visitor; what was typed before "Keep it" is gone.
    const reason = dialog.getByLabel("Reason for cancelling (optional)");
    await expect(reason).toHaveValue("");
    await reason.fill("Our consultant is ill; we will call you.");
    await expect(dialog).toContainText(`Sent to ${visitor} in the cancellation e-mail. 40 / 500`);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Booking of Alan Turing cancelled" }),
    ).toBeVisible();
    // The button that opened the dialog is gone: focus lands on the list's heading, not the page.
    await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeFocused();
    // Cancelled bookings leave Upcoming and show under Past/Cancelled with their badge.
    await expect(page.getByText("No bookings match these filters")).toBeVisible();
    await page.getByRole("link", { name: "Past/Cancelled" }).click();
    const cancelledCard = page.getByRole("article", { name: "Booking of Alan Turing" });
    await expect(cancelledCard.getByText("cancelled", { exact: true })).toBeVisible();
    await expect(cancelledCard.getByText("Our consultant is ill; we will call you.")).toBeVisible();

    const mail = await mailbox.waitFor(visitor, (m) => /cancel/i.test(m.subject));
    expect(mail.text).toMatch(/cancel/i);
    expect(mail.text).toMatch(/\nReason: +Our consultant is ill; we will call you\./);
    expect(await slotTimes(page.request, date)).toContain("11:00");
    await page.goto("/book");
    await chooseDate(page, date);
    await expect(slotButton(page, "11:00 AM", date)).toBeVisible();
  });

  test("a cancel that fails keeps the question open with the reason typed, and can be retried", async ({
    browser,
    db,
  }) => {
    const { context, page, unexpected } = await pageAllowingStatuses(browser, [503]);
    const visitor = uniqueEmail("cancel-retry");
    await insertBooking(
      db,
      londonBooking({
        date: nextWeekday(4, 44),
        time: "16:00",
        firstName: "Grace",
        lastName: "Hopper",
        email: visitor,
      }),
    );
    await signInAsOwner(page);
    await page.goto(`/admin/bookings?q=${encodeURIComponent(visitor)}`);
    let failing = true;
    await page.route("**/api/admin/bookings/*/cancel", (route) =>
      failing
        ? route.fulfill({ status: 503, json: { error: "The database is not answering" } })
        : route.continue(),
    );
    const card = page.getByRole("article", { name: "Booking of Grace Hopper" });
    await card.getByRole("button", { name: "Cancel booking of Grace Hopper" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel this booking?" });
    await dialog.getByLabel("Reason for cancelling (optional)").fill("The room is flooded.");
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("The database is not answering");
    await expect(dialog.getByLabel("Reason for cancelling (optional)")).toHaveValue(
      "The room is flooded.",
    );
    await expectNoAxeViolations(page);

    failing = false;
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expect(dialog).toBeHidden();
    const mail = await mailbox.waitFor(visitor, (m) => /cancel/i.test(m.subject));
    expect(mail.text).toMatch(/\nReason: +The room is flooded\./);
    expect(unexpected).toEqual([]);
    await context.close();
  });

  test("staff add a meeting link; the visitor is e-mailed it with an updated invitation", async ({
    page,
    db,
  }) => {
    const visitor = uniqueEmail("link-me");
    const link = `https://meet.example.com/${Date.now()}`;
    // A date and time no other e2e test books (they share one database).
    await insertBooking(
      db,
      londonBooking({
        date: nextWeekday(3, 50),
        time: "06:45",
        firstName: "Grace",
        lastName: "Hopper",
        email: visitor,
      }),
    );
    await signInAsOwner(page);
    await page.goto(`/admin/bookings?q=${encodeURIComponent(visitor)}`);
    const card = page.getByRole("article", { name: "Booking of Grace Hopper" });
    await expect(card.getByText("None yet — the visitor was told it will follow")).toBeVisible();

    await card.getByRole("button", { name: "Add meeting link for Grace Hopper" }).click();
    const field = card.getByRole("textbox", { name: "Meeting link" });
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);
    await field.fill("meet.example.com/grace");
    await card.getByRole("button", { name: "Save and e-mail link" }).click();
    // Said once, under the field, which takes the focus so the message is read with it.
    await expect(card.getByText("Enter the full link, starting with https://")).toHaveCount(1);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();

    await field.fill(link);
    await card.getByRole("button", { name: "Save and e-mail link" }).click();
    await expect(
      card
        .getByRole("status")
        .filter({ hasText: `Meeting link saved. ${visitor} has been e-mailed it` }),
    ).toBeVisible();
    await expect(
      card.getByRole("button", { name: "Change meeting link for Grace Hopper" }),
    ).toBeFocused();
    await expect(card.getByRole("link", { name: link })).toHaveAttribute("href", link);

    const mail = await mailbox.waitFor(visitor, (m) => m.subject.startsWith("Meeting link"));
    expect(mail.text).toContain(link);
    const ics = mail.attachments.find((a) => a.filename === "invite.ics")?.content ?? "";
    // Unfolded (RFC 5545 §3.1); the capture server hands the text over with bare LF line ends.
    const lines = ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
    expect(lines).toEqual(
      expect.arrayContaining(["METHOD:REQUEST", "SEQUENCE:1", `LOCATION:${link}`]),
    );
  });

  test("a confirmed meeting that has ended shows as completed under Past/Cancelled", async ({
    page,
    db,
  }) => {
    const surname = `Done${Date.now()}`;
    await insertBooking(
      db,
      londonBooking({
        date: "2024-03-06",
        time: "10:00",
        firstName: "Ada",
        lastName: surname,
      }),
    );
    await signInAsOwner(page);
    await page.goto(`/admin/bookings?view=past&q=${surname}`);
    const card = page.getByRole("article", { name: `Booking of Ada ${surname}` });
    await expect(card.getByText("completed", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /Cancel booking/ })).toHaveCount(0);
    await page.goto(`/admin/bookings?q=${surname}`);
    await expect(page.getByText("No bookings match these filters")).toBeVisible();
  });

  test("staff mark a past meeting as a no-show, and take it back", async ({ page, db }) => {
    const surname = `Absent${Date.now()}`;
    const booking = await insertBooking(
      db,
      londonBooking({ date: "2024-03-07", time: "10:00", firstName: "Ada", lastName: surname }),
    );
    await signInAsOwner(page);
    await page.goto(`/admin/bookings?view=past&q=${surname}`);
    const card = page.getByRole("article", { name: `Booking of Ada ${surname}` });
    await card.getByRole("button", { name: `Mark as no-show for Ada ${surname}` }).click();
    await expect(card.getByRole("status").filter({ hasText: "no-show" })).toHaveText(
      "Marked as a no-show.",
    );
    await expect(card.getByText("no-show", { exact: true })).toBeVisible();
    const undo = card.getByRole("button", { name: `Not a no-show for Ada ${surname}` });
    await expect(undo).toBeFocused();
    await expectNoAxeViolations(page);
    const [marked] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(marked?.noShowAt).not.toBeNull();
    await undo.click();
    await expect(card.getByText("no-show", { exact: true })).toHaveCount(0);
    await expect(
      card.getByRole("button", { name: `Mark as no-show for Ada ${surname}` }),
    ).toBeFocused();
  });

  test("search, status and date filters live in the URL; long lists page", async ({ page, db }) => {
    const tag = `Filter${Date.now()}`;
    const early = nextWeekday(1, 14);
    const late = nextWeekday(4, 18);
    for (let i = 0; i < 22; i++)
      await insertBooking(
        db,
        londonBooking({
          date: early,
          time: "09:00",
          minutes: 15,
          firstName: `P${String(i).padStart(2, "0")}`,
          lastName: tag,
          status: "cancelled",
        }),
      );
    await insertBooking(
      db,
      londonBooking({ date: late, time: "10:00", firstName: "Late", lastName: tag }),
    );

    await signInAsOwner(page);
    await page.goto("/admin/bookings");
    const search = page.getByRole("search", { name: "Filter bookings" });
    await search.getByLabel("Search name, e-mail, notes or answers").fill(tag);
    await search.getByLabel("From date").fill(late);
    await search.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag}.*from=${late}`));
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article", { name: `Booking of Late ${tag}` })).toBeVisible();

    // Past/Cancelled, status cancelled: 22 rows over two pages of 20.
    await page.goto(`/admin/bookings?view=past&q=${tag}&status=cancelled`);
    await expect(page.getByText("22 bookings")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(20);
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole("article")).toHaveCount(2);

    // A bad range is refused on the page before any request.
    await search.getByLabel("From date").fill(late);
    await search.getByLabel("To date").fill(early);
    await search.getByRole("button", { name: "Apply" }).click();
    await expect(search.getByText("To date must be on or after the from date")).toBeVisible();
  });

  test("cancelling the only booking on the last page goes back to the last page with rows", async ({
    page,
    db,
  }) => {
    const tag = `Paging${Date.now()}`;
    // A Sunday (off by default), so no offered slot changes; 21 quarter-hours from 08:00.
    const sunday = nextWeekday(0, 40);
    for (let i = 0; i < 21; i++)
      await insertBooking(
        db,
        londonBooking({
          date: sunday,
          time: `${String(8 + Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15).padStart(2, "0")}`,
          minutes: 15,
          firstName: `Q${String(i).padStart(2, "0")}`,
          lastName: tag,
        }),
      );
    try {
      await signInAsOwner(page);
      await page.goto(`/admin/bookings?q=${tag}&page=2`);
      await expect(page.getByText("Page 2 of 2")).toBeVisible();
      const last = page.getByRole("article", { name: `Booking of Q20 ${tag}` });
      await last.getByRole("button", { name: `Cancel booking of Q20 ${tag}` }).click();
      await page
        .getByRole("alertdialog", { name: "Cancel this booking?" })
        .getByRole("button", { name: "Cancel booking" })
        .click();
      await expect(
        page.getByRole("status").filter({ hasText: `Booking of Q20 ${tag} cancelled` }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?view=upcoming&q=${tag}$`));
      await expect(page.getByText("20 bookings")).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(20);
      await expect(page.getByText("No bookings match these filters")).toHaveCount(0);

      // An old link past the end lands on the last page with rows too.
      await page.goto(`/admin/bookings?view=past&q=${tag}&page=5`);
      await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?view=past&q=${tag}$`));
      await expect(page.getByRole("article", { name: `Booking of Q20 ${tag}` })).toBeVisible();
    } finally {
      await db.delete(bookings).where(eq(bookings.lastName, tag));
    }
  });

  test("the status filter offers what the view can list; its errors go with a new view or Clear", async ({
    page,
  }) => {
    await signInAsOwner(page);
    await page.goto("/admin/bookings");
    const search = page.getByRole("search", { name: "Filter bookings" });
    const status = search.getByLabel("Status");
    await expect(status.getByRole("option")).toHaveText(["Any status", "confirmed"]);

    // A bad range, then another view: the error does not follow.
    await search.getByLabel("From date").fill("2031-01-10");
    await search.getByLabel("To date").fill("2031-01-01");
    await search.getByRole("button", { name: "Apply" }).click();
    const rangeError = search.getByText("To date must be on or after the from date");
    await expect(rangeError).toBeVisible();
    await page.getByRole("link", { name: "Past/Cancelled" }).click();
    await expect(page).toHaveURL(/view=past/);
    await expect(status.getByRole("option")).toHaveText(["Any status", "cancelled", "completed"]);
    await expect(rangeError).toHaveCount(0);

    // Clear drops the error and the typed values.
    await search.getByLabel("From date").fill("2031-01-10");
    await search.getByLabel("To date").fill("2031-01-01");
    await search.getByRole("button", { name: "Apply" }).click();
    await expect(rangeError).toBeVisible();
    await search.getByRole("button", { name: "Clear" }).click();
    await expect(rangeError).toHaveCount(0);
    await expect(search.getByLabel("To date")).toHaveValue("");

    // A status the other view cannot list is not carried over to it.
    await status.selectOption("cancelled");
    await search.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/view=past&status=cancelled/);
    await page.getByRole("link", { name: "Upcoming" }).click();
    await expect(page).toHaveURL(/view=upcoming$/);
    await expect(status).toHaveValue("");
  });

  test("with several meeting types, the list filters by type, kept in the URL and the export", async ({
    page,
    db,
  }) => {
    const tag = `Typed${Date.now()}`;
    const date = nextWeekday(4, 12);
    // Switched off: /book keeps its one-type flow for the other suites while this one runs.
    const [strategy] = await db
      .insert(meetingTypes)
      .values({
        name: "Strategy session",
        slug: `strategy-${Date.now()}`,
        durationMinutes: 45,
        active: false,
      })
      .returning();
    try {
      // At times no other suite books (written straight to the table, outside opening hours).
      await insertBooking(
        db,
        londonBooking({ date, time: "06:10", minutes: 20, firstName: "Plain", lastName: tag }),
      );
      await insertBooking(db, {
        ...londonBooking({ date, time: "06:40", minutes: 20, firstName: "Chosen", lastName: tag }),
        meetingTypeId: strategy!.id,
      });
      await signInAsOwner(page);
      await page.goto(`/admin/bookings?q=${tag}`);
      const search = page.getByRole("search", { name: "Filter bookings" });
      await expect(page.getByRole("article", { name: new RegExp(tag) })).toHaveCount(2);
      await search.getByLabel("Meeting type").selectOption(strategy!.slug);
      await search.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(new RegExp(`q=${tag}&type=${strategy!.slug}`));
      await expect(page.getByRole("article", { name: new RegExp(tag) })).toHaveCount(1);
      await expect(page.getByRole("article", { name: `Booking of Chosen ${tag}` })).toBeVisible();
      await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
        "href",
        new RegExp(`type=${strategy!.slug}`),
      );
      await expectNoAxeViolations(page);
      // Reloaded, the form shows the filter it applied.
      await page.reload();
      await expect(search.getByLabel("Meeting type")).toHaveValue(strategy!.slug);
    } finally {
      await db.delete(bookings).where(eq(bookings.lastName, tag));
      await db.delete(meetingTypes).where(eq(meetingTypes.id, strategy!.id));
    }
  });

  test("the CSV export has a BOM, the filtered rows, the spec's and UTC columns, safe cells", async ({
    page,
    db,
  }) => {
    const tag = `Csv${Date.now()}`;
    const date = nextWeekday(5, 10);
    const exported = londonBooking({
      date,
      time: "15:00",
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: tag,
      notes: "@SUM(A1:A2), and more",
    });
    await insertBooking(db, exported);
    await insertBooking(
      db,
      londonBooking({ date, time: "16:00", firstName: "Other", lastName: "Unrelated" }),
    );
    await signInAsOwner(page);
    await page.goto(`/admin/bookings?q=${tag}`);
    await expect(page.getByRole("article")).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bookings-upcoming-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "id,first_name,last_name,email,website,contact_type,contact_number,booking_date,time_slot,notes,timezone,timezone_offset,status,google_meet_link,starts_at_utc,ends_at_utc,cancellation_reason,meeting_type,meeting_type_name,answers,guests,no_show,utm_source,utm_medium,utm_campaign,referrer,landing_page,staff_notes,ai_assistant,hosts",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",${tag},`);
    expect(lines[1]).toContain(
      `,phone,'+44 20 7946 0958,${date},15:00,"'@SUM(A1:A2), and more",America/New_York,300,confirmed,`,
    );
    // Start and end in UTC (ISO 8601) after the spec's columns, no cancellation reason, the type,
    // no answers, no guests, not a no-show, no source recorded (inserted by the test), no staff
    // notes.
    expect(csvRecords(csv)[0]).toMatchObject({
      starts_at_utc: exported.startsAt.toISOString(),
      ends_at_utc: exported.endsAt.toISOString(),
      cancellation_reason: "",
      meeting_type: "consultation",
      meeting_type_name: "Consultation",
      ...NOTHING_MORE_RECORDED,
    });
  });

  test("the list shows its empty and error states, and recovers", async ({ browser }) => {
    const { context, page, unexpected } = await pageAllowingStatuses(browser, [503]);
    await signInAsOwner(page);
    let answer: "none at all" | "none here" | "error" = "none at all";
    await page.route("**/api/admin/bookings?*", (route) =>
      answer === "error"
        ? route.fulfill({ status: 503, json: { error: "The database is not answering" } })
        : route.fulfill({
            json: {
              rows: [],
              total: 0,
              page: 1,
              pageSize: 20,
              pageCount: 1,
              anyBookings: answer === "none here",
            },
          }),
    );
    await page.goto("/admin/bookings");
    await expect(page.getByText("No bookings yet")).toBeVisible();
    answer = "error";
    await page.getByRole("link", { name: "Past/Cancelled" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "The database is not answering" });
    await expect(alert).toBeVisible();
    answer = "none at all";
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("No bookings yet")).toBeVisible();

    // Bookings elsewhere: each view says what it lacks instead of "No bookings yet".
    answer = "none here";
    await page.getByRole("link", { name: "Upcoming" }).click();
    await expect(page.getByText("No upcoming bookings")).toBeVisible();
    await page.getByRole("link", { name: "Past/Cancelled" }).click();
    await expect(page.getByText("No past or cancelled bookings")).toBeVisible();
    await expect(page.getByText("No bookings yet")).toHaveCount(0);
    expect(unexpected).toEqual([]);
    await context.close();
  });
});
