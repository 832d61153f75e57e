import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const helper = path.resolve("tests/support/stop-with-parent.mjs");

/**
 * A test server as Playwright runs one: a parent process whose child watches it. The child says
 * "ready" after a few watch periods of its own (so a watch that fired without cause would have
 * fired by then), and "stopping" from its stop callback. The parent prints the child's pid.
 */
const CHILD = `
import { stopWithParent } from ${JSON.stringify(helper)};
stopWithParent(() => { console.log("stopping"); process.exit(0); }, { everyMs: 20 });
let ticks = 0;
const keepAlive = setInterval(() => { if (++ticks === 5) console.log("ready"); }, 20);
`;
const PARENT = `
const { spawn } = require("node:child_process");
const child = spawn(process.execPath, ["--input-type=module", "-e", ${JSON.stringify(CHILD)}],
  { stdio: ["ignore", "inherit", "inherit"] });
console.log("child " + child.pid);
setInterval(() => {}, 1000);
`;

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
/** Resolves once the output holds `text`; the test's timeout bounds the wait. */
async function outputHolding(read: () => string, stream: NodeJS.ReadableStream, text: string) {
  while (!read().includes(text)) await once(stream, "data");
}

const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) if (isRunning(pid)) process.kill(pid, "SIGKILL");
});

describe("stopWithParent: a test server does not outlive the run that started it", () => {
  it("keeps running beside its parent and stops itself once the parent is killed", async () => {
    const parent = spawn(process.execPath, ["-e", PARENT], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    parent.stdout.on("data", (chunk) => (output += chunk));
    if (parent.pid) started.push(parent.pid);
    await outputHolding(() => output, parent.stdout, "ready");
    const childPid = Number(/child (\d+)/.exec(output)?.[1]);
    started.push(childPid);
    expect(output).not.toContain("stopping");
    expect(isRunning(childPid)).toBe(true);

    // SIGKILL: the parent gets no chance to stop its child, as when a run is killed outright.
    const parentGone = once(parent, "exit");
    parent.kill("SIGKILL");
    await parentGone;
    // The child writes to the same pipe: its "stopping" and then the pipe's end (its last writer
    // gone) show that it stopped itself.
    const pipeClosed = once(parent.stdout, "close");
    await outputHolding(() => output, parent.stdout, "stopping");
    await pipeClosed;
    expect(output.match(/stopping/g)).toHaveLength(1);
  });
});
