import { env } from "@/env";
import { FEED_FORBIDDEN } from "@/lib/schemas/calendars";
import { actorOf } from "@/server/audit/record-audit";
import { getFeedState, makeFeedAddress, removeFeed } from "@/server/calendars/bookings-feed";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

const access = { access: "super_admin", forbidden: FEED_FORBIDDEN } as const;

/** GET /api/admin/calendars/feed → `{ createdAt }` (null: no feed). Never the address. */
export const GET = apiRoute(access, async () => getFeedState(await getDb()));

/** POST → 201 `{ url, createdAt }`: a new address, the old one dead; the only time it is shown. */
export const POST = apiRoute(access, async (_input, { admin }) => {
  const made = await makeFeedAddress(await getDb(), actorOf(admin), env().APP_URL, new Date());
  return Response.json(made, { status: 201, headers: { "Cache-Control": "no-store" } });
});

/** DELETE → `{ createdAt: null }`: the feed is off and its address answers 404. */
export const DELETE = apiRoute(access, async (_input, { admin }) =>
  removeFeed(await getDb(), actorOf(admin), new Date()),
);
