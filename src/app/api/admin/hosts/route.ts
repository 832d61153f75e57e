import { createHostSchema } from "@/lib/schemas/hosts";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { createHost, listHosts } from "@/server/hosts/hosts";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** The hosts (ADR 0088): who takes meetings, with their names and personal-link slugs. */
export const GET = apiRoute({ access: "admin" }, async () => ({
  hosts: await listHosts(await getDb()),
}));

/** `{ adminUserId, name?, slug? }` → 201 `{ host }`: an admin user starts taking meetings. */
export const POST = apiRoute(
  { access: "super_admin", input: createHostSchema },
  async (input, { admin }) =>
    Response.json(
      { host: await createHost(await getDb(), actorOf(admin), input) },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    ),
);
