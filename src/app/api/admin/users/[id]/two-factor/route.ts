import * as z from "zod";
import { idParam } from "@/lib/schemas/admin";
import { actorOf } from "@/server/audit/record-audit";
import { resetTwoFactor } from "@/server/auth/two-factor-reset";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** DELETE: a super admin turns off another admin's two-factor authentication. */
export const DELETE = apiRoute(
  { access: "super_admin", input: z.object({ id: idParam }) },
  async ({ id }, { admin }) =>
    resetTwoFactor(await getDb(), { ...actorOf(admin), adminId: admin.admin.id }, id),
);
