// What a host's name and slug may be: shared by the zod schemas, the database's checks and the
// migration that names the first host. No imports, so the schema files can use it.

export const HOST_NAME_MAX_LENGTH = 100;
/** Lower-case letters, digits and inner hyphens, 1–50 characters: `ada-lovelace`. */
export const HOST_SLUG_PATTERN = "^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$";

/** A slug made from a name: `Ada Lovelace` → `ada-lovelace`; empty when nothing is left. */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50)
    .replace(/-+$/, "");
}

/** What the public API says about a `host` it cannot use. */
export const HOST_MESSAGES = {
  unknownHost: "Unknown or inactive host",
  notForType: "This host does not take this type of meeting",
} as const;

/** The longest meeting link template a host may have: a link, not a document. */
export const MEETING_URL_TEMPLATE_MAX_LENGTH = 500;

/**
 * What is wrong with a meeting link template (MEETING_URL_TEMPLATE or a host's own), or null: an
 * https:// address, since the link goes into mails and invitations a visitor clicks. `{id}` is
 * optional: a host's own room may be one fixed address.
 */
export function meetingUrlTemplateError(value: string): string | null {
  if (!/^https:\/\//.test(value)) return "must be an https:// URL";
  if (!URL.canParse(value.replaceAll("{id}", "id"))) return "must be a web address";
  return null;
}
