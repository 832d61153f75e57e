type Snapshot = Record<string, unknown> | null;

/** "—" for no value at all, "(empty)" for empty text: "reason:  → —" read as nothing to nothing. */
const show = (value: unknown) =>
  value === null || value === undefined
    ? "—"
    : value === ""
      ? "(empty)"
      : typeof value === "string"
        ? value
        : JSON.stringify(value);

/** The fields an entry changed, as "field: before → after" (all fields for a create or delete). */
export function describeChange(before: unknown, after: unknown): string[] {
  const b = (before ?? null) as Snapshot;
  const a = (after ?? null) as Snapshot;
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return keys
    .filter((key) => !b || !a || JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => `${key}: ${show(b?.[key])} → ${show(a?.[key])}`);
}
