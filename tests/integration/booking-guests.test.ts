import { and, eq, like } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { bookingFilterSchema } from "@/lib/schemas/admin";
import { bookingRequestSchema } from "@/lib/schemas/booking";
import { bookingsToCsv } from "@/server/bookings/bookings-csv";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { createBooking } from "@/server/bookings/create-booking";
import { listAllBookings } from "@/server/bookings/list-bookings";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { setMeetingLink } from "@/server/bookings/set-meeting-link";
import { bookings, scheduledJobs } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { staffActor } from "../support/admin-fixtures";
import { csvRecords } from "../support/csv";
import { describeEachDriver, pgErrorCode } from "../support/test-database";
import {
  bookingRequest,
  icsOf,
  resetBookingData,
  testDeps,
  withWebhookEndpoint,
} from "./booking-helpers";

// Guests (ADR 0062) on both databases: a visitor invites up to five people; each change of the
// meeting (booked, new link, moved, cancelled) sends them one mail together, with the invitation
// that lists everyone; staff read them on the booking, in the CSV and the webhooks.

const NOW = "2030-01-04T12:00:00Z";
const GUESTS = ["grace@example.com", "alan@example.com"];
const toGuests = (mail: Email) => Array.isArray(mail.to) && mail.to.join() === GUESTS.join();

describeEachDriver("booking guests", (current) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
  });

  it("invites the guests, and tells them of a new link, a move and the cancellation", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const request = bookingRequestSchema.parse({
      ...bookingRequest({ email: "ada@example.com" }),
      // The visitor's own address is on the invitation already; a repeat counts once.
      guests: ["Grace@Example.com", "alan@example.com", "ADA@example.com", "grace@example.com"],
    });
    const { body, deliver } = await createBooking(db, request, { ip: null }, deps);
    expect(body.guests).toEqual(GUESTS);
    await deliver();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(row?.guests).toEqual(GUESTS);

    const invited = deps.sent.filter(toGuests);
    expect(invited).toHaveLength(1);
    expect(invited[0]?.subject).toMatch(/^Invitation: meeting with /);
    expect(invited[0]?.replyTo).toBe("staff@agency.test");
    expect(invited[0]?.text).toContain("Ada Lovelace invited you to a meeting");
    // Not the visitor's manage link: only they may move or cancel.
    expect(invited[0]?.text).not.toContain("/booking/");
    for (const mail of [invited[0]!, deps.sent.find((m) => m.to === "ada@example.com")!]) {
      const ics = icsOf(mail);
      for (const address of ["ada@example.com", ...GUESTS])
        expect(ics).toContain(`mailto:${address}`);
    }
    expect(deps.sent.find((m) => m.to === "staff@agency.test")?.text).toContain(
      "grace@example.com, alan@example.com",
    );

    deps.sent.length = 0;
    await (
      await setMeetingLink(
        db,
        staffActor,
        { id: body.id, meetingLink: "https://meet.example.com/new" },
        deps,
      )
    ).deliver();
    const linked = deps.sent.filter(toGuests);
    expect(linked.map((m) => m.subject)).toEqual([expect.stringMatching(/^Meeting link: /)]);
    expect(linked[0]?.text).toContain("https://meet.example.com/new");

    deps.sent.length = 0;
    await (
      await rescheduleBooking(
        db,
        body.id,
        { date: "2030-01-08", time: "11:00" },
        { by: "visitor" },
        deps,
      )
    ).deliver();
    const moved = deps.sent.filter(toGuests);
    expect(moved.map((m) => m.subject)).toEqual([expect.stringMatching(/^Meeting moved: /)]);
    expect(moved[0]?.text).toContain("Monday, 7 January 2030");
    expect(moved[0]?.text).toContain("Tuesday, 8 January 2030");
    expect(icsOf(moved[0]!)).toContain("SEQUENCE:2");

    deps.sent.length = 0;
    await (await cancelBooking(db, body.id, { by: "visitor" }, deps)).deliver();
    const cancelled = deps.sent.filter(toGuests);
    expect(cancelled.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Meeting cancelled: /),
    ]);
    expect(icsOf(cancelled[0]!)).toContain("METHOD:CANCEL");
  });

  it("sends nothing more and queues nothing for a booking without guests", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const { body, deliver } = await createBooking(db, bookingRequest(), { ip: null }, deps);
    await deliver();
    await (await cancelBooking(db, body.id, { by: "staff" }, deps)).deliver();
    expect(deps.sent.every((mail) => !Array.isArray(mail.to))).toBe(true);
    const guestJobs = await db
      .select()
      .from(scheduledJobs)
      .where(
        and(eq(scheduledJobs.bookingId, body.id), like(scheduledJobs.kind, "booking.guests.%")),
      );
    expect(guestJobs).toEqual([]);
  });

  it("shows staff the guests in the list, the CSV's guests column and the webhook", async () => {
    const { db } = current();
    const request = bookingRequestSchema.parse({ ...bookingRequest(), guests: GUESTS });
    const [delivery] = await withWebhookEndpoint(db, "booking.created", async () => {
      await createBooking(db, request, { ip: null }, testDeps(NOW));
    });
    expect(delivery?.data.guests).toEqual(GUESTS);
    const listed = await listAllBookings(
      db,
      bookingFilterSchema.parse({ view: "upcoming" }),
      new Date(NOW),
    );
    expect(listed[0]?.guests).toEqual(GUESTS);
    // A guest's address finds the meeting, as the visitor's does; a pattern's % is literal.
    const found = (q: string) =>
      listAllBookings(db, bookingFilterSchema.parse({ view: "upcoming", q }), new Date(NOW));
    expect((await found("ALAN@example"))[0]?.id).toBe(listed[0]?.id);
    expect(await found("alan%example")).toEqual([]);
    const csv = bookingsToCsv(listed);
    // One address a line, in one quoted cell.
    expect(csv).toContain(',"grace@example.com\nalan@example.com",');
    expect(csvRecords(csv)[0]?.guests).toBe("grace@example.com\nalan@example.com");
  });

  it("the database keeps at most five guests", async () => {
    const { db } = current();
    const { body } = await createBooking(db, bookingRequest(), { ip: null }, testDeps(NOW));
    const six = ["a", "b", "c", "d", "e", "f"].map((n) => `${n}@example.com`);
    const refused = await db
      .update(bookings)
      .set({ guests: six })
      .where(eq(bookings.id, body.id))
      .then(() => "written", pgErrorCode);
    expect(refused).toBe("23514");
  });
});
