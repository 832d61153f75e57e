import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db";
import { calendarConnections } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";

/** The host a connected calendar belongs to, for the rule on who may change it (ADR 0088). */
export async function calendarHostOf(db: Database, id: string): Promise<string> {
  const [row] = await db
    .select({ hostId: calendarConnections.hostId })
    .from(calendarConnections)
    .where(eq(calendarConnections.id, id))
    .limit(1);
  if (!row) throw new ActionError(404, "This calendar is no longer connected");
  return row.hostId;
}
