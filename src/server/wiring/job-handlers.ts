import "server-only";
import type { BookingDeps } from "@/server/bookings/booking-config";
import { bookingJobHandlers } from "@/server/bookings/booking-jobs";
import { type CalendarConfig, calendarConfigFromEnv } from "@/server/calendars/calendar-config";
import { calendarJobHandlers } from "@/server/calendars/calendar-jobs";
import type { Database } from "@/server/db";
import { enquiryJobHandlers } from "@/server/enquiries/enquiry-jobs";
import type { JobHandler } from "@/server/jobs/job-queue";
import { type WebhookConfig, webhookConfigFromEnv } from "@/server/webhooks/webhook-config";
import { webhookJobHandlers } from "@/server/webhooks/webhook-jobs";

/** Every kind of job the queue runs: the poller and staff's Send again use this one registry. */
export function allJobHandlers(
  db: Database,
  deps: BookingDeps & { calendar?: CalendarConfig; webhooks?: WebhookConfig },
): Record<string, JobHandler> {
  return {
    ...bookingJobHandlers(db, deps),
    ...enquiryJobHandlers(db, { sendEmail: deps.send, staffEmail: deps.config.staffEmail }),
    ...calendarJobHandlers(db, { ...deps, config: deps.calendar ?? calendarConfigFromEnv() }),
    ...webhookJobHandlers(db, { config: deps.webhooks ?? webhookConfigFromEnv(), now: deps.now }),
  };
}
