import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM helper
import { gcMarkingThreads, HEAP_GROWING_PERCENT, serverNodeFlags } from "./lib.mjs";

describe("the server's node flags (ADR 0085, ADR 0087)", () => {
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
    expect(serverNodeFlags(2)).toContain("--concurrent-marking-max-worker-num=1");
    expect(serverNodeFlags(8)).toContain("--concurrent-marking-max-worker-num=4");
  });

  it("fixes how far the old space grows between full collections (ADR 0087)", () => {
    expect(serverNodeFlags(2)).toEqual([
      "--concurrent-marking-max-worker-num=1",
      `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
    ]);
  });

  it("are all flags this node knows", () => {
    // node refuses to start with a V8 flag it does not know ("bad option", exit 9).
    const run = spawnSync(process.execPath, [...serverNodeFlags(), "-e", "0"], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
