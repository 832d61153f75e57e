/**
 * Guests a visitor invites to their meeting (ADR 0062), without zod: /book's contact step shows
 * the field before it loads the schemas (issue 17). The check is `guestsField` in booking.ts.
 */

/**
 * At most this many guests a booking: enough for a prospect's team, and a bound on the mail one
 * booking form can send to addresses nobody has confirmed.
 */
export const GUESTS_MAX = 5;

/**
 * Changes of the guests a visitor may make from the manage link (ADR 0064): each change can mail
 * addresses nobody confirmed, so the link is not an open relay. Staff are not limited.
 */
export const GUEST_CHANGES_MAX = 5;

/** The guests without the visitor's own address: they are on the invitation already. */
export const guestsBesides = (visitorEmail: string, guests: readonly string[]): string[] =>
  guests.filter((guest) => guest !== visitorEmail);

/** The form's text as a list: addresses separated by commas, semicolons, spaces or lines. */
export const guestListOf = (text: string): string[] =>
  text.split(/[\s,;]+/).filter((address) => address !== "");

export const GUEST_MESSAGES = {
  hint: `Up to ${GUESTS_MAX} e-mail addresses, separated by commas or new lines. Each gets the invitation and word of any change.`,
  list: "Guests must be a list of e-mail addresses",
  tooMany: `Invite at most ${GUESTS_MAX} guests`,
  overLimit: (contact: string) =>
    `The guests of this meeting have been changed as often as they can be online. Please contact us at ${contact}.`,
  notUpcoming: "Only an upcoming confirmed meeting's guests can change",
  invalid: (address: string) =>
    `“${address.length > 60 ? `${address.slice(0, 60)}…` : address}” is not a valid e-mail address`,
} as const;

/** What a change of the guests did (ADR 0064), against the list before it. */
export interface GuestsChange {
  added: string[];
  removed: string[];
}

/** A saved change, for its status line: who was invited and who was told they no longer are. */
export function describeGuestsChange({ added, removed }: GuestsChange): string {
  if (added.length === 0 && removed.length === 0)
    return "The guests are already these: nothing was sent.";
  const invited = added.length > 0 ? ` Invitation sent to ${added.join(", ")}.` : "";
  const told =
    removed.length > 0
      ? ` ${removed.join(", ")} ${removed.length > 1 ? "have" : "has"} been told they are no longer invited.`
      : "";
  return `Guests saved.${invited}${told}`;
}
