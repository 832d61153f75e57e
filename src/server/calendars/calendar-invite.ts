import "server-only";
import { createEvent } from "ics";

export interface InviteInput {
  bookingId: string;
  appUrl: string;
  start: Date;
  end: Date;
  title: string;
  description: string;
  meetingLink: string | null;
  organizer: { name: string; email: string };
  /** The visitor, then the guests they invited (ADR 0062). */
  attendees: { name: string; email: string }[];
  /**
   * REQUEST for a new or updated meeting, CANCEL when it is called off (same UID); PUBLISH for the
   * copy a visitor downloads to add to their own calendar (RFC 5546: no attendees, no reply asked).
   */
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  /** Raised by every update, so calendars replace the event they hold instead of ignoring it. */
  sequence: number;
}

/** The stable UID of a booking's calendar event: every update and the cancel reuse it. */
export function inviteUid(bookingId: string, appUrl: string): string {
  return `booking-${bookingId}@${new URL(appUrl).hostname}`;
}

/**
 * A display name as an iCalendar parameter value (CN=…): RFC 5545 allows no double quote inside a
 * quoted parameter and has no escape for one, and control characters end the line — the ics
 * library passes both through, so a visitor named `Robert "Bob" Smith` would break the file.
 */
export const calendarParamSafe = (name: string) =>
  name
    .replaceAll('"', "'")
    .replace(/\p{Cc}+/gu, " ")
    .trim();

/**
 * Free text (SUMMARY, DESCRIPTION) as an iCalendar value: the ics library escapes a line feed but
 * passes a bare CR and the other control characters through, and many readers end a line at a
 * bare CR — a visitor named `Ada\rATTENDEE:mailto:…` would add a property of their own. Line
 * feeds stay (the library writes them as \n), so do tabs (RFC 5545 text allows them); a CRLF
 * counts as one line feed.
 */
export const calendarTextSafe = (text: string) =>
  text.replaceAll("\r\n", "\n").replace(/(?![\n\t])\p{Cc}/gu, "");

const FILENAMES = { REQUEST: "invite.ics", CANCEL: "cancel.ics", PUBLISH: "meeting.ics" } as const;

/** An iCalendar event (RFC 5545) with UTC DTSTART/DTEND: a mail attachment or a download. */
export function calendarInvite(input: InviteInput) {
  const cancelled = input.method === "CANCEL";
  const attendees = input.attendees.map((attendee) => ({
    name: calendarParamSafe(attendee.name),
    email: attendee.email,
    rsvp: false,
    partstat: "ACCEPTED" as const,
    role: "REQ-PARTICIPANT" as const,
  }));
  const { error, value } = createEvent({
    productId: "agency/booking",
    method: input.method,
    uid: inviteUid(input.bookingId, input.appUrl),
    sequence: input.sequence,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    title: calendarTextSafe(input.title),
    description: calendarTextSafe(input.description),
    start: input.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: input.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    ...(input.meetingLink ? { url: input.meetingLink, location: input.meetingLink } : {}),
    organizer: { ...input.organizer, name: calendarParamSafe(input.organizer.name) },
    ...(input.method === "PUBLISH" ? {} : { attendees }),
  });
  if (error || !value) throw error ?? new Error("the calendar invitation could not be built");
  return {
    filename: FILENAMES[input.method],
    content: value,
    contentType: `text/calendar; charset=utf-8; method=${input.method}`,
  };
}
