// Shared by hostile-input.spec.ts and hostile-actions.spec.ts.

/** Values no field of any form takes: an object, an array, a NUL character. */
export const WRONG_VALUES: unknown[] = [{ nested: true }, ["a"], "\u0000"];

let calls = 0;
/**
 * A new caller address for each call (the e2e server trusts X-Forwarded-For): the public routes'
 * per-address limits count refused input too, and must not answer instead of the input check.
 */
export const nextCallerAddress = () => `198.51.100.${++calls % 250}`;
