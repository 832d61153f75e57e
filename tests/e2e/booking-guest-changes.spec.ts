import { eq } from "drizzle-orm";
import { bookings } from "@/server/db/schema";
import { signInAsOwner } from "./admin-helpers";
import { bookThroughApi, resetBooking, weekdayAhead } from "./booking-helpers";
import { expect, expectNoAxeViolations, mailbox, test, uniqueEmail } from "./fixtures";

// Guests changed after booking (ADR 0064): the visitor from their manage page, staff from the
// booking's card. Those added get the invitation; those taken off are told.

test.describe("Changing guests", () => {
  test.afterEach(async ({ db }) => {
    await resetBooking(db);
  });

  test("the visitor takes a guest off and adds another from the manage page", async ({
    page,
    request,
    db,
  }) => {
    const date = weekdayAhead(10);
    await resetBooking(db, [date]);
    const email = uniqueEmail("host");
    const [grace, alan] = [uniqueEmail("grace"), uniqueEmail("alan")];
    const created = await bookThroughApi(request, { email, date, time: "11:00", guests: [grace] });
    expect(created.status()).toBe(201);
    const { manageUrl } = await created.json();
    await mailbox.waitFor(grace, (m) => m.subject.startsWith("Invitation"));

    await page.goto(manageUrl);
    await page.getByRole("button", { name: "Change guests" }).click();
    const field = page.getByLabel("Guests (optional)");
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(grace);
    await field.fill("alan@");
    await page.getByRole("button", { name: "Save guests" }).click();
    await expect(field).toHaveAccessibleDescription(/“alan@” is not a valid e-mail address$/);
    await expectNoAxeViolations(page);
    // "Keep them as they are" closes it with nothing sent, the focus back on its button.
    await page.getByRole("button", { name: "Keep them as they are" }).click();
    await expect(page.getByRole("button", { name: "Change guests" })).toBeFocused();

    await page.getByRole("button", { name: "Change guests" }).click();
    await field.fill(alan.toUpperCase());
    await page.getByRole("button", { name: "Save guests" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Guests saved" })).toHaveText(
      `Guests saved. Invitation sent to ${alan}. ${grace} has been told they are no longer invited.`,
    );
    await expect(page.getByRole("button", { name: "Change guests" })).toBeFocused();
    await expect(page.getByRole("definition").filter({ hasText: alan })).toHaveText(alan);

    const withdrawn = await mailbox.waitFor(grace, (m) => m.subject.startsWith("No longer"));
    expect(withdrawn.text).toContain("Mary Somerville changed who comes to the meeting");
    const ics = withdrawn.attachments.find((a) => a.filename.endsWith(".ics"))?.content ?? "";
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).not.toContain(alan);
    const invitation = await mailbox.waitFor(alan, (m) => m.subject.startsWith("Invitation"));
    expect(invitation.envelopeTo).toEqual([alan]);
    const notice = await mailbox.waitFor("staff@agency.test", (m) =>
      m.subject.startsWith("Guests changed: Mary Somerville"),
    );
    expect(notice.text).toContain(alan);

    // The API: the same check, the field named; an absent list is not "nobody".
    const token = manageUrl.split("/").pop();
    const refused = await request.put(`/api/v1/manage/${token}/guests`, { data: {} });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).fields).toEqual({
      guests: "Guests must be a list of e-mail addresses",
    });
    const cleared = await request.put(`/api/v1/manage/${token}/guests`, { data: { guests: [] } });
    expect(cleared.status()).toBe(200);
    expect(await cleared.json()).toMatchObject({ guests: [], canChangeGuests: true });

    // The last change the link allows (the fifth): its answer stays, and the sentence that
    // replaces the button takes the focus and names who to write to.
    for (const guests of [[grace], []])
      expect(
        (await request.put(`/api/v1/manage/${token}/guests`, { data: { guests } })).status(),
      ).toBe(200);
    await page.reload();
    await page.getByRole("button", { name: "Add guests" }).click();
    await field.fill(grace);
    await page.getByRole("button", { name: "Save guests" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Guests saved" })).toHaveText(
      `Guests saved. Invitation sent to ${grace}.`,
    );
    const limit = page.getByText(/changed as often as they can be online/);
    await expect(limit).toContainText("staff@agency.test");
    await expect(limit).toBeFocused();
    await expect(page.getByRole("button", { name: "Change guests" })).toHaveCount(0);
  });

  test("staff add a guest on the booking's card", async ({ page, request, db }) => {
    const date = weekdayAhead(10);
    await resetBooking(db, [date]);
    const email = uniqueEmail("card");
    const grace = uniqueEmail("grace");
    expect((await bookThroughApi(request, { email, date, time: "14:00" })).status()).toBe(201);

    await signInAsOwner(page);
    await page.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
    const card = page.getByRole("article", { name: "Booking of Mary Somerville" });
    await card.getByRole("button", { name: "Add guests for Mary Somerville" }).click();
    const field = card.getByLabel("Guests");
    await expect(field).toBeFocused();
    await field.fill(`${grace}, grace@`);
    await card.getByRole("button", { name: "Save guests" }).click();
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(/“grace@” is not a valid e-mail address$/);
    await expectNoAxeViolations(page);
    await field.fill(grace);
    await card.getByRole("button", { name: "Save guests" }).click();
    await expect(card.getByRole("status").filter({ hasText: "Guests saved" })).toHaveText(
      `Guests saved. Invitation sent to ${grace}.`,
    );
    await expect(
      card.getByRole("button", { name: "Change guests for Mary Somerville" }),
    ).toBeFocused();
    await expect(card.getByRole("link", { name: grace })).toHaveAttribute(
      "href",
      `mailto:${grace}`,
    );

    const invitation = await mailbox.waitFor(grace, (m) => m.subject.startsWith("Invitation"));
    expect(invitation.text).toContain("Mary Somerville invited you to a meeting");
    const [row] = await db
      .select({ guests: bookings.guests, guestChanges: bookings.guestChanges })
      .from(bookings)
      .where(eq(bookings.email, email));
    // Staff changes do not count against the visitor's.
    expect(row).toEqual({ guests: [grace], guestChanges: 0 });
  });
});
