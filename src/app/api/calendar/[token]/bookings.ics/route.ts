import { env } from "@/env";
import { feedTokenParamSchema } from "@/lib/schemas/calendars";
import { bookingsFeed } from "@/server/calendars/bookings-feed";
import { getDb } from "@/server/db";
import { ActionError } from "@/server/http/action-result";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * GET /api/calendar/{token}/bookings.ics → the bookings feed (ADR 0077) for calendar programs to
 * subscribe to; 404 for any address but the current one.
 */
export const GET = apiRoute(
  { access: "public", input: feedTokenParamSchema },
  async ({ token }) => {
    const feed = await bookingsFeed(await getDb(), token, env().APP_URL, new Date());
    if (feed === null) throw new ActionError(404, "Not found");
    return new Response(feed, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="bookings.ics"',
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  },
);
