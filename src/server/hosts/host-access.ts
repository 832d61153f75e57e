import "server-only";
import { eq, sql } from "drizzle-orm";
import type { AdminContext } from "@/server/auth/guards";
import type { Database } from "@/server/db";
import { hosts } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { HOST_NOT_FOUND } from "./hosts";

export const OWN_SCHEDULE_ONLY =
  "You can change only your own schedule; a super admin can change anyone's";
export const TEAM_BLOCKS_SUPER_ADMIN_ONLY =
  "Only super administrators can block time for the whole team";
const UNKNOWN_HOST = "Choose a host from the Team tab's list";

type Caller = Pick<AdminContext, "admin" | "isSuperAdmin">;

/**
 * Whose schedule a request reads: the host named (by a path segment, answered 404 when unknown,
 * or by a `hostId` field, answered 422 naming it), or the site's first host when none is named —
 * what the routes from before there were several hosts act on.
 */
export async function scheduleHost(
  db: Database,
  hostId: string | undefined,
  named: "path" | "field" = "field",
): Promise<{ id: string; adminUserId: string | null }> {
  // One query either way: the first host is looked up in the same statement.
  const [host] = await db
    .select({ id: hosts.id, adminUserId: hosts.adminUserId })
    .from(hosts)
    .where(eq(hosts.id, hostId ?? sql`first_host_id()`))
    .limit(1);
  if (host) return host;
  if (named === "path") throw new ActionError(404, HOST_NOT_FOUND);
  throw new ActionError(422, UNKNOWN_HOST, { hostId: UNKNOWN_HOST });
}

/**
 * The host whose schedule a request may change (ADR 0088): an admin changes their own host's
 * hours, breaks, blocks and calendars, a super admin anyone's; anything else is a 403 here, on the
 * server, whatever the admin screens offer.
 */
export async function editableHost(
  db: Database,
  caller: Caller,
  hostId: string | undefined,
  named: "path" | "field" = "field",
): Promise<string> {
  const host = await scheduleHost(db, hostId, named);
  assertMayEdit(caller, host.adminUserId);
  return host.id;
}

/**
 * The same rule for a row found by its own id (a block, a break, a calendar): its host's admin
 * may change it, and a super admin; a row of the whole team (no host) is a super admin's.
 */
export async function assertMayEditRowOf(
  db: Database,
  caller: Caller,
  rowHostId: string | null,
): Promise<void> {
  if (rowHostId === null) {
    if (!caller.isSuperAdmin) throw new ActionError(403, TEAM_BLOCKS_SUPER_ADMIN_ONLY);
    return;
  }
  const host = await scheduleHost(db, rowHostId, "path");
  assertMayEdit(caller, host.adminUserId);
}

function assertMayEdit(caller: Caller, hostAdminUserId: string | null) {
  if (caller.isSuperAdmin || hostAdminUserId === caller.admin.id) return;
  throw new ActionError(403, OWN_SCHEDULE_ONLY);
}
