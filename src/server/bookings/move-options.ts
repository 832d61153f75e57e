import "server-only";
import { eq } from "drizzle-orm";
import type { AvailabilityResponse, SlotsResponse } from "@/lib/schemas/booking";
import { RESCHEDULE_MESSAGES } from "@/lib/schemas/manage";
import type { CalendarDate } from "@/lib/time/calendar-date";
import { loadSchedule } from "@/server/availability/load-schedule";
import { movableSlots, moveDayStatuses, scheduleForMove } from "@/server/availability/move-slots";
import { availabilityResponse, slotsResponse } from "@/server/availability/public-availability";
import type { Database } from "@/server/db";
import { bookings } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { byManageToken } from "./find-booking-by-token";
import { unknownManageLink } from "./manage-token";

/**
 * The times a booking can move to, in the public API's shapes: its own meeting type's (also one
 * switched off for new bookings since), its own time free, the move's own checks (move-slots.ts).
 * The visitor's reschedule steps read them through the manage link; staff through the booking id,
 * with or without the minimum notice.
 */

export interface MoveOptionsRequest {
  /** Staff name the booking by id; the visitor by their manage link's token (one read either way). */
  booking: { id: string } | { manageToken: string };
  /** Staff only: times inside the minimum notice too. */
  overrideNotice?: boolean;
  now: Date;
}

/** The booking to move, upcoming and confirmed (404 unknown, 422 when it is not). */
export async function movingBooking(
  db: Database,
  { booking: key, now }: Pick<MoveOptionsRequest, "booking" | "now">,
) {
  const byId = "id" in key;
  const [booking] = await db
    .select()
    .from(bookings)
    .where(byId ? eq(bookings.id, key.id) : byManageToken(key.manageToken))
    .limit(1);
  if (!booking) throw byId ? new ActionError(404, "Booking not found") : unknownManageLink();
  if (booking.status !== "confirmed" || booking.startsAt <= now)
    throw new ActionError(422, RESCHEDULE_MESSAGES.notUpcoming);
  return booking;
}

async function moveSchedule(
  db: Database,
  request: MoveOptionsRequest,
  from: CalendarDate,
  to: CalendarDate,
) {
  const booking = await movingBooking(db, request);
  const { schedule } = await loadSchedule(db, from, to, { id: booking.meetingTypeId });
  const overrideNotice = request.overrideNotice === true;
  return { booking, schedule: scheduleForMove(schedule, booking, { overrideNotice }) };
}

/** Each date's status for moving the booking (as GET /api/v1/availability answers). */
export async function moveAvailability(
  db: Database,
  request: MoveOptionsRequest,
  range: { from: CalendarDate; to: CalendarDate },
): Promise<AvailabilityResponse> {
  const { booking, schedule } = await moveSchedule(db, request, range.from, range.to);
  const days = moveDayStatuses(range.from, range.to, schedule, booking, request.now);
  return availabilityResponse(schedule, days);
}

/** The times of one date the booking can move to (as GET /api/v1/slots answers). */
export async function moveSlots(
  db: Database,
  request: MoveOptionsRequest,
  date: CalendarDate,
): Promise<SlotsResponse> {
  const { booking, schedule } = await moveSchedule(db, request, date, date);
  return slotsResponse(date, schedule, movableSlots(date, schedule, booking, request.now));
}
