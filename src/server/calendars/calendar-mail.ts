import "server-only";
import type { Email } from "@/server/email/send-email";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * The one mail staff get when a connected calendar has not synced for 24 h: until it works again,
 * /book may offer hours the team is busy in that calendar.
 */
export function calendarStaleMail(input: {
  to: string;
  name: string;
  lastSyncedAt: Date | null;
  error: string | null;
  calendarsUrl: string;
}): Email {
  const since = input.lastSyncedAt
    ? `It last synced on ${input.lastSyncedAt.toUTCString()}.`
    : "It has never synced.";
  const error = input.error ?? "No error was recorded.";
  const lines = [
    `The calendar "${input.name}" has not synced for more than 24 hours. ${since}`,
    `The last error: ${error}`,
    "Until it syncs again, the booking page may offer times that are busy in this calendar.",
    `Check it on the Calendars tab: ${input.calendarsUrl}`,
  ];
  return {
    to: input.to,
    subject: `Calendar "${input.name}" has not synced for 24 hours`,
    text: lines.join("\n\n"),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"),
  };
}
