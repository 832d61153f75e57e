import { after } from "next/server";
import { manageTokenParamSchema } from "@/lib/schemas/manage";
import { cancelByToken } from "@/server/bookings/manage-booking";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** POST /api/v1/manage/{token}/cancel → 200 with the cancelled booking. */
export const POST = apiRoute(
  { access: "public", input: manageTokenParamSchema },
  async ({ token }) => {
    const { booking, deliver } = await cancelByToken(await getDb(), token);
    after(deliver);
    return booking;
  },
);
