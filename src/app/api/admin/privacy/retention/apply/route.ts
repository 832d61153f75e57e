import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { ActionError } from "@/server/http/action-result";
import { PRIVACY_FORBIDDEN } from "@/server/privacy/privacy-access";
import { applyRetention, NO_PERIOD_MESSAGE } from "@/server/privacy/retention";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/privacy/retention/apply → what was erased, in counts: the daily run, now
 * (ADR 0075). 409 while no period is set.
 */
export const POST = apiRoute(
  { access: "super_admin", forbidden: PRIVACY_FORBIDDEN },
  async (_input, { admin }) => {
    const summary = await applyRetention(await getDb(), actorOf(admin), new Date());
    if (!summary) throw new ActionError(409, NO_PERIOD_MESSAGE, { months: NO_PERIOD_MESSAGE });
    return summary;
  },
);
