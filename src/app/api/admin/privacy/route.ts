import { personSchema } from "@/lib/schemas/privacy";
import { getDb } from "@/server/db";
import { findPersonData } from "@/server/privacy/person-data";
import { PRIVACY_FORBIDDEN } from "@/server/privacy/privacy-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** GET /api/admin/privacy?email=… → what the site holds about that address (ADR 0074). */
export const GET = apiRoute(
  { access: "super_admin", input: personSchema, forbidden: PRIVACY_FORBIDDEN },
  async (person) => findPersonData(await getDb(), person, new Date()),
);
