import "server-only";
import { env } from "@/env";
import type { SendMail } from "@/server/email/send-email";

/** Everything the booking services take from the environment, injectable in tests. */
export interface BookingConfig {
  appUrl: string;
  staffEmail: string;
  organizer: { name: string; email: string };
  /** e.g. https://meet.example.com/agency-{id}; unset → no meeting link yet. */
  meetingUrlTemplate?: string;
  rateLimitPerIp: number;
  rateLimitPerEmail: number;
  maxUpcomingPerEmail: number;
  /** Moves a visitor may make to one booking (RESCHEDULE_MAX_PER_BOOKING). */
  rescheduleMaxPerBooking: number;
  trustProxy: boolean;
  /** Keys the manage-link tokens (manage-token.ts); AUTH_SECRET in production. */
  manageTokenSecret: string;
}

/** What a booking service needs besides the database: configuration, the mailer, the clock. */
export interface BookingDeps {
  config: BookingConfig;
  send: SendMail;
  now: () => Date;
}

/** 'Agency <hello@agency.test>' → { name: 'Agency', email: 'hello@agency.test' }. */
export function parseMailbox(value: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (match) return { name: match[1]?.trim() || match[2]!, email: match[2]!.trim() };
  return { name: value.trim(), email: value.trim() };
}

export function bookingConfigFromEnv(): BookingConfig {
  const config = env();
  return {
    appUrl: config.APP_URL,
    staffEmail: config.STAFF_EMAIL,
    // Calendar replies (a Decline) go to the organizer: staff, not MAIL_FROM's no-reply box.
    organizer: {
      name: parseMailbox(config.MAIL_FROM).name,
      email: parseMailbox(config.STAFF_EMAIL).email,
    },
    meetingUrlTemplate: config.MEETING_URL_TEMPLATE,
    rateLimitPerIp: config.BOOKING_RATE_LIMIT_PER_IP,
    rateLimitPerEmail: config.BOOKING_RATE_LIMIT_PER_EMAIL,
    maxUpcomingPerEmail: config.BOOKING_MAX_UPCOMING_PER_EMAIL,
    rescheduleMaxPerBooking: config.RESCHEDULE_MAX_PER_BOOKING,
    trustProxy: config.TRUST_PROXY,
    manageTokenSecret: config.AUTH_SECRET,
  };
}

/** The production wiring: env, the one sendEmail, the real clock. */
export async function defaultBookingDeps(): Promise<BookingDeps> {
  const { sendEmail } = await import("@/server/email/send-email");
  return { config: bookingConfigFromEnv(), send: sendEmail, now: () => new Date() };
}

/** The meeting link of a booking, or null when no template is configured. */
export function meetingLinkFor(template: string | undefined, bookingId: string): string | null {
  return template ? template.replaceAll("{id}", bookingId) : null;
}

export const manageUrlFor = (appUrl: string, token: string) => `${appUrl}/booking/${token}`;

/** The booking's calendar event as a download (GET /api/v1/manage/{token}/calendar.ics). */
export const calendarFileUrlFor = (appUrl: string, token: string) =>
  `${appUrl}/api/v1/manage/${token}/calendar.ics`;
