/**
 * Guests a visitor invites to their meeting (ADR 0062), without zod: /book's contact step shows
 * the field before it loads the schemas (issue 17). The check is `guestsField` in booking.ts.
 */

/**
 * At most this many guests a booking: enough for a prospect's team, and a bound on the mail one
 * booking form can send to addresses nobody has confirmed.
 */
export const GUESTS_MAX = 5;

/** The form's text as a list: addresses separated by commas, semicolons, spaces or lines. */
export const guestListOf = (text: string): string[] =>
  text.split(/[\s,;]+/).filter((address) => address !== "");

export const GUEST_MESSAGES = {
  hint: `Up to ${GUESTS_MAX} e-mail addresses, separated by commas or new lines. Each gets the invitation and word of any change.`,
  list: "Guests must be a list of e-mail addresses",
  tooMany: `Invite at most ${GUESTS_MAX} guests`,
  invalid: (address: string) =>
    `“${address.length > 60 ? `${address.slice(0, 60)}…` : address}” is not a valid e-mail address`,
} as const;
