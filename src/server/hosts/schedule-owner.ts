import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/rows";

/**
 * The host whose schedule an admin edit reads or changes: the one named, or else the site's first
 * host (the oldest; `first_host_id()`, migration 0037), which owned the whole schedule before there
 * were several and still owns what is written without a host.
 */
export async function scheduleOwner(db: Pick<Database, "execute">, hostId?: string) {
  if (hostId) return hostId;
  const [row] = await queryRows<{ id: string | null }>(db, sql`SELECT first_host_id() AS id`);
  // Migration 0037 makes a host when there is none, and hosts are never deleted.
  if (!row?.id) throw new Error("No host exists: the schedule has no owner");
  return row.id;
}
