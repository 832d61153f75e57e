// Helpers shared by start, dev and test: plain Node, no dependencies (they run before install).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);

export function log(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

/** Runs a command, inheriting output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`✗ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

/**
 * Makes sure a program from Debian's packages is at `binaryPath`: installs `debianPackage` with
 * apt-get when we are root on Debian, otherwise exits with the command to run.
 */
export function ensureDebianProgram(binaryPath, debianPackage, hint = "") {
  if (existsSync(binaryPath)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    log(`Installing ${debianPackage} from Debian's packages (apt-get install ${debianPackage})…`);
    run("apt-get", ["update"]);
    run("apt-get", ["install", "-y", "--no-install-recommends", debianPackage]);
    return;
  }
  console.error(
    `${binaryPath} is missing. Install it once with:\n  sudo apt-get install -y ${debianPackage}\n${hint}`,
  );
  process.exit(1);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** `npm install` when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (existsSync(marker) && newestMtime(lock) <= newestMtime(marker)) return false;
  log("Installing dependencies (npm install)…");
  // `npm ci` rejects a lock written on this platform (npm/cli#8320); `npm install` honours it.
  run("npm", ["install", "--no-audit", "--no-fund"]);
  return true;
}

export const BUILD_INPUTS = [
  "src",
  "public",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];

export const publicOrigin = () =>
  process.env.APP_URL || `http://localhost:${process.env.PORT || "3000"}`;

/** Starts a long-running child and forwards Ctrl-C / SIGTERM to it. */
export function serve(command, args, env = process.env) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

/**
 * Threads V8 may use to mark the old space beside the server's own thread. Its default (up to four,
 * whatever the host) oversubscribes a small one: on two cores four markers took both, and PostgreSQL
 * and the server's thread waited out every full collection (ADR 0085). Half the cores, at least one,
 * at most V8's four.
 */
export const gcMarkingThreads = (cores = os.availableParallelism()) =>
  Math.min(4, Math.max(1, Math.floor(cores / 2)));

/**
 * How much V8 lets the old space grow past what survived a full collection before the next one, in
 * per cent. V8 works the factor out from how fast the last collection marked against how fast the
 * program allocated: after boot's collections, with the program barely allocating, that is its
 * maximum (4×), so the first collection under load came at ~250 MB and cost two to three times the
 * later ones, sized at ~1.3–1.5× under load. A fixed half keeps the first one like the rest
 * (ADR 0087).
 */
export const HEAP_GROWING_PERCENT = 50;

/** The node flags a release's server.mjs runs with (`npm start`, the bench; the systemd unit). */
export const serverNodeFlags = (cores = os.availableParallelism()) => [
  `--concurrent-marking-max-worker-num=${gcMarkingThreads(cores)}`,
  `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
];
