import "server-only";
import { eq } from "drizzle-orm";
import type { AdminBooking, BookingHost } from "@/lib/admin-api";
import type { WebhookEventType } from "@/lib/webhooks/events";
import type { Database } from "@/server/db";
import { bookings, meetingTypes } from "@/server/db/schema";
import { meetingHosts, publicHosts } from "@/server/hosts/meeting-hosts";
import { recordWebhookEvent } from "@/server/webhooks/record-event";

type BookingRow = typeof bookings.$inferSelect;

/**
 * A booking as the admin API answers it (never the manage-token hash), with its meeting type and
 * its hosts (as `meetingHosts` lists them).
 */
export const adminBookingOf = (
  row: BookingRow,
  type: { slug: string; name: string },
  hosts: BookingHost[],
): AdminBooking => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  website: row.website,
  contactType: row.contactType,
  contactNumber: row.contactNumber,
  bookingDate: row.bookingDate,
  timeSlot: row.timeSlot,
  notes: row.notes,
  timezone: row.timezone,
  timezoneOffset: row.timezoneOffset,
  status: row.status,
  googleMeetLink: row.meetingLink,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  cancellationReason: row.cancellationReason,
  meetingTypeSlug: type.slug,
  meetingTypeName: type.name,
  answers: row.answers,
  guests: row.guests,
  noShow: row.noShowAt !== null,
  source: row.leadSource,
  staffNotes: row.staffNotes,
  hosts,
});

/**
 * The webhook event of a booking change, recorded in the change's transaction with the booking as
 * it now stands in it (issue 16, ADR 0070).
 */
export async function recordBookingEvent(
  tx: Database,
  type: Exclude<WebhookEventType, "enquiry.created">,
  bookingId: string,
  now: Date,
  extra: {
    cancelledBy?: "staff" | "visitor";
    /** Who a reassignment took the meeting from (ADR 0088). */
    previousHost?: { name: string; slug: string } | null;
  } = {},
) {
  const [found] = await tx
    .select({ row: bookings, slug: meetingTypes.slug, name: meetingTypes.name })
    .from(bookings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!found) return;
  // Who the meeting is with (ADR 0088): its host, or every host of a collective meeting.
  // Webhooks name hosts by name and slug, as the public API does.
  const hosts = await meetingHosts(tx, bookingId);
  const data = { ...adminBookingOf(found.row, found, hosts), hosts: publicHosts(hosts), ...extra };
  await recordWebhookEvent(tx, { type, data }, now);
}
