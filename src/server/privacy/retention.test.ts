import { describe, expect, it } from "vitest";
import { retentionCutoff } from "./retention";

describe("retentionCutoff", () => {
  it("counts calendar months back, a month's end falling on the shorter month's last day", () => {
    expect(retentionCutoff(6, new Date("2031-09-15T12:00:00Z"))).toEqual(
      new Date("2031-03-15T12:00:00Z"),
    );
    expect(retentionCutoff(6, new Date("2031-08-31T12:00:00Z"))).toEqual(
      new Date("2031-02-28T12:00:00Z"),
    );
    expect(retentionCutoff(1, new Date("2032-03-31T08:00:00Z"))).toEqual(
      new Date("2032-02-29T08:00:00Z"),
    );
    expect(retentionCutoff(120, new Date("2031-09-15T12:00:00Z"))).toEqual(
      new Date("2021-09-15T12:00:00Z"),
    );
  });
});
