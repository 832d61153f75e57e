import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { bookingFilterSchema, noShowSchema } from "@/lib/schemas/admin";
import { bookingsToCsv } from "@/server/bookings/bookings-csv";
import { listAllBookings } from "@/server/bookings/list-bookings";
import { markNoShow, NO_SHOW_MESSAGES } from "@/server/bookings/mark-no-show";
import { auditLog, bookings } from "@/server/db/schema";
import { bookingAt, insertBooking, staffActor } from "../support/admin-fixtures";
import { csvRecords } from "../support/csv";
import { describeEachDriver } from "../support/test-database";
import { failureOf, resetBookingData, withWebhookEndpoint } from "./booking-helpers";

// No-shows (ADR 0065) on both databases: once a meeting has started, staff mark that the visitor
// did not turn up, or take it back; the list, the CSV, the audit trail and the webhooks carry it.

const NOW = new Date("2031-01-16T12:00:00Z");

describeEachDriver("no-shows", (current) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
    await current().db.delete(auditLog);
  });

  const mark = (id: string, noShow: boolean, now = NOW) =>
    markNoShow(current().db, staffActor, noShowSchema.parse({ id, noShow }), now);

  it("marks a meeting that has started, and takes the mark back", async () => {
    const { db } = current();
    const booking = await insertBooking(db, bookingAt("2031-01-16T11:30:00Z"));
    const [event] = await withWebhookEndpoint(db, "booking.no_show_changed", async () => {
      expect(await mark(booking.id, true)).toMatchObject({
        booking: { id: booking.id, noShow: true },
        changed: true,
      });
    });
    expect(event).toMatchObject({
      type: "booking.no_show_changed",
      data: { id: booking.id, noShow: true },
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.noShowAt).toEqual(NOW);
    // In progress, it is still listed as upcoming: the mark shows there and in the CSV.
    const listed = await listAllBookings(db, bookingFilterSchema.parse({ view: "upcoming" }), NOW);
    expect(listed[0]).toMatchObject({ id: booking.id, noShow: true });
    expect(csvRecords(bookingsToCsv(listed))[0]).toMatchObject({ id: booking.id, no_show: "true" });

    // The same mark again changes nothing; taking it back clears it.
    expect((await mark(booking.id, true)).changed).toBe(false);
    expect((await mark(booking.id, false)).changed).toBe(true);
    const [cleared] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(cleared?.noShowAt).toBeNull();
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(audits.map((a) => [a.action, a.after])).toEqual([
      ["booking.no-show", { noShow: true }],
      ["booking.no-show", { noShow: false }],
    ]);
  });

  it("refuses a meeting that has not started, a cancelled one, and an unknown id", async () => {
    const { db } = current();
    const later = await insertBooking(db, bookingAt("2031-01-16T12:30:00Z"));
    expect(await failureOf(mark(later.id, true))).toMatchObject({
      status: 409,
      message: NO_SHOW_MESSAGES.notStarted,
    });
    const cancelled = await insertBooking(
      db,
      bookingAt("2031-01-15T09:00:00Z", { status: "cancelled", cancelledAt: NOW }),
    );
    expect(await failureOf(mark(cancelled.id, true))).toMatchObject({
      status: 409,
      message: NO_SHOW_MESSAGES.cancelled,
    });
    expect(await failureOf(mark(crypto.randomUUID(), true))).toMatchObject({ status: 404 });
    const rows = await db.select({ noShowAt: bookings.noShowAt }).from(bookings);
    expect(rows.every((row) => row.noShowAt === null)).toBe(true);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it("filters the list and the CSV to no-shows, or to those without the mark", async () => {
    const { db } = current();
    const missed = await insertBooking(db, bookingAt("2031-01-14T10:00:00Z"));
    const held = await insertBooking(db, bookingAt("2031-01-15T10:00:00Z"));
    await mark(missed.id, true);
    const ids = async (noShow?: string) =>
      (await listAllBookings(db, bookingFilterSchema.parse({ view: "past", noShow }), NOW)).map(
        (b) => b.id,
      );
    expect(await ids("true")).toEqual([missed.id]);
    expect(await ids("false")).toEqual([held.id]);
    expect(await ids()).toEqual([held.id, missed.id]);
    expect(bookingFilterSchema.safeParse({ noShow: "maybe" }).error?.issues[0]).toMatchObject({
      path: ["noShow"],
      message: "No-show must be true or false",
    });
  });
});
