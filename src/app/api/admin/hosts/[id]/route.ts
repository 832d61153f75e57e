import { updateHostSchema } from "@/lib/schemas/hosts";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { updateHost } from "@/server/hosts/hosts";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** `{ name?, slug?, active?, meetingUrlTemplate?: string | null }` → `{ host }`. */
export const PATCH = apiRoute(
  { access: "super_admin", input: updateHostSchema },
  async (input, { admin }) => ({ host: await updateHost(await getDb(), actorOf(admin), input) }),
);
