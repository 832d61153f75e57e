import { manageTokenParamSchema } from "@/lib/schemas/manage";
import { bookingCalendarFile } from "@/server/bookings/add-to-calendar";
import { bookingConfigFromEnv } from "@/server/bookings/booking-config";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** GET /api/v1/manage/{token}/calendar.ics → the booking's calendar event, to add to a calendar. */
export const GET = apiRoute(
  { access: "public", input: manageTokenParamSchema },
  async ({ token }) => bookingCalendarFile(await getDb(), token, bookingConfigFromEnv()),
);
