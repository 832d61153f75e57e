import { describe, expect, it } from "vitest";
import { askedWith } from "./free-times";

describe("askedWith: what staff ask, changed only when it changes", () => {
  const asked = { date: "2030-01-07", overrideNotice: false };

  it("keeps the same question when nothing in it changes, so its times are not read again", () => {
    expect(askedWith(asked, {})).toBe(asked);
    expect(askedWith(asked, { date: "2030-01-07", overrideNotice: false })).toBe(asked);
  });

  it("makes a new question of any change, leaving the old one as it was", () => {
    const changed = askedWith(asked, { overrideNotice: true });
    expect(changed).toEqual({ date: "2030-01-07", overrideNotice: true });
    expect(changed).not.toBe(asked);
    expect(asked.overrideNotice).toBe(false);
  });
});
