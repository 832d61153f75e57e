import "server-only";
import { createEvent, createEvents, type EventAttributes } from "ics";
import type { bookings } from "@/server/db/schema";
import { calendarParamSafe, calendarTextSafe, inviteUid } from "./calendar-invite";

type BookingRow = typeof bookings.$inferSelect;

/**
 * A booking as the team's calendars hold it: the same UID and SEQUENCE as the visitor's .ics, the
 * meeting link and the visitor's name and e-mail in the description. The visitor's text is made
 * calendar-safe here, for the CalDAV copy and the feed alike.
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

/** Who a stored event names: its organizer (the booking's own host) and attendees. */
export interface EventPeople {
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/**
 * The event stored in a host's destination calendar. No METHOD: a stored calendar object must not
 * carry one (RFC 4791 4.1). With `people`, it names the organizer and the attendees as the
 * visitor's invitation does, each marked SCHEDULE-AGENT=CLIENT (RFC 6638 7.1): a server with
 * implicit scheduling (Nextcloud, Fastmail, iCloud) must not mail them a second invitation, the
 * site's own mail being the one they get.
 */
export function bookingEventIcs(
  booking: BookingRow,
  appUrl: string,
  title: string,
  people?: EventPeople,
): string {
  const { error, value } = createEvent({
    ...bookingEventAttributes(booking, appUrl, title),
    ...(people
      ? {
          organizer: {
            name: calendarParamSafe(people.organizer.name),
            email: people.organizer.email,
          },
          attendees: people.attendees.map((person) => ({
            name: calendarParamSafe(person.name),
            email: person.email,
            rsvp: false,
            partstat: "ACCEPTED" as const,
            role: "REQ-PARTICIPANT" as const,
          })),
        }
      : {}),
  });
  if (error || !value) throw error ?? new Error("the calendar event could not be built");
  const stored = value.replace(/^METHOD:[^\r\n]*\r?\n/m, "");
  return people ? clientScheduled(stored) : stored;
}

/** The longest line RFC 5545 3.1 allows before folding, in characters as the ics library counts. */
const FOLD_AT = 75;

/** Marks every ORGANIZER and ATTENDEE line SCHEDULE-AGENT=CLIENT, folding the lines again. */
export function clientScheduled(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .map((line) => line.replace(/^(ORGANIZER|ATTENDEE)([;:])/, "$1;SCHEDULE-AGENT=CLIENT$2"))
    .map(fold)
    .join("\r\n");
}

function fold(line: string): string {
  const chars = Array.from(line);
  const parts = [chars.slice(0, FOLD_AT).join("")];
  for (let at = FOLD_AT; at < chars.length; at += FOLD_AT - 1)
    parts.push(chars.slice(at, at + FOLD_AT - 1).join(""));
  return parts.join("\r\n\t");
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
