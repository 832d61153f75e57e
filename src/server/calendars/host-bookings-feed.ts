import "server-only";
import { eq } from "drizzle-orm";
import type { FeedState } from "@/lib/schemas/calendars";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { hostBookingsFeeds, hosts } from "@/server/db/schema";
import { feedUrlFor, hashOf, newFeedToken } from "./bookings-feed";

// A host's own bookings feed (ADR 0088): the team feed's address rules (ADR 0077) for the
// meetings one host holds. Who may change which host's feed is the route's to decide
// (editableHost); these take a host that exists.

/** The host's feed; `forUpdate` holds the host's row, so two changes audit in turn. */
export async function getHostFeedState(
  db: Database,
  hostId: string,
  forUpdate = false,
): Promise<FeedState> {
  if (forUpdate)
    await db.select({ id: hosts.id }).from(hosts).where(eq(hosts.id, hostId)).for("update");
  const [row] = await db
    .select({ createdAt: hostBookingsFeeds.createdAt })
    .from(hostBookingsFeeds)
    .where(eq(hostBookingsFeeds.hostId, hostId));
  return { createdAt: row?.createdAt.toISOString() ?? null };
}

/** Makes the host's feed address, or a new one (the old stops at once); shown only here. */
export async function makeHostFeedAddress(
  db: Database,
  actor: AuditActor,
  hostId: string,
  appUrl: string,
  now: Date,
): Promise<FeedState & { url: string }> {
  const token = newFeedToken();
  const tokenHash = hashOf(token).toString("hex");
  await db.transaction(async (tx) => {
    const before = await getHostFeedState(tx, hostId, true);
    await tx
      .insert(hostBookingsFeeds)
      .values({ hostId, tokenHash, createdAt: now })
      .onConflictDoUpdate({ target: hostBookingsFeeds.hostId, set: { tokenHash, createdAt: now } });
    await recordAudit(tx, actor, {
      action: before.createdAt ? "calendar.host_feed.renew" : "calendar.host_feed.create",
      entity: "hosts",
      entityId: hostId,
      before: { feedCreatedAt: before.createdAt },
      after: { feedCreatedAt: now.toISOString() },
    });
  });
  return { url: feedUrlFor(appUrl, token), createdAt: now.toISOString() };
}

/** Turns the host's feed off: its address answers 404 from now on. */
export async function removeHostFeed(
  db: Database,
  actor: AuditActor,
  hostId: string,
): Promise<FeedState> {
  await db.transaction(async (tx) => {
    const before = await getHostFeedState(tx, hostId, true);
    if (!before.createdAt) return;
    await tx.delete(hostBookingsFeeds).where(eq(hostBookingsFeeds.hostId, hostId));
    await recordAudit(tx, actor, {
      action: "calendar.host_feed.remove",
      entity: "hosts",
      entityId: hostId,
      before: { feedCreatedAt: before.createdAt },
      after: { feedCreatedAt: null },
    });
  });
  return { createdAt: null };
}
