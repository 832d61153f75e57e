import { after } from "next/server";
import { adminGuestsSchema } from "@/lib/schemas/manage";
import { actorOf } from "@/server/audit/record-audit";
import { changeGuests } from "@/server/bookings/change-guests";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * Staff change a booking's guests (ADR 0064): {guests} is the whole new list; the answer says who
 * was invited and who was told they no longer are.
 */
export const PUT = apiRoute(
  { access: "admin", input: adminGuestsSchema },
  async ({ id, guests }, { admin }) => {
    const { change, deliver } = await changeGuests(await getDb(), id, guests, {
      by: "staff",
      actor: actorOf(admin),
    });
    after(deliver);
    return change;
  },
);
