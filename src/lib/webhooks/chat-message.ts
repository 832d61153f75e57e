// Pure: an event as a message people read in the team's chat (ADR 0073) — the same words for a
// Slack-compatible incoming webhook (one text) and for Microsoft Teams (an Adaptive Card).
import { describeLeadSource } from "@/lib/lead-source";
import { formatInstantDate, formatInstantTime, type TimeFormat } from "@/lib/time/format";
import { WEBHOOK_TEST_EVENT, type WebhookBooking, type WebhookEvent } from "./events";

/** What a message needs beyond the event: the business clock and the site's address. */
export interface ChatContext {
  zone: string;
  timeFormat: TimeFormat;
  /** APP_URL: the admin links start here. */
  siteUrl: string;
}

/** Longest quote of what a person wrote (notes, a message, a reason): a chat line, not a page. */
export const CHAT_QUOTE_MAX = 300;

/** Text as it should read, unescaped; `strong` is a name, shown bold. */
export interface ChatRun {
  text: string;
  strong?: boolean;
}

/**
 * A message before any chat's format: its lines as runs of plain text (each rendering escapes
 * them its own way), a person's words `quoted` on a line of their own, and a link to the record.
 */
export interface ChatNote {
  lines: { runs: ChatRun[]; quoted?: boolean }[];
  link: { url: string; label: string } | null;
}

/** A person's words, on one line, cut to length. */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > CHAT_QUOTE_MAX ? `${line.slice(0, CHAT_QUOTE_MAX - 1)}…` : line;
}

const line = (...runs: ChatRun[]) => ({ runs });
const said = (label: string, text: string) => line({ text: `${label}: ${text}` });

function when(booking: WebhookBooking, context: ChatContext): string {
  const start = new Date(booking.startsAt);
  const time = (iso: string) => formatInstantTime(new Date(iso), context.zone, context.timeFormat);
  return `${formatInstantDate(start, context.zone)}, ${time(booking.startsAt)}–${time(booking.endsAt)} (${context.zone})`;
}

/** "New booking: **Ada Lovelace** (ada@example.com), Consultation on Tuesday, 3 November …". */
function meeting(headline: string, booking: WebhookBooking, context: ChatContext) {
  return line(
    { text: `${headline}: ` },
    { text: `${booking.firstName} ${booking.lastName}`, strong: true },
    { text: ` (${booking.email}), ${booking.meetingTypeName} on ${when(booking, context)}` },
  );
}

/** The first line of a booking event: what happened, in words. */
function bookingHeadline(event: Extract<WebhookEvent, { data: WebhookBooking }>): string {
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
    case "booking.reassigned":
      return "Booking handed to another host";
  }
}

/** The lines after it: what the team needs from this event, and nothing the event did not change. */
function bookingDetails(event: Extract<WebhookEvent, { data: WebhookBooking }>) {
  const { data } = event;
  const cameFrom = describeLeadSource(data.source);
  switch (event.type) {
    case "booking.created":
      return [
        cameFrom ? said("Came from", cameFrom) : null,
        data.notes ? said("Notes", oneLine(data.notes)) : null,
        data.guests.length > 0 ? said("Guests", data.guests.join(", ")) : null,
      ].filter((line) => line !== null);
    case "booking.cancelled":
      return data.cancellationReason ? [said("Reason", oneLine(data.cancellationReason))] : [];
    case "booking.meeting_link_changed":
      return data.googleMeetLink ? [said("Link", data.googleMeetLink)] : [];
    case "booking.guests_changed":
      return [said("Guests now", data.guests.length > 0 ? data.guests.join(", ") : "none")];
    case "booking.reassigned":
      return [
        ...(data.previousHost ? [said("Was with", data.previousHost.name)] : []),
        said("Now with", data.hosts.map((host) => host.name).join(", ")),
      ];
    default:
      return [];
  }
}

/**
 * What an event says in the team's chat: a headline with the person and the meeting on the
 * business clock, what changed, and a link to it in the admin area. A person's own words are put
 * on one line and cut at CHAT_QUOTE_MAX characters.
 */
export function chatNoteOf(event: WebhookEvent, context: ChatContext): ChatNote {
  const admin = (path: string, email: string) => ({
    url: `${context.siteUrl}${path}q=${encodeURIComponent(email)}`,
    label: "Open in the admin area",
  });
  if (event.type === WEBHOOK_TEST_EVENT)
    return {
      lines: [
        line({
          text: "Test message from the site's Integrations tab: this chat will get the events chosen for it.",
        }),
      ],
      link: null,
    };
  // Without the address: a chat would keep it in its history, the very copy being erased.
  if (event.type === "person.erased")
    return {
      lines: [
        line({
          text: "A person's data was erased on request. Messages here about them should go too.",
        }),
      ],
      link: { url: `${context.siteUrl}/admin/audit`, label: "Open the audit trail" },
    };
  if (event.type === "enquiry.created") {
    const { data } = event;
    const cameFrom = describeLeadSource(data.source);
    const lines = [
      line(
        { text: "New enquiry from " },
        { text: data.name, strong: true },
        { text: ` (${data.email})${data.company ? `, ${data.company}` : ""}` },
      ),
      { runs: [{ text: oneLine(data.message) }], quoted: true },
      cameFrom ? said("Came from", cameFrom) : null,
    ];
    return {
      lines: lines.filter((line) => line !== null),
      link: admin("/admin/enquiries?", data.email),
    };
  }
  // A cancelled meeting or a no-show is on the Bookings tab's Past view.
  const past = event.type === "booking.cancelled" || event.type === "booking.no_show_changed";
  return {
    lines: [meeting(bookingHeadline(event), event.data, context), ...bookingDetails(event)],
    link: admin(`/admin/bookings?view=${past ? "past" : "upcoming"}&`, event.data.email),
  };
}

/** Slack's three control characters, escaped as its format asks: nothing typed becomes markup. */
const escapeSlack = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The body of a Slack-compatible incoming webhook (Slack, Google Chat, Mattermost, Discord's
 * `/slack`): one text, `*bold*` names, `> ` before a quote, `<address|label>` for the link.
 */
export function slackMessageOf(note: ChatNote): { text: string } {
  const lines = note.lines.map(
    ({ runs, quoted }) =>
      (quoted ? "> " : "") +
      runs
        .map((run) => (run.strong ? `*${escapeSlack(run.text)}*` : escapeSlack(run.text)))
        .join(""),
  );
  if (note.link) lines.push(`<${note.link.url}|${note.link.label}>`);
  return { text: lines.join("\n") };
}

/** An event as the message of a Slack-compatible incoming webhook. */
export function chatMessageOf(event: WebhookEvent, context: ChatContext): { text: string } {
  return slackMessageOf(chatNoteOf(event, context));
}
