import { staffNotesSchema } from "@/lib/schemas/admin";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { setStaffNotes } from "@/server/staff-notes/set-staff-notes";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Staff replace their notes on a booking: {staffNotes} → {id, staffNotes, changed} (audited). */
export const PUT = apiRoute(
  { access: "admin", input: staffNotesSchema },
  async (input, { admin }) => setStaffNotes(await getDb(), actorOf(admin), "bookings", input),
);
