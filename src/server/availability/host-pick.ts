import "server-only";
import { HOST_MESSAGES } from "@/lib/schemas/host-terms";
import { ActionError } from "@/server/http/action-result";
import type { Assignment } from "./team-slots";

/** A host as the schedule query reads it. */
export interface HostRow {
  id: string;
  name: string;
  slug: string;
  /** Takes meetings (`host_takes_meetings`): on, and their admin user (if any) active. */
  active: boolean;
}

/**
 * Which of a type's hosts a schedule is for: all of them (absent), one named by its slug (a
 * personal link, the public `host` parameter), or given ids (a booking's own hosts, when it moves).
 */
export type HostSelection = { slug?: string | undefined } | { ids: readonly string[] };

const hostError = (message: string) => new ActionError(422, message, { host: message });

/**
 * The hosts a schedule covers, in the type's order. Hosts who take no meetings are left out; a
 * slug that names nobody, an inactive host or one who does not take the type is a 422 naming
 * `host`. A named host of a collective type brings the others along: the meeting needs them all.
 */
export function teamMembers(
  hosts: readonly HostRow[],
  typeHostIds: readonly string[],
  assignment: Assignment,
  selection: HostSelection,
): HostRow[] {
  const byId = new Map(hosts.map((host) => [host.id, host]));
  if ("ids" in selection)
    return selection.ids.flatMap((id) => {
      const host = byId.get(id);
      return host?.active ? [host] : [];
    });
  const ofType = typeHostIds.flatMap((id) => {
    const host = byId.get(id);
    return host?.active ? [host] : [];
  });
  if (selection.slug === undefined) return ofType;
  const named = hosts.find((host) => host.slug === selection.slug);
  if (!named?.active) throw hostError(HOST_MESSAGES.unknownHost);
  if (!ofType.some((host) => host.id === named.id)) throw hostError(HOST_MESSAGES.notForType);
  return assignment === "collective" ? ofType : [named];
}
