import { after } from "next/server";
import { manageTokenRescheduleSchema } from "@/lib/schemas/manage";
import { rescheduleByToken } from "@/server/bookings/manage-booking";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * POST /api/v1/manage/{token}/reschedule {date, time} → 200 with the moved booking; 409 when the
 * time was taken meanwhile; 422 bad input, inside the minimum notice or over the move limit.
 */
export const POST = apiRoute(
  { access: "public", input: manageTokenRescheduleSchema },
  async ({ token, date, time }) => {
    const { booking, deliver } = await rescheduleByToken(await getDb(), token, { date, time });
    // The "Meeting moved" mails go out once the visitor has the answer; the poller retries them.
    after(deliver);
    return booking;
  },
);
