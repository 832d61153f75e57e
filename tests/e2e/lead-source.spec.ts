import { eq } from "drizzle-orm";
import { contactPage } from "@/content/pages";
import { bookings, enquiries } from "@/server/db/schema";
import { signInAsOwner } from "./admin-helpers";
import {
  bookThroughApi,
  chooseDate,
  fillContact,
  resetBooking,
  slotButton,
  weekdayAhead,
} from "./booking-helpers";
import { appUrl } from "./config";
import { expect, expectNoAxeViolations, mailbox, test, uniqueEmail } from "./fixtures";

// Where a lead came from (ADR 0069): the campaign of the link a visitor arrived by, the site that
// sent them and the page they landed on travel with their booking or enquiry to staff.

test.describe("Lead sources", () => {
  test("a booking made after browsing keeps the campaign the visitor arrived by", async ({
    page,
    db,
  }) => {
    const date = weekdayAhead(15);
    await resetBooking(db, [date]);
    const email = uniqueEmail("campaign");
    await page.goto("/services?utm_source=newsletter&utm_medium=email&utm_campaign=autumn", {
      referer: "https://mail.example.org/inbox/42?q=agency",
    });
    // A marketing page's link loads a new document (ADR 0082): the link tells the next page the
    // landing address and the referrer, which leaves them out of the address it shows…
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
    // …and hands them on from there: the booking page is told the visit's, not /about's, and
    // (served without Next's runtime too, ADR 0083) takes them out of the address it shows.
    await page.getByRole("contentinfo").getByRole("link", { name: "Book a Meeting" }).click();
    await expect(page).toHaveURL(/\/book$/);
    const loadedFrom = await page.evaluate(
      () => performance.getEntriesByType("navigation")[0]?.name ?? "",
    );
    expect(loadedFrom).toBe(
      `${appUrl}/book?utm_source=newsletter&utm_medium=email&utm_campaign=autumn` +
        "&lead_referrer=mail.example.org&lead_landing=%2Fservices",
    );
    await chooseDate(page, date);
    await slotButton(page, "2:00 PM", date).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await fillContact(page, {
      firstName: "Lise",
      lastName: "Meitner",
      email,
      contactNumber: "+44 20 7946 0958",
    });
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("dialog", { name: "Your meeting is booked" })).toBeVisible();
    const [row] = await db.select().from(bookings).where(eq(bookings.email, email));
    expect(row?.leadSource).toEqual({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "autumn",
      referrer: "mail.example.org",
      landingPage: "/services",
    });

    await signInAsOwner(page);
    await page.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
    const card = page.getByRole("article", { name: "Booking of Lise Meitner" });
    await expect(card.getByRole("definition").filter({ hasText: "newsletter" })).toHaveText(
      "newsletter / email · campaign autumn · from mail.example.org · landed on /services",
    );
    await page.goto("/admin/insights");
    const sources = page.getByRole("table", { name: "Where new leads came from" });
    await expect(sources.getByRole("rowheader", { name: "newsletter" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an enquiry keeps the page its sender landed on and the campaign", async ({ page, db }) => {
    const email = uniqueEmail("enquiry-source");
    await page.goto("/contact?utm_source=linkedin&utm_campaign=hotels");
    const form = page.getByRole("region", { name: contactPage.formHeading });
    await form.getByLabel("Name").fill("Ada Yonath");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Message").fill("We would like an AI concierge for our hotel group.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: contactPage.success.heading })).toBeVisible();
    const [row] = await db.select().from(enquiries).where(eq(enquiries.email, email));
    expect(row?.leadSource).toEqual({
      utmSource: "linkedin",
      utmCampaign: "hotels",
      landingPage: "/contact",
    });
    const notice = await mailbox.waitFor("staff@agency.test", (m) => m.text.includes(email));
    expect(notice.text).toMatch(/Came from: +linkedin · campaign hotels · landed on \/contact/);
    await signInAsOwner(page);
    await page.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`);
    const card = page.getByRole("article", { name: "Enquiry from Ada Yonath" });
    await expect(card.getByRole("definition").filter({ hasText: "linkedin" })).toHaveText(
      "linkedin · campaign hotels · landed on /contact",
    );
  });

  test("the booking API takes a source, and names a wrong one", async ({ request, db }) => {
    const date = weekdayAhead(15);
    await resetBooking(db, [date]);
    const email = uniqueEmail("api-source");
    const wrong = await bookThroughApi(request, {
      email,
      date,
      time: "10:00",
      source: { referrer: "https://www.google.com/search?q=agency" },
    });
    expect(wrong.status()).toBe(422);
    expect((await wrong.json()).fields).toEqual({
      "source.referrer": "The referring site must be a host name, like www.google.com",
    });
    const booked = await bookThroughApi(request, {
      email,
      date,
      time: "10:00",
      source: { utmSource: "partner-site", landingPage: "/pricing" },
    });
    expect(booked.status()).toBe(201);
    const [row] = await db.select().from(bookings).where(eq(bookings.email, email));
    expect(row?.leadSource).toEqual({ utmSource: "partner-site", landingPage: "/pricing" });
  });
});
