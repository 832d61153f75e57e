import { after } from "next/server";
import { noShowSchema } from "@/lib/schemas/admin";
import { actorOf } from "@/server/audit/record-audit";
import { markNoShow } from "@/server/bookings/mark-no-show";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Staff mark a no-show, or take the mark back: {noShow} → {booking: {id, noShow}, changed}. */
export const PUT = apiRoute({ access: "admin", input: noShowSchema }, async (input, { admin }) => {
  const { booking, changed, deliver } = await markNoShow(
    await getDb(),
    actorOf(admin),
    input,
    new Date(),
  );
  after(deliver);
  return { booking, changed };
});
