// What the page benches share: the site as deployed (the release, scripts/artifact.mjs, on its own
// server entry) and the framework's FLOOR — an empty page on a bare Next.js App Router app
// (bench/floor.mjs) — served side by side, each page warmed once.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/support/local-programs.mjs";

// Static pages carry their origin, so the site always gets the same port (and so the same
// release, built once): BENCH_PORT, default 3210. Set before the release tools read them.
const port = Number(process.env.BENCH_PORT || 3210);
process.env.APP_URL = `http://localhost:${port}`;
process.env.PORT = String(port);
const { bin, ensureDependencies, log, root } = await import("../scripts/lib.mjs");
const { buildFloor, floorDir, floorStartCommand } = await import("./floor.mjs");
const { ensureArtifact } = await import("../scripts/artifact.mjs");

export { bin, log, root };
export const CHROME_PATH =
  process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** The flags Playwright's browser also gets: headless, no GPU, no browser UI renderers. */
export const CHROME_FLAGS = JSON.parse(
  readFileSync(path.join(root, "scripts", "chromium-flags.json"), "utf8"),
);

async function waitForServer(url, child, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** `command` in its own process group, so the whole server stops with it. */
function startServer(command, args, cwd, env) {
  return spawn(command, args, {
    cwd,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
}

/**
 * Builds what is missing (dependencies, the release, the floor), serves both, and answers their
 * origins, the paths to measure (those asked for, else every path of the sitemap, each fetched
 * once so a run measures the page and not its first render) and `stop()`.
 */
export async function startSiteAndFloor(requestedPaths) {
  ensureDependencies();
  const release = ensureArtifact();
  buildFloor();
  const floorPort = await freePort();
  const origin = `http://localhost:${port}`;
  const floorOrigin = `http://localhost:${floorPort}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "agency-bench-"));
  log(`Starting ${path.basename(release)} on ${origin} and the floor on ${floorOrigin}…`);
  const server = startServer(process.execPath, [path.join(release, "server.mjs")], root, {
    DATA_DIR: dataDir,
    SCHEDULER_DISABLED: "true",
  });
  const [floorCommand, ...floorArgs] = floorStartCommand(floorPort);
  const floorServer = startServer(floorCommand, floorArgs, floorDir, { PORT: String(floorPort) });
  const stop = () => {
    for (const child of [server, floorServer]) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForServer(`${origin}/api/health`, server);
    await waitForServer(floorOrigin, floorServer);
    const paths = requestedPaths.length
      ? requestedPaths
      : [
          ...(await (await fetch(`${origin}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g),
        ].map((m) => new URL(m[1]).pathname);
    for (const p of paths) await fetch(new URL(p, origin));
    await fetch(floorOrigin);
    return { origin, floorOrigin, paths, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};
