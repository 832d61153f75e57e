import { createWebhookSchema } from "@/lib/schemas/webhooks";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { WEBHOOKS_FORBIDDEN } from "@/server/webhooks/webhook-access";
import { defaultWebhookDeps } from "@/server/webhooks/webhook-config";
import { createWebhookEndpoint, listWebhookEndpoints } from "@/server/webhooks/webhook-endpoints";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** The webhook endpoints, with how many deliveries wait and how many were given up. */
export const GET = apiRoute({ access: "super_admin", forbidden: WEBHOOKS_FORBIDDEN }, async () => ({
  webhooks: await listWebhookEndpoints(await getDb(), defaultWebhookDeps().config.authSecret),
}));

/** Adds an endpoint: 201 with its signing secret, the only time the secret is shown. */
export const POST = apiRoute(
  { access: "super_admin", forbidden: WEBHOOKS_FORBIDDEN, input: createWebhookSchema },
  async (input, { admin }) => {
    const created = await createWebhookEndpoint(
      await getDb(),
      defaultWebhookDeps(),
      actorOf(admin),
      input,
    );
    return Response.json(created, { status: 201, headers: { "Cache-Control": "no-store" } });
  },
);
