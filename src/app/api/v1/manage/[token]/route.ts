import { manageTokenParamSchema } from "@/lib/schemas/manage";
import { managedBookingByToken } from "@/server/bookings/manage-booking";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** GET /api/v1/manage/{token} → the booking as its owner sees it; 404 for an unknown token. */
export const GET = apiRoute(
  { access: "public", input: manageTokenParamSchema },
  async ({ token }) => managedBookingByToken(await getDb(), token),
);
