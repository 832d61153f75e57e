import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const helper = path.resolve("tests/support/stop-with-run.mjs");

/**
 * A test server as Playwright starts one: the runner starts a shell that starts the server, which
 * watches the runner (E2E_RUNNER_PID). The server says "ready" after a few watch periods of its
 * own (a watch that fired without cause would have fired by then), "stopping" from its stop
 * callback. The runner prints the shell's pid.
 */
const SERVER = `
import { stopWithRun } from ${JSON.stringify(helper)};
stopWithRun(() => { console.log("stopping"); process.exit(0); }, { everyMs: 20 });
let ticks = 0;
const keepAlive = setInterval(() => { if (++ticks === 5) console.log("ready"); }, 20);
`;
const RUNNER = `
const { spawn } = require("node:child_process");
const server = [process.execPath, "--input-type=module", "-e", ${JSON.stringify(SERVER)}];
const quoted = server.map((part) => "'" + part.replaceAll("'", "'\\\\''") + "'").join(" ");
// "; exit": the shell stays, as Playwright's does, instead of becoming the server.
const shell = spawn("/bin/sh", ["-c", quoted + "; exit"], {
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...process.env, E2E_RUNNER_PID: String(process.pid) },
  detached: true,
});
console.log("shell " + shell.pid);
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

describe("stopWithRun: a test server does not outlive the run that started it", () => {
  it("keeps running beside the runner and stops itself once the runner is killed", async () => {
    const runner = spawn(process.execPath, ["-e", RUNNER], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    runner.stdout.on("data", (chunk) => (output += chunk));
    if (runner.pid) started.push(runner.pid);
    await outputHolding(() => output, runner.stdout, "ready");
    const shellPid = Number(/shell (\d+)/.exec(output)?.[1]);
    started.push(shellPid);
    expect(output).not.toContain("stopping");

    // SIGKILL: the runner gets no chance to stop anything, as when a run is killed outright; the
    // shell between them lives on, so the server's own parent is no sign.
    const runnerGone = once(runner, "exit");
    runner.kill("SIGKILL");
    await runnerGone;
    // The server writes to the same pipe: its "stopping" and then the pipe's end (its last
    // writers gone, the shell with it) show that it stopped itself.
    const pipeClosed = once(runner.stdout, "close");
    await outputHolding(() => output, runner.stdout, "stopping");
    await pipeClosed;
    expect(output.match(/stopping/g)).toHaveLength(1);
  });
});
