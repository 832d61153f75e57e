import { eq } from "drizzle-orm";
import { bookings } from "@/server/db/schema";
import { signInAsOwner } from "./admin-helpers";
import { chooseDate, fillContact, resetBooking, slotButton, weekdayAhead } from "./booking-helpers";
import { expect, expectNoAxeViolations, mailbox, test, uniqueEmail } from "./fixtures";

// Guests (ADR 0062): a visitor brings colleagues to the meeting from the contact step. The field
// is checked in the browser with the server's schema; the guests get the invitation by mail, and
// staff see them on the Bookings tab.

test.describe("Booking guests", () => {
  test.afterEach(async ({ db }) => {
    await resetBooking(db);
  });

  test("a visitor invites two guests; they get the invitation, staff see them", async ({
    page,
    browser,
    db,
  }) => {
    const date = weekdayAhead(9);
    await resetBooking(db, [date]);
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const email = uniqueEmail("host");
    const [grace, alan] = [uniqueEmail("grace"), uniqueEmail("alan")];
    await visitor.goto("/book");
    await chooseDate(visitor, date);
    await slotButton(visitor, "2:00 PM", date).click();
    await visitor.getByRole("button", { name: "Continue" }).click();
    await fillContact(visitor, {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      contactNumber: "+44 20 7946 0958",
    });

    // Behind a button, as most visitors come alone; opening it puts the focus in the field.
    const add = visitor.getByRole("button", { name: "Add guests" });
    await expect(add).toHaveAttribute("aria-expanded", "false");
    await add.click();
    const guests = visitor.getByLabel("Guests (optional)");
    await expect(guests).toBeFocused();
    await expect(guests).toHaveAccessibleDescription(/^Up to 5 e-mail addresses/);
    await guests.fill(`${grace}, alan@`);
    await visitor.getByRole("button", { name: "Confirm booking" }).click();
    await expect(guests).toBeFocused();
    await expect(guests).toHaveAccessibleDescription(/“alan@” is not a valid e-mail address$/);
    await expectNoAxeViolations(visitor);
    await guests.fill(`${grace.toUpperCase()}\n${alan}`);
    await visitor.getByRole("button", { name: "Confirm booking" }).click();
    const dialog = visitor.getByRole("dialog", { name: "Your meeting is booked" });
    await expect(dialog).toContainText(
      `on its way to ${email}, and the invitation to your guests.`,
    );
    await context.close();

    const [row] = await db
      .select({ guests: bookings.guests })
      .from(bookings)
      .where(eq(bookings.email, email));
    expect(row?.guests).toEqual([grace, alan]);
    // One mail to both, with the invitation listing everyone.
    const invitation = await mailbox.waitFor(grace, (m) => m.subject.startsWith("Invitation"));
    expect(invitation.envelopeTo.sort()).toEqual([alan, grace].sort());
    expect(invitation.text).toContain("Ada Lovelace invited you to a meeting");
    const ics = invitation.attachments.find((a) => a.filename.endsWith(".ics"))?.content ?? "";
    for (const address of [email, grace, alan]) expect(ics).toContain(address);
    const confirmation = await mailbox.waitFor(email, (m) => m.subject.startsWith("Your meeting"));
    expect(confirmation.text).toContain(`your guests too: ${grace}, ${alan}.`);
    // The visitor's manage page says who was invited.
    const manage = /\/booking\/[A-Za-z0-9_-]{43}/.exec(confirmation.text)?.[0];
    expect(manage).toBeDefined();
    await page.goto(manage!);
    await expect(page.getByRole("definition").filter({ hasText: grace })).toHaveText(
      `${grace}, ${alan}`,
    );

    await signInAsOwner(page);
    await page.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
    const card = page.getByRole("article");
    await expect(card.getByRole("link", { name: grace })).toHaveAttribute(
      "href",
      `mailto:${grace}`,
    );
    await expect(card).toContainText(`Guests${grace}, ${alan}`);
  });
});
