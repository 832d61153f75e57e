// Pure: what a typed time (ADR 0068) falls on for a meeting type with several hosts (ADR 0088).
// Round robin says it for the host the booking would go to; collective for every host it holds.
import { STAFF_TIME_MESSAGES } from "@/lib/schemas/manage";
import type { TypedTimeNotes } from "./typed-time";

/** One host's notes on the typed time. */
export interface HostNotes<H extends { name: string }> extends TypedTimeNotes {
  host: H;
}

/**
 * Round robin, given each host's notes in the order booking tries them (it may stop at the first
 * free one): the first host with nothing on is the one the meeting goes to. Else the first host no
 * other booking holds then — booking skips those the exclusion constraint refuses — with its
 * notes after saying that none is free; when another booking holds every host, no host, and the
 * first host's notes with its refusal.
 */
export function roundRobinTypedTime<H extends { name: string }>(
  checked: readonly HostNotes<H>[],
): TypedTimeNotes & { host: H | null } {
  const free = checked.find((h) => h.notes.length === 0);
  if (free) return { host: free.host, refusal: null, notes: [] };
  const takes = checked.find((h) => h.refusal === null);
  const said = takes ?? checked[0];
  if (!said) return { host: null, refusal: null, notes: [STAFF_TIME_MESSAGES.noHostFree] };
  return {
    host: takes ? takes.host : null,
    refusal: said.refusal,
    notes: [STAFF_TIME_MESSAGES.noHostFree, ...said.notes],
  };
}

/**
 * Collective: the meeting holds every host, so every host's notes count, each said with whose
 * schedule it comes from ("Grace Hopper: Inside the break …"); a note every host shares (the
 * type's hours, a whole-team block, the meeting they are all in) is said once, first. Another
 * booking of any host refuses it.
 */
export function collectiveTypedTime(
  checked: readonly HostNotes<{ name: string }>[],
): TypedTimeNotes {
  if (checked.length === 1) return { refusal: checked[0]!.refusal, notes: checked[0]!.notes };
  const shared = (note: string) => checked.every((h) => h.notes.includes(note));
  const notes = (checked[0]?.notes ?? []).filter(shared);
  for (const { host, notes: own } of checked)
    for (const note of own) if (!shared(note)) notes.push(`${host.name}: ${note}`);
  const refused = checked.find((h) => h.refusal !== null);
  return { refusal: refused?.refusal ?? null, notes };
}

/**
 * Booking's order of hosts for a typed time: round robin's, the first free host (as the check names
 * it) moved to the front; the others after it, the exclusion constraint having the last word.
 */
export function freeHostFirst(order: readonly string[], freeHostId: string | undefined): string[] {
  if (freeHostId === undefined || !order.includes(freeHostId)) return [...order];
  return [freeHostId, ...order.filter((id) => id !== freeHostId)];
}
