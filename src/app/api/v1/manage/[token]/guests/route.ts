import { after } from "next/server";
import { manageTokenGuestsSchema } from "@/lib/schemas/manage";
import { changeGuestsByToken } from "@/server/bookings/manage-booking";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * PUT /api/v1/manage/{token}/guests {guests} → 200 with the booking; guests added are invited and
 * those left out are told (ADR 0064). 422 bad input, not upcoming, or changed too often.
 */
export const PUT = apiRoute(
  { access: "public", input: manageTokenGuestsSchema },
  async ({ token, guests }) => {
    const { view, deliver } = await changeGuestsByToken(await getDb(), token, guests);
    after(deliver);
    return view();
  },
);
