import "server-only";
import type { HostSummary } from "@/lib/schemas/hosts";
import type { AdminContext } from "@/server/auth/guards";
import type { Database } from "@/server/db";
import { listHosts } from "./hosts";

export interface ScheduleChoice {
  /** The hosts whose schedules this admin may change: all for a super admin, else their own. */
  editable: HostSummary[];
  /** The one shown: the one asked for (`?host=`) when it is editable, else the first editable. */
  chosen: HostSummary | null;
  /** How many hosts the team has, to say whose schedule is shown once there are several. */
  teamSize: number;
}

/** Whose schedule the Availability and Calendars tabs show (ADR 0088), decided on the server. */
export async function scheduleChoice(
  db: Database,
  context: Pick<AdminContext, "admin" | "isSuperAdmin">,
  requested: string | string[] | undefined,
): Promise<ScheduleChoice> {
  const team = await listHosts(db);
  const editable = context.isSuperAdmin
    ? team
    : team.filter((host) => host.adminUserId === context.admin.id);
  const asked = typeof requested === "string" ? requested : undefined;
  const chosen = editable.find((host) => host.id === asked) ?? editable[0] ?? null;
  return { editable, chosen, teamSize: team.length };
}
