import * as z from "zod";
import { env } from "@/env";
import { idParam } from "@/lib/schemas/admin";
import { actorOf } from "@/server/audit/record-audit";
import {
  getHostFeedState,
  makeHostFeedAddress,
  removeHostFeed,
} from "@/server/calendars/host-bookings-feed";
import { getDb } from "@/server/db";
import { editableHost } from "@/server/hosts/host-access";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

// A host's own bookings feed (ADR 0088): an admin manages their own host's, a super admin
// anyone's; another host's is a 403, its state included (when it was made says it exists).
const access = { access: "admin", input: z.object({ id: idParam }) } as const;

/** GET /api/admin/hosts/{id}/feed → `{ createdAt }` (null: no feed). Never the address. */
export const GET = apiRoute(access, async ({ id }, { admin }) => {
  const db = await getDb();
  return getHostFeedState(db, await editableHost(db, admin, id, "path"));
});

/** POST → 201 `{ url, createdAt }`: a new address, the old one dead; the only time it is shown. */
export const POST = apiRoute(access, async ({ id }, { admin }) => {
  const db = await getDb();
  const hostId = await editableHost(db, admin, id, "path");
  const made = await makeHostFeedAddress(db, actorOf(admin), hostId, env().APP_URL, new Date());
  return Response.json(made, { status: 201, headers: { "Cache-Control": "no-store" } });
});

/** DELETE → `{ createdAt: null }`: the feed is off and its address answers 404. */
export const DELETE = apiRoute(access, async ({ id }, { admin }) => {
  const db = await getDb();
  return removeHostFeed(db, actorOf(admin), await editableHost(db, admin, id, "path"));
});
