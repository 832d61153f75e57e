/**
 * Text the database keeps exactly as typed: PostgreSQL text cannot hold NUL (a 500 if it got that
 * far), and half a surrogate pair would be stored as U+FFFD. With the u flag, [\uD800-\uDFFF]
 * matches only unpaired halves (a pair is one code point). Free of zod, for the browser too.
 */
export const isStorableText = (value: string) =>
  !value.includes("\u0000") && !/[\uD800-\uDFFF]/u.test(value);
