import { describe, expect, it } from "vitest";
import { findConflicts, overlaps, overlapsAny } from "./conflicts";
import { at } from "./slots-test-fixtures";

describe("conflict check", () => {
  const interval = (from: string, to: string) => ({ start: at(from), end: at(to) });
  it("treats intervals as half-open", () => {
    const a = interval("2030-01-07T10:00:00Z", "2030-01-07T11:00:00Z");
    expect(overlaps(a, interval("2030-01-07T11:00:00Z", "2030-01-07T12:00:00Z"))).toBe(false);
    expect(overlaps(a, interval("2030-01-07T10:59:00Z", "2030-01-07T12:00:00Z"))).toBe(true);
    expect(overlaps(a, interval("2030-01-07T09:00:00Z", "2030-01-07T13:00:00Z"))).toBe(true);
    expect(findConflicts(a, [a, interval("2030-01-07T12:00:00Z", "2030-01-07T13:00:00Z")])).toEqual(
      [a],
    );
  });

  it("answers overlapsAny by the same rule as findConflicts", () => {
    const busy = [
      interval("2030-01-07T09:00:00Z", "2030-01-07T10:00:00Z"),
      interval("2030-01-07T12:00:00Z", "2030-01-07T13:00:00Z"),
    ];
    const candidates = [
      interval("2030-01-07T10:00:00Z", "2030-01-07T11:00:00Z"), // touches the first, back to back
      interval("2030-01-07T11:00:00Z", "2030-01-07T12:00:00Z"), // touches the second
      interval("2030-01-07T09:59:00Z", "2030-01-07T10:30:00Z"), // a minute inside the first
      interval("2030-01-07T08:00:00Z", "2030-01-07T14:00:00Z"), // around both
    ];
    const answers = candidates.map((c) => overlapsAny(c.start.getTime(), c.end.getTime(), busy));
    expect(answers).toEqual([false, false, true, true]);
    expect(answers).toEqual(candidates.map((c) => findConflicts(c, busy).length > 0));
  });
});
