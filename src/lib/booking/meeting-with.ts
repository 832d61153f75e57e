import type { PublicMeetingType } from "@/lib/schemas/meeting-types";

/** A host as visitors see one: a name, and the slug of their personal link (`/book?host=`). */
export type PublicHost = PublicMeetingType["hosts"][number];

/** "Ada Lovelace", "Ada and Grace", "Ada, Grace and Alan". */
export const namesText = (names: readonly string[]): string =>
  new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" }).format(names);

/**
 * Who a type's meetings are with before one is booked, when that is known: every host of a
 * collective meeting (it holds them all), else the personal link's host. Null: whoever of the
 * type's hosts is free then (round robin), named once booked.
 */
export function meetingWith(
  type: Pick<PublicMeetingType, "assignment" | "hosts"> | null,
  host: PublicHost | null,
): string | null {
  if (type?.assignment === "collective" && type.hosts.length > 1)
    return namesText(type.hosts.map((h) => h.name));
  return host?.name ?? null;
}
