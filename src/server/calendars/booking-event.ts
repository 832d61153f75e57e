import "server-only";
import { createEvent, createEvents, type EventAttributes } from "ics";
import type { bookings } from "@/server/db/schema";
import { calendarTextSafe, inviteUid } from "./calendar-invite";

type BookingRow = typeof bookings.$inferSelect;

/**
 * A booking as the team's calendars hold it: the same UID and SEQUENCE as the visitor's .ics, the
 * meeting link and the visitor's name and e-mail in the description. No ORGANIZER or ATTENDEE: a
 * server with implicit scheduling (RFC 6638) would otherwise mail the visitor a second invite.
 * The visitor's text is made calendar-safe here, for the CalDAV copy and the feed alike.
 */
function bookingEventAttributes(booking: BookingRow, appUrl: string, title: string) {
  const visitor = `${booking.firstName} ${booking.lastName}`.trim();
  const description = [
    `Visitor: ${visitor} <${booking.email}>`,
    booking.meetingLink ? `Join: ${booking.meetingLink}` : "No meeting link yet.",
    booking.notes ? `Notes: ${booking.notes}` : "",
  ]
    .filter(Boolean)
    .join("\n");
  return {
    productId: "agency/booking",
    uid: inviteUid(booking.id, appUrl),
    sequence: booking.calendarSequence,
    status: "CONFIRMED",
    title: calendarTextSafe(`${title}: ${visitor}`),
    description: calendarTextSafe(description),
    start: booking.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: booking.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    ...(booking.meetingLink ? { url: booking.meetingLink, location: booking.meetingLink } : {}),
  } satisfies EventAttributes;
}

/**
 * The event stored in the destination calendar. No METHOD: a stored calendar object must not
 * carry one (RFC 4791 4.1).
 */
export function bookingEventIcs(booking: BookingRow, appUrl: string, title: string): string {
  const { error, value } = createEvent(bookingEventAttributes(booking, appUrl, title));
  if (error || !value) throw error ?? new Error("the calendar event could not be built");
  return value.replace(/^METHOD:[^\r\n]*\r?\n/m, "");
}

/** How often calendar programs should read the feed again (Outlook and Apple honour it). */
const FEED_REFRESH = "PT15M";

/**
 * The bookings feed (ADR 0077): one calendar of meetings, each titled with its type, for a
 * calendar program to subscribe to. Empty is a valid calendar.
 */
export function bookingsFeedIcs(
  meetings: { booking: BookingRow; typeName: string }[],
  appUrl: string,
  calendarName: string,
): string {
  const { error, value } = createEvents(
    meetings.map(({ booking, typeName }) => bookingEventAttributes(booking, appUrl, typeName)),
    { productId: "agency/booking", method: "PUBLISH", calName: calendarName },
  );
  if (error || !value) throw error ?? new Error("the feed could not be built");
  return value.replace(
    /^(BEGIN:VCALENDAR\r?\n)/,
    `$1REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}\r\nX-PUBLISHED-TTL:${FEED_REFRESH}\r\n`,
  );
}
