/**
 * Freezes a value and everything it holds, for data shared between requests: a write to it then
 * throws (modules are strict) instead of changing what the next reader sees.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
