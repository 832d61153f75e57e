import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM helper
import { gcMarkingThreads, serverNodeFlags } from "./lib.mjs";

describe("the server's old-space marking threads (ADR 0085)", () => {
  it("takes half the host's cores, at least one and at most V8's four", () => {
    const byCores = [1, 2, 3, 4, 6, 8, 9, 16, 64].map((cores) => [cores, gcMarkingThreads(cores)]);
    expect(byCores).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 2],
      [6, 3],
      [8, 4],
      [9, 4],
      [16, 4],
      [64, 4],
    ]);
  });

  it("is passed to node as the V8 flag it names", () => {
    expect(serverNodeFlags(2)).toEqual(["--concurrent-marking-max-worker-num=1"]);
    expect(serverNodeFlags(8)).toEqual(["--concurrent-marking-max-worker-num=4"]);
  });
});
