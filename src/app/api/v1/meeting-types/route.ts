import { listPublicMeetingTypes } from "@/server/availability/meeting-types";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** GET /api/v1/meeting-types → the active meeting types, in order (the first is the default). */
export const GET = apiRoute({ access: "public" }, async () =>
  listPublicMeetingTypes(await getDb()),
);
