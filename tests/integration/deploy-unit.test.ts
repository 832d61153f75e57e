// deploy/agency@.service as systemd itself reads it (`systemd-analyze verify` on an instance):
// every directive parses and ExecStart runs the release's server.mjs with this machine's Node.js.
// The nginx site is run for real by tests/e2e/cluster.spec.ts and nginx-access-log.test.ts.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM helper
import { serverNodeFlags } from "../../scripts/lib.mjs";

const unit = path.join(import.meta.dirname, "../../deploy/agency@.service");
const analyze = "/usr/bin/systemd-analyze";

describe("deploy/agency@.service", () => {
  it("starts the release's server.mjs with node, stops it with SIGTERM", () => {
    const text = readFileSync(unit, "utf8");
    // One old-space marking thread: what `npm start` picks on the two-core host the unit's comment
    // and docs/deploy.md are written for (ADR 0085).
    expect(text).toMatch(
      new RegExp(
        `^ExecStart=/usr/bin/node ${serverNodeFlags(2).join(" ")} /srv/agency/current/server\\.mjs$`,
        "m",
      ),
    );
    expect(text).toMatch(/^KillSignal=SIGTERM$/m);
    expect(text).toMatch(/^Environment=PORT=%i HOSTNAME=127\.0\.0\.1$/m);
  });

  it.skipIf(!existsSync(analyze))("passes systemd-analyze verify", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "agency-unit-"));
    try {
      copyFileSync(unit, path.join(dir, "agency@.service"));
      const result = spawnSync(analyze, ["verify", path.join(dir, "agency@3001.service")], {
        encoding: "utf8",
      });
      // Only a missing /usr/bin/node may be excused (Node.js installed elsewhere on this machine).
      const problems = `${result.stdout}${result.stderr}`
        .split("\n")
        .filter((line) => line.trim() && !/\/usr\/bin\/node is not executable/.test(line));
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
