import { webhookIdSchema } from "@/lib/schemas/webhooks";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { WEBHOOKS_FORBIDDEN } from "@/server/webhooks/webhook-access";
import { defaultWebhookDeps } from "@/server/webhooks/webhook-config";
import { rotateWebhookSecret } from "@/server/webhooks/webhook-endpoints";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** A new signing secret, shown this once; the old one stops working at once. */
export const POST = apiRoute(
  { access: "super_admin", forbidden: WEBHOOKS_FORBIDDEN, input: webhookIdSchema },
  async ({ id }, { admin }) =>
    rotateWebhookSecret(await getDb(), defaultWebhookDeps(), actorOf(admin), id),
);
