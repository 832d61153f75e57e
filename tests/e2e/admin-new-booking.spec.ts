import { eq } from "drizzle-orm";
import { dayOfWeek, weekdayName } from "@/lib/time/calendar-date";
import { auditLog, bookings, enquiries } from "@/server/db/schema";
import { insertBooking, londonBooking, signInAsOwner } from "./admin-helpers";
import { resetBooking, weekdayAhead } from "./booking-helpers";
import { expect, expectNoAxeViolations, mailbox, test, uniqueEmail } from "./fixtures";

// Staff book a meeting for someone (ADR 0063): a lead on the phone gets the same booking, mails
// and manage link as one made on /book, from the Bookings tab.

test.describe("New booking by staff", () => {
  // The meetings these tests book are cancelled after each: another suite's booking at the same
  // time on the same day (they meet on some weekdays of the run) would be refused as taken.
  test.afterEach(async ({ db }) => {
    await resetBooking(db, [weekdayAhead(10), weekdayAhead(11)]);
  });

  test("staff book a lead in from the Bookings tab; the lead gets the confirmation", async ({
    page,
    db,
  }) => {
    const date = weekdayAhead(10);
    await resetBooking(db, [date]);
    const email = uniqueEmail("phoned");
    await signInAsOwner(page);
    await page.goto("/admin/bookings");
    const open = page.getByRole("button", { name: "New booking" });
    await open.click();
    const form = page.getByRole("form", { name: "New booking" });
    await expect(form.getByLabel("Date")).toBeFocused();
    await expect(form.getByLabel("Meeting type")).toHaveValue("consultation");
    const time = form.getByLabel("Time", { exact: true });
    await expect(time).toBeDisabled();
    await form.getByLabel("Date").fill(date);
    await expect(time.getByRole("option", { name: "2:00 PM", exact: true })).toHaveCount(1);
    await time.selectOption({ label: "2:00 PM" });

    // Checked with the server's schema: each field names its problem.
    await form.getByLabel("Guests (optional)").fill("colleague@");
    const zone = form.getByLabel("Their time zone");
    await expect(zone).toHaveValue("Europe/London");
    await zone.fill("Mars/Olympus");
    await form.getByRole("button", { name: "Book and e-mail the confirmation" }).click();
    await expect(zone).toHaveAccessibleDescription(
      /Must be an IANA time zone name, e\.g\. Europe\/London$/,
    );
    await expect(form.getByLabel("First name")).toHaveAccessibleDescription(
      "First name is required",
    );
    await expect(form.getByLabel("Guests (optional)")).toHaveAccessibleDescription(
      /“colleague@” is not a valid e-mail address$/,
    );
    await expectNoAxeViolations(page);

    await form.getByLabel("First name").fill("Grace");
    await form.getByLabel("Last name").fill("Hopper");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Reach by").selectOption({ label: "WhatsApp" });
    await form.getByLabel("Contact number").fill("+44 20 7946 0958");
    await form.getByLabel("Guests (optional)").fill("");
    await zone.fill("america/new_york");
    await form.getByLabel("Notes (optional)").fill("Phoned about WhatsApp automation");
    // Taken meanwhile (by a visitor on /book): refused, and the list no longer offers it.
    const taken = await insertBooking(db, londonBooking({ date, time: "14:00" }));
    await form.getByRole("button", { name: "Book and e-mail the confirmation" }).click();
    await expect(form.getByRole("alert")).toHaveText("Selected time slot is no longer available");
    await expect(time.getByRole("option", { name: "3:00 PM", exact: true })).toHaveCount(1);
    await expect(time.getByRole("option", { name: "2:00 PM", exact: true })).toHaveCount(0);
    await db.delete(bookings).where(eq(bookings.id, taken.id));
    // Any change of what is asked reads the list again.
    await form.getByLabel("Override the minimum notice (the meeting starts soon)").check();
    await expect(time.getByRole("option", { name: "2:00 PM", exact: true })).toHaveCount(1);
    await time.selectOption({ label: "2:00 PM" });
    await form.getByRole("button", { name: "Book and e-mail the confirmation" }).click();

    // Closed, the focus back on its button, which says what happened; the list shows it.
    await expect(open).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Booked for" })).toContainText(
      "at 2:00 PM. The confirmation has been e-mailed.",
    );
    await expect(page.getByRole("article").filter({ hasText: email })).toContainText(
      "Phoned about WhatsApp automation",
    );
    const [row] = await db.select().from(bookings).where(eq(bookings.email, email));
    expect(row).toMatchObject({
      contactType: "whatsapp",
      bookingDate: date,
      timeSlot: "14:00",
      timezone: "America/New_York",
    });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit).toMatchObject({ action: "booking.created", actorEmail: "owner@agency.test" });
    const mail = await mailbox.waitFor(email, (m) =>
      m.subject.startsWith("Your meeting is booked"),
    );
    expect(mail.text).toContain("/booking/");
    // Their mails read their clock.
    expect(mail.subject).toMatch(/\(America\/New_York\)$/);
  });

  test("an enquiry's Book a meeting opens New booking filled in with the sender", async ({
    page,
    db,
  }) => {
    const date = weekdayAhead(11);
    await resetBooking(db, [date]);
    const email = uniqueEmail("enquirer");
    const tag = `Enquiry${Date.now()}`;
    await db.insert(enquiries).values({
      name: "Ada King Lovelace",
      email,
      company: tag,
      message: "We would like to automate guest replies on WhatsApp.",
      leadSource: { utmSource: "linkedin", landingPage: "/contact" },
    });
    await signInAsOwner(page);
    await page.goto(`/admin/enquiries?q=${tag}`);
    await page.getByRole("link", { name: "Book a meeting for Ada King Lovelace" }).click();

    const form = page.getByRole("form", { name: "New booking" });
    await expect(form.getByLabel("Date")).toBeFocused();
    await expect(form.getByLabel("First name")).toHaveValue("Ada King");
    await expect(form.getByLabel("Last name")).toHaveValue("Lovelace");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Notes (optional)")).toHaveValue(
      `${tag}: We would like to automate guest replies on WhatsApp.`,
    );
    await expectNoAxeViolations(page);
    await form.getByLabel("Date").fill(date);
    const time = form.getByLabel("Time", { exact: true });
    await expect(time.getByRole("option", { name: "3:00 PM", exact: true })).toHaveCount(1);
    await time.selectOption({ label: "3:00 PM" });
    await form.getByLabel("Contact number").fill("+44 20 7946 0958");
    await form.getByRole("button", { name: "Book and e-mail the confirmation" }).click();
    await expect(page.getByRole("button", { name: "New booking" })).toBeFocused();
    // Used once: the address no longer opens the form, so a reload cannot book twice.
    await expect(page).not.toHaveURL(/bookFor=/);
    await page.reload();
    await expect(page.getByRole("form", { name: "New booking" })).toHaveCount(0);
    const [row] = await db.select().from(bookings).where(eq(bookings.email, email));
    expect(row).toMatchObject({ firstName: "Ada King", bookingDate: date, timeSlot: "15:00" });
    // The booking came from where the enquiry did (ADR 0069).
    expect(row?.leadSource).toEqual({ utmSource: "linkedin", landingPage: "/contact" });
  });

  test("staff book an evening outside the opening hours with Any time", async ({ page, db }) => {
    const date = weekdayAhead(11);
    await resetBooking(db, [date]);
    const email = uniqueEmail("evening");
    const other = await insertBooking(db, londonBooking({ date, time: "19:00", minutes: 60 }));
    await signInAsOwner(page);
    await page.goto("/admin/bookings");
    await page.getByRole("button", { name: "New booking" }).click();
    const form = page.getByRole("form", { name: "New booking" });
    await form.getByLabel("Date").fill(date);
    const offered = form.getByLabel("Time", { exact: true });
    await expect(offered.getByRole("option", { name: "4:00 PM", exact: true })).toHaveCount(1);
    await expect(offered.getByRole("option", { name: "7:30 PM", exact: true })).toHaveCount(0);

    // Any time: the time is typed on the business clock, and the notice no longer applies.
    await form.getByLabel("Any time, outside the opening hours").check();
    const typed = form.getByLabel("Time", { exact: true });
    await expect(typed).toHaveAttribute("type", "time");
    await expect(typed).toHaveAccessibleDescription("On the business clock (Europe/London).");
    await expect(form.getByLabel(/Override the minimum notice/)).toHaveCount(0);
    await typed.fill("19:30");
    // What the typed time falls on is said before booking (the check, not the booking, read it).
    const notes = form.getByRole("status").filter({ hasText: "At 7:30 PM–8:30 PM:" });
    await expect(notes).toContainText(
      /Overlaps the meeting with Test Visitor \w+ \(7:00 PM–8:00 PM\)/,
    );
    await expect(notes).toContainText(`Outside ${weekdayName(dayOfWeek(date))}'s hours`);
    await expect(notes).toContainText("That time overlaps another booking: choose another time.");
    await form.getByLabel("First name").fill("Grace");
    await form.getByLabel("Last name").fill("Hopper");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Contact number").fill("+44 20 7946 0958");
    await form.getByRole("button", { name: "Book and e-mail the confirmation" }).click();
    // Over another booking: named beside the time, nothing typed is lost.
    await expect(typed).toHaveAccessibleDescription(/That time overlaps another booking$/);
    await expect(form.getByLabel("First name")).toHaveValue("Grace");
    await expectNoAxeViolations(page);
    await db.delete(bookings).where(eq(bookings.id, other.id));
    // Outside the hours only: staff may book it.
    await typed.fill("20:15");
    const later = form.getByRole("status").filter({ hasText: "At 8:15 PM–9:15 PM:" });
    await expect(later).toContainText("You can still choose it.");
    await expect(later).not.toContainText("Overlaps");
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Book and e-mail the confirmation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Booked for" })).toContainText(
      "at 8:15 PM. The confirmation has been e-mailed.",
    );
    const [row] = await db.select().from(bookings).where(eq(bookings.email, email));
    expect(row).toMatchObject({ bookingDate: date, timeSlot: "20:15" });
    const mail = await mailbox.waitFor(email, (m) =>
      m.subject.startsWith("Your meeting is booked"),
    );
    expect(mail.subject).toContain("8:15 PM");
  });
});
