import { auditPageSchema } from "@/lib/schemas/admin";
import { listAudit } from "@/server/audit/list-audit";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

export const GET = apiRoute(
  {
    access: "super_admin",
    input: auditPageSchema,
    forbidden: "Only super administrators can read the audit trail",
  },
  async ({ page }) => listAudit(await getDb(), page),
);
