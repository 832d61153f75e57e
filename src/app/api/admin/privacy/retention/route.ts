import { retentionSchema } from "@/lib/schemas/privacy";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { PRIVACY_FORBIDDEN } from "@/server/privacy/privacy-access";
import { getRetention, setRetention } from "@/server/privacy/retention";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** GET /api/admin/privacy/retention → `{ months, due }`: the period and what is past it (ADR 0075). */
export const GET = apiRoute({ access: "super_admin", forbidden: PRIVACY_FORBIDDEN }, async () =>
  getRetention(await getDb(), new Date()),
);

/** PUT `{ months }` (1–120, or null to keep everything) → the same as GET; erases nothing itself. */
export const PUT = apiRoute(
  { access: "super_admin", input: retentionSchema, forbidden: PRIVACY_FORBIDDEN },
  async (input, { admin }) => setRetention(await getDb(), actorOf(admin), input, new Date()),
);
