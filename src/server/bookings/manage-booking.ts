import "server-only";
import { eq } from "drizzle-orm";
import { GUEST_CHANGES_MAX, GUEST_MESSAGES } from "@/lib/schemas/guest-list";
import {
  type ManagedBookingView,
  RESCHEDULE_MESSAGES,
  type RescheduleRequest,
} from "@/lib/schemas/manage";
import { readBookingSettings } from "@/server/availability/booking-settings";
import type { Database } from "@/server/db";
import { bookings, meetingTypes } from "@/server/db/schema";
import { meetingHosts, publicHosts } from "@/server/hosts/meeting-hosts";
import { addToCalendarLinks } from "./add-to-calendar";
import { type BookingDeps, defaultBookingDeps } from "./booking-config";
import { cancelBooking } from "./cancel-booking";
import { changeGuests } from "./change-guests";
import { bookingIdByToken } from "./find-booking-by-token";
import { unknownManageLink } from "./manage-token";
import { rescheduleBooking, staffContact } from "./reschedule-booking";

/** A booking reached through its manage link: the token builds the view's calendar download. */
interface ManageLink {
  id: string;
  token: string;
}

/**
 * The booking as its owner sees it (GET /api/v1/manage/{token}, the manage page): its type, times,
 * status, meeting link and what the visitor may still do. canReschedule: confirmed, starting after
 * the minimum notice (its type's, else the setting's), and moved fewer than
 * RESCHEDULE_MAX_PER_BOOKING times.
 */
export async function managedBookingView(
  db: Database,
  link: ManageLink,
  deps: BookingDeps,
): Promise<ManagedBookingView> {
  return (await managedBookingState(db, link, deps)).view;
}

/**
 * The view and, for an upcoming meeting that can no longer be moved online, why (inside the
 * notice, or over the move limit), naming the staff contact: what the manage page says. The same
 * for its guests, over their change limit.
 */
export async function managedBookingState(
  db: Database,
  link: ManageLink,
  deps: BookingDeps,
): Promise<{ view: ManagedBookingView; refusal: string | null; guestsRefusal: string | null }> {
  const [found] = await db
    .select({
      row: bookings,
      type: meetingTypes.slug,
      typeNotice: meetingTypes.minimumNoticeMinutes,
    })
    .from(bookings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(eq(bookings.id, link.id))
    .limit(1);
  if (!found) throw unknownManageLink();
  const { row } = found;
  const settings = await readBookingSettings(db);
  const now = deps.now();
  const upcoming = row.status === "confirmed" && row.startsAt > now;
  // The booking's type's own notice when it has one (as the move itself checks).
  const notice = found.typeNotice ?? settings.minimumNoticeMinutes;
  const outsideNotice = row.startsAt.getTime() - now.getTime() >= notice * 60_000;
  const underLimit = row.rescheduleCount < deps.config.rescheduleMaxPerBooking;
  const refusal = !upcoming
    ? null
    : !outsideNotice
      ? RESCHEDULE_MESSAGES.tooLate(staffContact(deps))
      : !underLimit
        ? RESCHEDULE_MESSAGES.overLimit(staffContact(deps))
        : null;
  const view: ManagedBookingView = {
    id: row.id,
    type: found.type,
    date: row.bookingDate,
    time: row.timeSlot,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    timezone: row.timezone,
    status: row.status,
    meetingLink: row.meetingLink,
    canReschedule: upcoming && outsideNotice && underLimit,
    canCancel: upcoming,
    guests: row.guests,
    hosts: publicHosts(await meetingHosts(db, row.id)),
    canChangeGuests: upcoming && row.guestChanges < GUEST_CHANGES_MAX,
    // Nothing to add once it is cancelled or over; a meeting under way still can be.
    addToCalendar:
      row.status === "confirmed" && row.endsAt > now
        ? addToCalendarLinks(row, deps.config, link.token)
        : null,
  };
  const guestsRefusal =
    upcoming && !view.canChangeGuests ? GUEST_MESSAGES.overLimit(staffContact(deps)) : null;
  return { view, refusal, guestsRefusal };
}

export async function managedBookingByToken(db: Database, token: string, deps?: BookingDeps) {
  const resolved = deps ?? (await defaultBookingDeps());
  return managedBookingView(db, { id: await bookingIdByToken(db, token), token }, resolved);
}

/** The visitor moves their meeting from the manage link. */
export async function rescheduleByToken(
  db: Database,
  token: string,
  input: RescheduleRequest,
  deps?: BookingDeps,
) {
  const resolved = deps ?? (await defaultBookingDeps());
  const id = await bookingIdByToken(db, token);
  const { deliver } = await rescheduleBooking(db, id, input, { by: "visitor" }, resolved);
  return { booking: await managedBookingView(db, { id, token }, resolved), deliver };
}

/**
 * The visitor changes their guests from the manage link (the page's action and the API). `view`
 * reads the owner's view afterwards: the API answers it, the page's action has no use for it.
 */
export async function changeGuestsByToken(
  db: Database,
  token: string,
  guests: string[],
  deps?: BookingDeps,
) {
  const resolved = deps ?? (await defaultBookingDeps());
  const id = await bookingIdByToken(db, token);
  const { change, deliver } = await changeGuests(db, id, guests, { by: "visitor" }, resolved);
  return { change, deliver, view: () => managedBookingView(db, { id, token }, resolved) };
}

/**
 * The visitor cancels from the manage link (the page's action and the API), with their reason if
 * they gave one; an already cancelled or finished booking is a 409. Answers the owner's view.
 */
export async function cancelByToken(db: Database, token: string, deps?: BookingDeps, reason = "") {
  const resolved = deps ?? (await defaultBookingDeps());
  const id = await bookingIdByToken(db, token);
  const { deliver } = await cancelBooking(db, id, { by: "visitor", reason }, resolved);
  return { booking: await managedBookingView(db, { id, token }, resolved), deliver };
}
