import { personSchema } from "@/lib/schemas/privacy";
import { getDb } from "@/server/db";
import { jsonDownload } from "@/server/http/downloads";
import { exportPersonData } from "@/server/privacy/person-data";
import { PRIVACY_FORBIDDEN } from "@/server/privacy/privacy-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** GET /api/admin/privacy/export?email=… → what is held about the address, as a JSON file. */
export const GET = apiRoute(
  { access: "super_admin", input: personSchema, forbidden: PRIVACY_FORBIDDEN },
  async (person) => {
    const now = new Date();
    return jsonDownload(await exportPersonData(await getDb(), person, now), "person-data", now);
  },
);
