import { webhookDeliverySchema } from "@/lib/schemas/webhooks";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { WEBHOOKS_FORBIDDEN } from "@/server/webhooks/webhook-access";
import { defaultWebhookDeps } from "@/server/webhooks/webhook-config";
import { retryWebhookDelivery } from "@/server/webhooks/webhook-deliveries";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Send again: a given-up delivery back in the queue, tried now; answers how it went. */
export const POST = apiRoute(
  { access: "super_admin", forbidden: WEBHOOKS_FORBIDDEN, input: webhookDeliverySchema },
  async (input, { admin }) => ({
    delivery: await retryWebhookDelivery(
      await getDb(),
      defaultWebhookDeps(),
      actorOf(admin),
      input,
    ),
  }),
);
