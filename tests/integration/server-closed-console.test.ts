// scripts/server.mjs stopped with its console gone: the process that read its stdout and stderr
// died (a closed terminal, a killed `| tee`), so every later log write meets EPIPE. SIGTERM must
// still end in exit 0 (ADR 0061). The release around server.mjs is a stand-in — the real pino,
// a `next` that answers 200 to everything — so no build is needed: the stop is server.mjs's own.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM helper
import { freePort } from "../support/local-programs.mjs";

const root = path.join(import.meta.dirname, "../..");
const NEXT_STUB = `module.exports = () => ({
  prepare: async () => {},
  getRequestHandler: () => async (_req, res) => res.end("ok"),
});
`;

/** A release folder as scripts/artifact.mjs lays one out, with only what server.mjs reads. */
function standInRelease(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "agency-closed-console-"));
  cpSync(path.join(root, "scripts/server.mjs"), path.join(dir, "server.mjs"));
  writeFileSync(path.join(dir, "next-config.json"), JSON.stringify({ distDir: "./.next-build" }));
  writeFileSync(path.join(dir, "release.json"), JSON.stringify({ id: "test", deploymentId: "t" }));
  mkdirSync(path.join(dir, ".next-build"));
  writeFileSync(
    path.join(dir, ".next-build/routes-manifest.json"),
    JSON.stringify({
      staticRoutes: [{ page: "/api/health", regex: "^/api/health$" }],
      dynamicRoutes: [],
    }),
  );
  mkdirSync(path.join(dir, "node_modules/next"), { recursive: true });
  writeFileSync(path.join(dir, "node_modules/next/index.js"), NEXT_STUB);
  symlinkSync(path.join(root, "node_modules/pino"), path.join(dir, "node_modules/pino"), "dir");
  return dir;
}

interface Server {
  child: ChildProcess;
  url: string;
  /** Resolves with [exit code, signal]. */
  exited: Promise<unknown[]>;
}

const cleanUp: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanUp.splice(0)) step();
});

/** Starts server.mjs with stdout and stderr on pipes; resolves once it is listening. */
async function start(): Promise<Server> {
  const dir = standInRelease();
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dir, "server.mjs")], {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOSTNAME: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: path.join(dir, "data"),
      SHUTDOWN_GRACE_SECONDS: "5",
    },
  });
  cleanUp.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });
  const exited = once(child, "exit");
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (output.includes('"msg":"listening on')) resolve();
    });
    exited.then(([code]) => reject(new Error(`exited ${code} before listening:\n${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, exited };
}

/** Closes the reading ends of the server's stdout and stderr: its next write gets EPIPE. */
async function closeConsole({ child }: Server) {
  const streams = [child.stdout, child.stderr].filter((stream) => stream !== null);
  for (const stream of streams) stream.destroy();
  await Promise.all(streams.map((stream) => once(stream, "close")));
}

/** SIGTERM, then [exit code, signal] — or "still running" if it has not exited within `ms`. */
async function stop({ child, exited }: Server, ms = 20_000) {
  child.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise((resolve) => (timer = setTimeout(resolve, ms, "still running")));
  try {
    return await Promise.race([exited, bound]);
  } finally {
    clearTimeout(timer);
  }
}

describe("server.mjs with its console closed", () => {
  it("exits 0 on SIGTERM when the stop's own log lines are the first to meet EPIPE", async () => {
    const server = await start();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await closeConsole(server);
    expect(await stop(server)).toEqual([0, null]);
  }, 60_000);

  it("keeps answering with its console closed, then exits 0 on SIGTERM", async () => {
    const server = await start();
    await closeConsole(server);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await stop(server)).toEqual([0, null]);
  }, 60_000);
});
