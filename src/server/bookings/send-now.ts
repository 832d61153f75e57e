import "server-only";
import { and, eq } from "drizzle-orm";
import { type CalendarConfig, calendarConfigFromEnv } from "@/server/calendars/calendar-config";
import { CALENDAR_JOBS, calendarJobHandlers } from "@/server/calendars/calendar-jobs";
import type { Database } from "@/server/db";
import { scheduledJobs } from "@/server/db/schema";
import { runJobNow } from "@/server/jobs/job-queue";
import { type WebhookConfig, webhookConfigFromEnv } from "@/server/webhooks/webhook-config";
import { sendWebhooksNow } from "@/server/webhooks/webhook-jobs";
import type { BookingDeps } from "./booking-config";
import { BOOKING_JOBS, bookingJobHandlers } from "./booking-jobs";
import { FOLLOW_UP_JOBS } from "./follow-up";

/** Mails that wait for their time; the rest of a booking's mail jobs go right after the request. */
const LATER_MAILS: string[] = [
  ...[BOOKING_JOBS.reminder, BOOKING_JOBS.lastReminder, ...Object.values(FOLLOW_UP_JOBS)],
  ...[BOOKING_JOBS.guestsReminder, BOOKING_JOBS.guestsLastReminder],
];

/** What a booking change sends right after its request: mails, calendar writes, webhooks. */
type SendNowDeps = BookingDeps & { calendar?: CalendarConfig; webhooks?: WebhookConfig };

/**
 * Runs a booking's pending mail jobs right away (their run_at is a grace period for the poller),
 * then the webhook deliveries the change queued. A failure is logged and left for the poller's
 * retry, never thrown at the visitor.
 */
export async function sendBookingJobsNow(db: Database, deps: SendNowDeps, bookingId: string) {
  await sendMailJobsNow(db, deps, bookingId);
  await sendWebhooksNow(db, { config: deps.webhooks ?? webhookConfigFromEnv(), now: deps.now });
}

async function sendMailJobsNow(db: Database, deps: SendNowDeps, bookingId: string) {
  const mails: string[] = Object.values(BOOKING_JOBS).filter((k) => !LATER_MAILS.includes(k));
  const calendar: string[] = [CALENDAR_JOBS.writeBooking, CALENDAR_JOBS.removeBooking];
  let jobs: { id: string; kind: string }[];
  try {
    jobs = await db
      .select({ id: scheduledJobs.id, kind: scheduledJobs.kind })
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.bookingId, bookingId), eq(scheduledJobs.status, "pending")));
  } catch (error) {
    console.error(
      `[booking] reading the mail jobs of ${bookingId} failed; the poller sends them`,
      error,
    );
    return;
  }
  const now = jobs.filter((j) => mails.includes(j.kind) || calendar.includes(j.kind));
  if (now.length === 0) return;
  // Calendar writes too (a destination calendar exists, or they would not be queued): mails first.
  const handlers = now.some((j) => calendar.includes(j.kind))
    ? {
        ...bookingJobHandlers(db, deps),
        ...calendarJobHandlers(db, { ...deps, config: deps.calendar ?? calendarConfigFromEnv() }),
      }
    : bookingJobHandlers(db, deps);
  now.sort((a, b) => Number(calendar.includes(a.kind)) - Number(calendar.includes(b.kind)));
  for (const job of now) await runJobNow(db, handlers, job, deps.now());
}
