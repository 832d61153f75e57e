import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { bookings } from "@/server/db/schema";
import { freeSlot } from "../e2e/free-slot";
import { bookingAt, insertBooking, staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";
import { resetBookingData, testDeps } from "./booking-helpers";

describeEachDriver("staff reschedule", (current) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
  });

  it("moves a booking to the free slot the e2e matrix would pick, and never onto a taken one", async () => {
    const { db } = current();
    const deps = testDeps(new Date().toISOString());
    const booking = await insertBooking(db, bookingAt("2090-01-01T10:00:00Z"));
    const target = await freeSlot(db);
    await rescheduleBooking(db, booking.id, target, { by: "staff", actor: staffActor }, deps);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      bookingDate: target.date,
      timeSlot: target.time,
      rescheduleCount: 0,
    });
    expect(await freeSlot(db)).not.toEqual(target);
    const other = await insertBooking(db, bookingAt("2090-01-02T10:00:00Z"));
    await expect(
      rescheduleBooking(db, other.id, target, { by: "staff", actor: staffActor }, deps),
    ).rejects.toMatchObject({ status: 409 });
  });
});
