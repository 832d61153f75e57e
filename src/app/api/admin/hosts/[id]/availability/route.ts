import * as z from "zod";
import { idParam } from "@/lib/schemas/admin";
import { scheduleWeek } from "@/server/availability/schedule-week";
import { getDb } from "@/server/db";
import { scheduleHost } from "@/server/hosts/host-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** A host's week: the same answer as GET /api/admin/availability gives for the first host. */
export const GET = apiRoute(
  { access: "admin", input: z.object({ id: idParam }) },
  async ({ id }) => {
    const db = await getDb();
    return scheduleWeek(db, (await scheduleHost(db, id, "path")).id, new Date());
  },
);
