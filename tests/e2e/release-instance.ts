// Extra instances of the release artifact the e2e server runs from (dist/current, built by its
// `npm start`): the cluster and shutdown specs start them with `node <release>/server.mjs` alone,
// as a deployment does, each with its own JSON log file.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, realpathSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "./fixtures";

export function releaseDir(): string {
  const current = path.join(process.cwd(), "dist", "current");
  expect(existsSync(path.join(current, "server.mjs")), "dist/current/server.mjs (npm start)").toBe(
    true,
  );
  return realpathSync(current);
}

export interface Instance {
  port: number;
  url: string;
  logFile: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  logLines: () => Record<string, unknown>[];
}

export const tempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), `agency-${prefix}-`));

/**
 * Starts `node <release>/server.mjs` on `port` and waits until /api/health answers 200 (a first
 * PGlite boot migrates in WASM: minutes on a machine busy with other suites).
 */
export async function startInstance(
  port: number,
  env: Record<string, string>,
  logFile: string,
  { release = releaseDir(), cwd = os.tmpdir() }: { release?: string; cwd?: string } = {},
): Promise<Instance> {
  const log = openSync(logFile, "a");
  const child = spawn(process.execPath, [path.join(release, "server.mjs")], {
    cwd,
    stdio: ["ignore", log, log],
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOSTNAME: "127.0.0.1",
      PORT: String(port),
      ...env,
    } as NodeJS.ProcessEnv,
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  // A server that never gets healthy must not outlive the test.
  const killOnFailure = (error: unknown) => {
    child.kill("SIGKILL");
    throw error;
  };
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) return `exited ${child.exitCode}`;
        return (await fetch(`${url}/api/health`).catch(() => null))?.status ?? "down";
      },
      { message: `instance on :${port} healthy (log: ${logFile})`, timeout: 180_000 },
    )
    .toBe(200)
    .catch(killOnFailure);
  return {
    port,
    url,
    logFile,
    child,
    exited,
    logLines: () =>
      readFileSync(logFile, "utf8")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => {
          try {
            return JSON.parse(line) as Record<string, unknown>;
          } catch {
            return { notJson: line };
          }
        }),
  };
}

/** Lines of the instance's log that carry any of `secrets` (e-mail addresses, tokens). */
export function linesWith(instance: Instance, secrets: string[]): string[] {
  const text = readFileSync(instance.logFile, "utf8").toLowerCase();
  return secrets.filter((secret) => text.includes(secret.toLowerCase()));
}

export interface Slot {
  date: string;
  time: string;
}

/** The first `wanted` slots an instance offers, from two days ahead. */
export async function freeSlots(url: string, wanted: number): Promise<Slot[]> {
  const found: Slot[] = [];
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
  const month = await (await fetch(`${url}/api/v1/availability?from=${from}&to=${to}`)).json();
  for (const day of month.days as { date: string; status: string }[]) {
    if (day.status !== "available") continue;
    const slots = await (await fetch(`${url}/api/v1/slots?date=${day.date}`)).json();
    for (const slot of slots.slots as { time: string }[])
      found.push({ date: day.date, time: slot.time });
    if (found.length >= wanted) break;
  }
  return found.slice(0, wanted);
}
