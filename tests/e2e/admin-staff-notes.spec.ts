import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { STAFF_NOTES_MAX_LENGTH } from "@/lib/schemas/booking-messages";
import { bookings, enquiries } from "@/server/db/schema";
import { adminApi, insertBooking, londonBooking, signInAsOwner } from "./admin-helpers";
import { resetBooking, weekdayAhead } from "./booking-helpers";
import { expect, expectNoAxeViolations, mailbox, test, uniqueEmail } from "./fixtures";

// Staff's own notes on bookings and enquiries (ADR 0072): written on the card, kept, found by the
// search, and never sent to the person.

test.describe("Staff notes", () => {
  test("staff note a booking's call, find it by the note, and the visitor never sees it", async ({
    page,
    db,
  }) => {
    const visitor = uniqueEmail("noted");
    const word = `quote${randomUUID().slice(0, 8)}`;
    // Other suites book this date too; a booking left at 11:00 would refuse this one's insert.
    const date = weekdayAhead(9);
    await resetBooking(db, [date]);
    const booking = await insertBooking(
      db,
      londonBooking({
        date,
        time: "11:00",
        firstName: "Hedy",
        lastName: "Lamarr",
        email: visitor,
      }),
    );
    await signInAsOwner(page);
    await page.goto(`/admin/bookings?q=${encodeURIComponent(visitor)}`);
    const card = page.getByRole("article", { name: "Booking of Hedy Lamarr" });
    await card.getByRole("button", { name: "Add staff notes for Hedy Lamarr" }).click();
    const notes = card.getByLabel("Staff notes");
    await expect(notes).toBeFocused();
    await expect(notes).toHaveAccessibleDescription(
      `Only staff see these notes: they are never sent to Hedy Lamarr.`,
    );
    await notes.fill(`Wants a ${word} for the WhatsApp agent.\nCall back on Friday.`);
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: "Save notes" }).click();
    await expect(card.getByRole("status").filter({ hasText: "Staff notes saved." })).toBeVisible();
    // Focus back on the button, which now edits them; the card lists them.
    await expect(
      card.getByRole("button", { name: "Edit staff notes for Hedy Lamarr" }),
    ).toBeFocused();
    await expect(card.getByRole("definition").filter({ hasText: word })).toHaveText(
      `Wants a ${word} for the WhatsApp agent.\nCall back on Friday.`,
    );
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.staffNotes).toContain(word);

    // The search finds the booking by what staff wrote.
    await page.goto(`/admin/bookings?q=${word}`);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article", { name: "Booking of Hedy Lamarr" })).toBeVisible();

    // Cancelled: the visitor's mail says nothing of the notes.
    const cancelled = await adminApi(
      page.request,
      "POST",
      `/api/admin/bookings/${booking.id}/cancel`,
      {},
    );
    expect(cancelled.status()).toBe(200);
    const mail = await mailbox.waitFor(visitor, (m) => /cancelled/i.test(m.subject));
    expect(mail.text).not.toContain(word);
    expect(mail.html).not.toContain(word);

    // Too long: a 422 naming the field.
    const refused = await adminApi(
      page.request,
      "PUT",
      `/api/admin/bookings/${booking.id}/staff-notes`,
      { staffNotes: "x".repeat(STAFF_NOTES_MAX_LENGTH + 1) },
    );
    expect(refused.status()).toBe(422);
    expect((await refused.json()).fields).toEqual({
      staffNotes: `Staff notes must be at most ${STAFF_NOTES_MAX_LENGTH} characters`,
    });
  });

  test("staff note an enquiry, then clear the note", async ({ page, db }) => {
    const tag = `Noted ${randomUUID().slice(0, 8)}`;
    const [enquiry] = await db
      .insert(enquiries)
      .values({
        name: "Grace Hopper",
        email: uniqueEmail("enquiry-notes"),
        company: tag,
        message: "Could an AI agent answer our guests at night?",
      })
      .returning();
    await signInAsOwner(page);
    await page.goto(`/admin/enquiries?q=${encodeURIComponent(tag)}`);
    const card = page.getByRole("article", { name: "Enquiry from Grace Hopper" });
    await card.getByRole("button", { name: "Add staff notes for Grace Hopper" }).click();
    await card.getByLabel("Staff notes").fill("Sent the hotel case study.");
    await card.getByRole("button", { name: "Save notes" }).click();
    await expect(card.getByRole("status").filter({ hasText: "Staff notes saved." })).toBeVisible();
    await expect(card.getByRole("definition").filter({ hasText: "case study" })).toBeVisible();
    await expectNoAxeViolations(page);

    await card.getByRole("button", { name: "Edit staff notes for Grace Hopper" }).click();
    await expect(card.getByLabel("Staff notes")).toHaveValue("Sent the hotel case study.");
    await card.getByLabel("Staff notes").fill("");
    await card.getByRole("button", { name: "Save notes" }).click();
    await expect(
      card.getByRole("status").filter({ hasText: "Staff notes cleared." }),
    ).toBeVisible();
    await expect(card.getByText("Staff notes", { exact: true })).toHaveCount(0);
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, enquiry!.id));
    expect(row?.staffNotes).toBe("");
  });
});
