import "server-only";

/**
 * Who a meeting's mails and invitations name (ADR 0088), as pure rules over its hosts: the
 * organizer, the attendees, and where the staff notices go.
 */

/** A host as mails and calendars name them; `email` is null when no active admin is theirs. */
export interface HostContact {
  id: string;
  name: string;
  slug: string;
  email: string | null;
}

export interface Person {
  name: string;
  email: string;
}

/** The address part of a mailbox: "Team <team@x>" or "team@x". */
export const addressOf = (mailbox: string) =>
  (/<([^>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();

/**
 * Where a staff notice goes: each host with an address, then the staff address, each once
 * (a host who reads the staff mailbox gets one mail, not two).
 */
export function staffRecipients(hosts: readonly HostContact[], staffEmail: string): string[] {
  const mailboxes = [...hosts.flatMap((host) => (host.email ? [host.email] : [])), staffEmail];
  return onceEach(mailboxes, (mailbox) => addressOf(mailbox).toLowerCase());
}

/** The items in order, without a later one whose key was seen. */
function onceEach<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * The invitation's ORGANIZER: the booking's own host (listed first) when they have an address,
 * else the site's organizer (the staff mailbox), so a reply always reaches a person.
 */
export function meetingOrganizer(hosts: readonly HostContact[], fallback: Person): Person {
  const [own] = hosts;
  return own?.email ? { name: own.name, email: own.email } : fallback;
}

/**
 * The invitation's ATTENDEEs: every host with an address, then the visitor and their guests (a
 * guest is known by their address alone), each address once.
 */
export function meetingAttendees(
  hosts: readonly HostContact[],
  visitor: Person,
  guests: readonly string[],
): Person[] {
  const people = [
    ...hosts.flatMap((host) => (host.email ? [{ name: host.name, email: host.email }] : [])),
    visitor,
    ...guests.map((email) => ({ name: email, email })),
  ];
  return onceEach(people, (person) => person.email.toLowerCase());
}

/** "Ada Lovelace", "Ada Lovelace and Alan Turing", "Ada, Alan and Grace": who it is with. */
export function hostNames(hosts: readonly { name: string }[]): string | null {
  const names = hosts.map((host) => host.name);
  if (names.length === 0) return null;
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
