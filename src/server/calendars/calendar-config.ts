import "server-only";
import { env } from "@/env";
import type { SendMail } from "@/server/email/send-email";
import type { LimitOptions } from "@/server/net/safe-fetch";

/** Everything calendar sync and writes take from the environment, injectable in tests. */
export interface CalendarConfig {
  /** CALENDAR_REFRESH_MINUTES: the time between two syncs of one connection. */
  refreshMinutes: number;
  /** Fetch rules for feeds and CalDAV: size cap, private hosts (CALENDAR_ALLOW_PRIVATE_HOSTS). */
  limits: LimitOptions;
  /** Derives the key that encrypts feed addresses and app passwords (AUTH_SECRET). */
  authSecret: string;
  /** Our bookings' UIDs are `booking-<id>@<APP_URL host>`. */
  appUrl: string;
  /** Who is told when a calendar has not synced for 24 h. */
  staffEmail: string;
}

export interface CalendarDeps {
  config: CalendarConfig;
  send: SendMail;
  now: () => Date;
}

export function calendarConfigFromEnv(): CalendarConfig {
  const config = env();
  return {
    refreshMinutes: config.CALENDAR_REFRESH_MINUTES,
    limits: {
      maxBytes: config.CALENDAR_MAX_FEED_BYTES,
      allowPrivateHosts: config.CALENDAR_ALLOW_PRIVATE_HOSTS,
    },
    authSecret: config.AUTH_SECRET,
    appUrl: config.APP_URL,
    staffEmail: config.STAFF_EMAIL,
  };
}

/** The production wiring: env, the one sendEmail, the real clock. */
export async function defaultCalendarDeps(): Promise<CalendarDeps> {
  const { sendEmail } = await import("@/server/email/send-email");
  return { config: calendarConfigFromEnv(), send: sendEmail, now: () => new Date() };
}

/** After this long without a successful sync the tab warns and staff get one mail. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Is this UID one of our own bookings (`booking-<uuid>@<host>`, calendar-invite.ts)? */
export function ownBookingUid(appUrl: string): (uid: string) => boolean {
  const host = new URL(appUrl).hostname.toLowerCase();
  const pattern = /^booking-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@(.+)$/i;
  return (uid) => pattern.exec(uid.trim())?.[1]?.toLowerCase() === host;
}
