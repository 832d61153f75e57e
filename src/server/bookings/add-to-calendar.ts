import "server-only";
import { googleCalendarUrl, outlookCalendarUrl } from "@/lib/scheduling/calendar-links";
import type { AddToCalendar } from "@/lib/schemas/booking";
import type { Database } from "@/server/db";
import { bookings } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { type BookingConfig, calendarFileUrlFor } from "./booking-config";
import { bookingEventDetails, bookingInvite } from "./booking-invite";
import { byManageToken } from "./find-booking-by-token";
import { unknownManageLink } from "./manage-token";

export const CANCELLED_CALENDAR_FILE = "This meeting was cancelled";

/**
 * The ways a visitor can put their confirmed meeting in their own calendar, all built from the
 * event the invitation mail carries: the .ics download (same UID, so a calendar that also gets
 * the mail keeps one event) and Google's and Outlook's new-event forms for web calendars, which
 * cannot open a downloaded file.
 */
export function addToCalendarLinks(
  booking: { startsAt: Date; endsAt: Date; meetingLink: string | null },
  config: Pick<BookingConfig, "appUrl" | "organizer">,
  token: string,
): AddToCalendar {
  const event = bookingEventDetails(booking, config);
  return {
    ics: calendarFileUrlFor(config.appUrl, token),
    google: googleCalendarUrl(event),
    outlook: outlookCalendarUrl(event),
  };
}

/**
 * GET /api/v1/manage/{token}/calendar.ics: the meeting as it stands now (its current time, link
 * and SEQUENCE) for the visitor to import. A cancelled meeting has nothing to add: 409; an
 * unknown token: the manage link's 404.
 */
export async function bookingCalendarFile(
  db: Database,
  token: string,
  config: BookingConfig,
): Promise<Response> {
  const [booking] = await db.select().from(bookings).where(byManageToken(token)).limit(1);
  if (!booking) throw unknownManageLink();
  if (booking.status === "cancelled") throw new ActionError(409, CANCELLED_CALENDAR_FILE);
  const file = bookingInvite(booking, config, "PUBLISH");
  return new Response(file.content, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
