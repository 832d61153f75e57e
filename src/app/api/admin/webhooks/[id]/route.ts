import { updateWebhookSchema, webhookIdSchema } from "@/lib/schemas/webhooks";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { WEBHOOKS_FORBIDDEN } from "@/server/webhooks/webhook-access";
import { defaultWebhookDeps } from "@/server/webhooks/webhook-config";
import { deleteWebhookEndpoint, updateWebhookEndpoint } from "@/server/webhooks/webhook-endpoints";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Changes the events, or turns the endpoint on or off. */
export const PATCH = apiRoute(
  { access: "super_admin", forbidden: WEBHOOKS_FORBIDDEN, input: updateWebhookSchema },
  async (input, { admin }) => ({
    webhook: await updateWebhookEndpoint(
      await getDb(),
      defaultWebhookDeps(),
      actorOf(admin),
      input,
    ),
  }),
);

/** Removes the endpoint with its delivery log; nothing more is sent to it. */
export const DELETE = apiRoute(
  { access: "super_admin", forbidden: WEBHOOKS_FORBIDDEN, input: webhookIdSchema },
  async ({ id }, { admin }) => deleteWebhookEndpoint(await getDb(), actorOf(admin), id),
);
