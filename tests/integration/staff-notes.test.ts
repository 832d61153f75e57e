import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { bookingFilterSchema, staffNotesSchema } from "@/lib/schemas/admin";
import { enquiryFilterSchema } from "@/lib/schemas/admin-enquiries";
import { STAFF_NOTES_MAX_LENGTH } from "@/lib/schemas/booking-messages";
import { bookingsToCsv } from "@/server/bookings/bookings-csv";
import { listAllBookings, listBookings } from "@/server/bookings/list-bookings";
import { auditLog, bookings, enquiries } from "@/server/db/schema";
import { enquiriesToCsv } from "@/server/enquiries/enquiries-csv";
import { listEnquiries } from "@/server/enquiries/list-enquiries";
import { setStaffNotes } from "@/server/staff-notes/set-staff-notes";
import { bookingAt, insertBooking, staffActor } from "../support/admin-fixtures";
import { csvRecords } from "../support/csv";
import { describeEachDriver } from "../support/test-database";
import { failureOf } from "./booking-helpers";

// Staff's own notes on bookings and enquiries (ADR 0072), on both databases: saved whole and
// audited, found by the search, exported last, and held to their length by the database too.

const NOW = new Date("2031-01-10T12:00:00Z");
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const notesOf = (input: { id: string; staffNotes: unknown }) => staffNotesSchema.parse(input);

describeEachDriver("staff notes", (current) => {
  beforeEach(async () => {
    const { db } = current();
    await db.delete(bookings);
    await db.delete(enquiries);
    await db.delete(auditLog);
  });

  it("keeps staff's notes on a booking: saved, audited, searched, exported", async () => {
    const { db } = current();
    const booking = await insertBooking(db, bookingAt("2031-01-16T09:00:00Z"));
    await insertBooking(db, bookingAt("2031-01-17T09:00:00Z", { email: "other@example.com" }));
    const note = "Called back: wants a quote for the WhatsApp agent by Friday.";
    expect(
      await setStaffNotes(
        db,
        staffActor,
        "bookings",
        notesOf({ id: booking.id, staffNotes: ` ${note} ` }),
      ),
    ).toEqual({ id: booking.id, staffNotes: note, changed: true });
    // The same note again changes nothing and records nothing.
    expect(
      await setStaffNotes(
        db,
        staffActor,
        "bookings",
        notesOf({ id: booking.id, staffNotes: note }),
      ),
    ).toMatchObject({ changed: false });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "booking.staff-notes",
      entity: "bookings",
      actorEmail: staffActor.email,
      before: { staffNotes: "" },
      after: { staffNotes: note },
    });
    // The Bookings search finds it by what staff wrote; the list and the export carry it.
    const found = await listBookings(
      db,
      bookingFilterSchema.parse({ view: "upcoming", q: "QUOTE for the whatsapp" }),
      NOW,
    );
    expect(found.rows.map((row) => [row.id, row.staffNotes])).toEqual([[booking.id, note]]);
    const csv = bookingsToCsv(
      await listAllBookings(db, bookingFilterSchema.parse({ view: "upcoming" }), NOW),
    );
    expect(csvRecords(csv).map((record) => record.staff_notes)).toEqual([note, ""]);
    // Cleared: "" again, audited.
    expect(
      await setStaffNotes(db, staffActor, "bookings", notesOf({ id: booking.id, staffNotes: "" })),
    ).toEqual({ id: booking.id, staffNotes: "", changed: true });
    expect(await db.$count(auditLog, eq(auditLog.entityId, booking.id))).toBe(2);
  });

  it("keeps staff's notes on an enquiry the same way", async () => {
    const { db } = current();
    const [enquiry] = await db
      .insert(enquiries)
      .values({ name: "Maria Lopez", email: "maria@example.com", message: "An AI concierge?" })
      .returning();
    const id = enquiry!.id;
    const note = "Sent the hotel case study; call on Tuesday.";
    expect(
      await setStaffNotes(db, staffActor, "enquiries", notesOf({ id, staffNotes: note })),
    ).toEqual({ id, staffNotes: note, changed: true });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ action: "enquiry.staff-notes", entity: "enquiries" });
    const found = await listEnquiries(db, enquiryFilterSchema.parse({ q: "case study" }));
    expect(found.rows.map((row) => row.staffNotes)).toEqual([note]);
    const csv = enquiriesToCsv(found.rows, "Europe/London");
    expect(csv.trimEnd().endsWith(`,${note}`)).toBe(true);
  });

  it("names an unknown record, a note too long or with a NUL, and the database holds the limit", async () => {
    const { db } = current();
    for (const record of ["bookings", "enquiries"] as const)
      expect(
        await failureOf(
          setStaffNotes(db, staffActor, record, notesOf({ id: UNKNOWN, staffNotes: "x" })),
        ),
      ).toMatchObject({
        status: 404,
        message: record === "bookings" ? "Booking not found" : "Enquiry not found",
      });
    const refused = (staffNotes: unknown) =>
      staffNotesSchema.safeParse({ id: UNKNOWN, staffNotes }).error?.issues.map((i) => i.message);
    expect(refused("x".repeat(STAFF_NOTES_MAX_LENGTH))).toBeUndefined();
    expect(refused("x".repeat(STAFF_NOTES_MAX_LENGTH + 1))).toEqual([
      `Staff notes must be at most ${STAFF_NOTES_MAX_LENGTH} characters`,
    ]);
    expect(refused("a\u0000b")).toEqual(["Contains a character that is not allowed"]);
    expect(refused(42)).toEqual(["Staff notes must be text"]);
    const booking = await insertBooking(db, bookingAt("2031-01-16T09:00:00Z"));
    await expect(
      db
        .update(bookings)
        .set({ staffNotes: "x".repeat(STAFF_NOTES_MAX_LENGTH + 1) })
        .where(eq(bookings.id, booking.id)),
    ).rejects.toThrow();
  });
});
