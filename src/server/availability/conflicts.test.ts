import { describe, expect, it } from "vitest";
import { findConflicts, overlaps } from "./conflicts";
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
});
