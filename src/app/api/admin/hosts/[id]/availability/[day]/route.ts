import * as z from "zod";
import { idParam } from "@/lib/schemas/admin";
import { weekdayAvailabilitySchema } from "@/lib/schemas/availability";
import { actorOf } from "@/server/audit/record-audit";
import { updateWeekdayAvailability } from "@/server/availability/weekly-hours";
import { getDb } from "@/server/db";
import { editableHost } from "@/server/hosts/host-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Saves one weekday of a host: their own for an admin, anyone's for a super admin, else 403. */
export const PUT = apiRoute(
  { access: "admin", input: weekdayAvailabilitySchema.and(z.object({ id: idParam })) },
  async (input, { admin }) => {
    const db = await getDb();
    const hostId = await editableHost(db, admin, input.id, "path");
    return updateWeekdayAvailability(db, actorOf(admin), input, new Date(), hostId);
  },
);
