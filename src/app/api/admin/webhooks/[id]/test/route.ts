import { webhookIdSchema } from "@/lib/schemas/webhooks";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { WEBHOOKS_FORBIDDEN } from "@/server/webhooks/webhook-access";
import { defaultWebhookDeps } from "@/server/webhooks/webhook-config";
import { sendTestEvent } from "@/server/webhooks/webhook-deliveries";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Sends a signed `webhook.test` event now; answers the delivery as it then stands. */
export const POST = apiRoute(
  { access: "super_admin", forbidden: WEBHOOKS_FORBIDDEN, input: webhookIdSchema },
  async ({ id }, { admin }) => ({
    delivery: await sendTestEvent(await getDb(), defaultWebhookDeps(), actorOf(admin), id),
  }),
);
