import { after } from "next/server";
import { personSchema } from "@/lib/schemas/privacy";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { erasePerson } from "@/server/privacy/person-data";
import { PRIVACY_FORBIDDEN } from "@/server/privacy/privacy-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/privacy/erase `{ email }` → what was erased, in counts (ADR 0074); 409 while
 * they have a meeting still to come, 404 when nothing is held about the address.
 */
export const POST = apiRoute(
  { access: "super_admin", input: personSchema, forbidden: PRIVACY_FORBIDDEN },
  async (person, { admin }) => {
    const { summary, deliver } = await erasePerson(
      await getDb(),
      actorOf(admin),
      person,
      new Date(),
    );
    after(deliver);
    return summary;
  },
);
