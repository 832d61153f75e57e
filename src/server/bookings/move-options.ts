import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { AvailabilityResponse, SlotsResponse } from "@/lib/schemas/booking";
import { RESCHEDULE_MESSAGES } from "@/lib/schemas/manage";
import type { CalendarDate } from "@/lib/time/calendar-date";
import { loadSchedule } from "@/server/availability/load-schedule";
import {
  availabilityResponse,
  hostsOf,
  slotsResponse,
} from "@/server/availability/public-availability";
import {
  teamForMove,
  teamMovableSlots,
  teamMoveDayStatuses,
} from "@/server/availability/team-moves";
import type { Database } from "@/server/db";
import { bookingHosts, bookings } from "@/server/db/schema";
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

/** The hosts a booking holds, its own first (a collective meeting holds several). */
export async function heldHostIds(db: Database, booking: { id: string; hostId: string }) {
  const held = await db
    .select({ id: bookingHosts.hostId })
    .from(bookingHosts)
    .where(eq(bookingHosts.bookingId, booking.id))
    .orderBy(sql`${bookingHosts.hostId} <> ${booking.hostId}::uuid`, asc(bookingHosts.hostNumber));
  return held.map((host) => host.id);
}

/**
 * The team a booking moves within, without the booking itself (ADR 0088): a round-robin meeting
 * among its type's hosts (it keeps its own host where they are free), a collective one among its
 * own hosts, all of whom must be free.
 */
export async function loadMoveTeam(
  db: Database,
  booking: typeof bookings.$inferSelect,
  dates: { from: CalendarDate; to: CalendarDate },
  options: { overrideNotice: boolean },
) {
  const hostIds = await heldHostIds(db, booking);
  const collective = hostIds.length > 1;
  const loaded = await loadSchedule(
    db,
    dates.from,
    dates.to,
    { id: booking.meetingTypeId },
    collective ? { ids: hostIds } : {},
  );
  const team = collective ? { ...loaded.team, assignment: "collective" as const } : loaded.team;
  const moving = { ...booking, hostIds };
  return { loaded, moving, team: teamForMove(team, moving, options) };
}

async function moveTeam(
  db: Database,
  request: MoveOptionsRequest,
  from: CalendarDate,
  to: CalendarDate,
) {
  const booking = await movingBooking(db, request);
  const overrideNotice = request.overrideNotice === true;
  return loadMoveTeam(db, booking, { from, to }, { overrideNotice });
}

/** Each date's status for moving the booking (as GET /api/v1/availability answers). */
export async function moveAvailability(
  db: Database,
  request: MoveOptionsRequest,
  range: { from: CalendarDate; to: CalendarDate },
): Promise<AvailabilityResponse> {
  const { moving, team } = await moveTeam(db, request, range.from, range.to);
  const days = teamMoveDayStatuses(range.from, range.to, team, moving, request.now);
  return availabilityResponse(team.policy, days);
}

/** The times of one date the booking can move to (as GET /api/v1/slots answers). */
export async function moveSlots(
  db: Database,
  request: MoveOptionsRequest,
  date: CalendarDate,
): Promise<SlotsResponse> {
  const { moving, team } = await moveTeam(db, request, date, date);
  return slotsResponse(date, hostsOf(team), teamMovableSlots(date, team, moving, request.now));
}
