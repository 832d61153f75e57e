import { webhookIdSchema } from "@/lib/schemas/webhooks";
import { getDb } from "@/server/db";
import { WEBHOOKS_FORBIDDEN } from "@/server/webhooks/webhook-access";
import { listWebhookDeliveries } from "@/server/webhooks/webhook-deliveries";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** The endpoint's last 100 deliveries, newest first (no body, no signature, no secret). */
export const GET = apiRoute(
  { access: "super_admin", forbidden: WEBHOOKS_FORBIDDEN, input: webhookIdSchema },
  async ({ id }) => ({ deliveries: await listWebhookDeliveries(await getDb(), id) }),
);
