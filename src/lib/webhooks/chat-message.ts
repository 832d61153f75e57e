// Pure: an event as a chat message (ADR 0073), for a Slack-compatible incoming webhook — one line
// a person reads in the team's channel, with a link to the record in the admin area.
import type { AdminBooking } from "@/lib/admin-api";
import { describeLeadSource } from "@/lib/lead-source";
import { formatInstantDate, formatInstantTime, type TimeFormat } from "@/lib/time/format";
import { WEBHOOK_TEST_EVENT, type WebhookEvent } from "./events";

/** What a message needs beyond the event: the business clock and the site's address. */
export interface ChatContext {
  zone: string;
  timeFormat: TimeFormat;
  /** APP_URL: the admin links start here. */
  siteUrl: string;
}

/** Longest quote of what a person wrote (notes, a message, a reason): a chat line, not a page. */
export const CHAT_QUOTE_MAX = 300;

/** Slack's three control characters, escaped as its format asks; anything a person typed. */
const escapeChat = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A person's words, on one line, cut to length. */
function quote(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return escapeChat(line.length > CHAT_QUOTE_MAX ? `${line.slice(0, CHAT_QUOTE_MAX - 1)}…` : line);
}

/** `<address|label>`: a link in Slack's format (Google Chat, Mattermost and Discord read it too). */
const link = (address: string, label: string) => `<${address}|${label}>`;

function when(booking: AdminBooking, context: ChatContext): string {
  const start = new Date(booking.startsAt);
  const time = (iso: string) => formatInstantTime(new Date(iso), context.zone, context.timeFormat);
  return `${formatInstantDate(start, context.zone)}, ${time(booking.startsAt)}–${time(booking.endsAt)} (${context.zone})`;
}

/** "*Ada Lovelace* (ada@example.com), Consultation on Tuesday, 3 November 2026, 10:00 AM–…". */
function meeting(booking: AdminBooking, context: ChatContext): string {
  const name = escapeChat(`${booking.firstName} ${booking.lastName}`);
  return `*${name}* (${escapeChat(booking.email)}), ${escapeChat(booking.meetingTypeName)} on ${when(booking, context)}`;
}

/** The first line of a booking event: what happened, in words. */
function bookingHeadline(event: Extract<WebhookEvent, { data: AdminBooking }>): string {
  const { data } = event;
  switch (event.type) {
    case "booking.created":
      return "New booking";
    case "booking.cancelled":
      return data.cancelledBy ? `Booking cancelled by ${data.cancelledBy}` : "Booking cancelled";
    case "booking.rescheduled":
      return "Booking moved";
    case "booking.meeting_link_changed":
      return "Meeting link set";
    case "booking.guests_changed":
      return "Guests changed";
    case "booking.no_show_changed":
      return data.noShow ? "Marked a no-show" : "No longer marked a no-show";
  }
}

/** The lines after it: what the team needs from this event, and nothing the event did not change. */
function bookingDetails(event: Extract<WebhookEvent, { data: AdminBooking }>): string[] {
  const { data } = event;
  const cameFrom = describeLeadSource(data.source);
  switch (event.type) {
    case "booking.created":
      return [
        cameFrom ? `Came from: ${escapeChat(cameFrom)}` : null,
        data.notes ? `Notes: ${quote(data.notes)}` : null,
        data.guests.length > 0 ? `Guests: ${escapeChat(data.guests.join(", "))}` : null,
      ].filter((line) => line !== null);
    case "booking.cancelled":
      return data.cancellationReason ? [`Reason: ${quote(data.cancellationReason)}`] : [];
    case "booking.meeting_link_changed":
      return data.googleMeetLink ? [`Link: ${escapeChat(data.googleMeetLink)}`] : [];
    case "booking.guests_changed":
      return [
        `Guests now: ${data.guests.length > 0 ? escapeChat(data.guests.join(", ")) : "none"}`,
      ];
    default:
      return [];
  }
}

/**
 * The chat message of an event: a headline with the person and the meeting on the business
 * clock, what changed, and a link to it in the admin area. A person's own words are quoted on one
 * line, cut at CHAT_QUOTE_MAX characters; every value is escaped.
 */
export function chatMessageOf(event: WebhookEvent, context: ChatContext): { text: string } {
  const admin = (path: string, email: string) =>
    link(`${context.siteUrl}${path}q=${encodeURIComponent(email)}`, "Open in the admin area");
  if (event.type === WEBHOOK_TEST_EVENT)
    return {
      text: "Test message from the site's Integrations tab: this chat will get the events chosen for it.",
    };
  if (event.type === "enquiry.created") {
    const { data } = event;
    const cameFrom = describeLeadSource(data.source);
    const lines = [
      `New enquiry from *${escapeChat(data.name)}* (${escapeChat(data.email)})${data.company ? `, ${escapeChat(data.company)}` : ""}`,
      `> ${quote(data.message)}`,
      cameFrom ? `Came from: ${escapeChat(cameFrom)}` : null,
      admin("/admin/enquiries?", data.email),
    ];
    return { text: lines.filter((line) => line !== null).join("\n") };
  }
  // A cancelled meeting or a no-show is on the Bookings tab's Past view.
  const past = event.type === "booking.cancelled" || event.type === "booking.no_show_changed";
  const lines = [
    `${bookingHeadline(event)}: ${meeting(event.data, context)}`,
    ...bookingDetails(event),
    admin(`/admin/bookings?view=${past ? "past" : "upcoming"}&`, event.data.email),
  ];
  return { text: lines.join("\n") };
}
