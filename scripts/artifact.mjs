// The release artifact (ADR 0060): `next build` with output "standalone", assembled into
// dist/agency-<id>/ with its static files, public/, the migrations and our server entry, so that
// `node dist/agency-<id>/server.mjs` serves the site with nothing else: no install, no source tree.
// A build never touches a folder a server runs from: it builds in a folder of its own, moves the
// result to a new dist/agency-<id>/ and only then points dist/current at it.
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { buildIslandsSync, ISLANDS_FOLDER } from "./islands.mjs";
import { BUILD_INPUTS, bin, log, publicOrigin, root, run, serverNodeFlags } from "./lib.mjs";

export const distRoot = path.join(root, "dist");
export const currentLink = path.join(distRoot, "current");
const MIGRATIONS = "src/server/db/migrations";
/** Artifacts kept besides the current one (older ones go unless a server still runs from them). */
const KEEP = 3;

const RELEASE_INPUTS = [
  ...BUILD_INPUTS,
  "scripts/server.mjs",
  "scripts/artifact.mjs",
  "scripts/islands.mjs",
  "scripts/db-backup.ts",
  "scripts/db-restore.ts",
];

function hashTree(hash, target) {
  if (!existsSync(target)) return;
  const stat = statSync(target);
  if (!stat.isDirectory()) {
    hash.update(`${path.relative(root, target)}\0`);
    hash.update(readFileSync(target));
    return;
  }
  for (const entry of readdirSync(target).sort()) hashTree(hash, path.join(target, entry));
}

/** The commit the release was built from (release.json), `+changes` when the tree differed. */
function gitCommit() {
  const head = spawnSync("git", ["rev-parse", "--short=7", "HEAD"], { cwd: root });
  if (head.status !== 0) return null;
  const status = spawnSync("git", ["status", "--porcelain"], { cwd: root });
  return `${head.stdout.toString().trim()}${status.stdout.toString().trim() ? "+changes" : ""}`;
}

/**
 * The key that encrypts server actions' bound arguments and salts their ids: every instance of a
 * release must share it (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, or one generated once into DATA_DIR).
 */
export function actionsKey() {
  const given = process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
  if (given) {
    if (Buffer.from(given, "base64").length !== 32) {
      console.error(
        "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)",
      );
      process.exit(1);
    }
    return given;
  }
  const dataDir = path.resolve(root, process.env.DATA_DIR || "data");
  const file = path.join(dataDir, "server-actions-key");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString("base64");
  writeFileSync(file, key, { mode: 0o600 });
  log(`NEXT_SERVER_ACTIONS_ENCRYPTION_KEY not set: generated one into ${file}`);
  return key;
}

/**
 * What a release is made of: a hash of every build input and of the configuration baked into the
 * build (APP_URL, the actions key). Same sources and configuration, same id, same deployment id —
 * whatever the commit (a commit that only touches docs or tests rebuilds nothing).
 */
export function releaseId(key = actionsKey()) {
  const hash = createHash("sha256");
  for (const input of RELEASE_INPUTS) hashTree(hash, path.join(root, input));
  hash.update(`\0${publicOrigin()}\0${key}\0${process.env.DEPLOYMENT_ID ?? ""}`);
  return hash.digest("hex").slice(0, 12);
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
};

/** Pids of servers running from an artifact (server.mjs writes run/<pid> while it serves). */
export function runningServers(artifact) {
  const folder = path.join(artifact, "run");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map(Number)
    .filter((pid) => Number.isInteger(pid) && isAlive(pid));
}

function switchCurrent(name) {
  const temporary = `${currentLink}.${process.pid}`;
  rmSync(temporary, { force: true });
  symlinkSync(name, temporary);
  renameSync(temporary, currentLink); // atomic: a reader sees the old or the new release
}

function pruneOld(keepName) {
  const artifacts = readdirSync(distRoot)
    .filter((name) => name.startsWith("agency-") && name !== keepName)
    .map((name) => ({ name, at: statSync(path.join(distRoot, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of artifacts.slice(KEEP)) {
    const folder = path.join(distRoot, name);
    if (runningServers(folder).length === 0) rmSync(folder, { recursive: true, force: true });
  }
}

/** Copies the standalone output, static files, public/ and migrations into a new folder. */
function assemble(buildDir, target, meta) {
  const standalone = path.join(buildDir, "standalone");
  const serverJs = readFileSync(path.join(standalone, "server.js"), "utf8");
  const config = serverJs.match(/^const nextConfig = (.*)$/m)?.[1];
  if (!config) throw new Error("no nextConfig in the standalone server.js (Next.js changed?)");
  const distName = path.basename(buildDir);
  rmSync(path.join(standalone, "server.js"));
  // The file tracer reads `readFileSync(path.join(DATA_DIR, "auth-secret"))` in the boot code
  // (src/instrumentation.ts, which outputFileTracingExcludes does not reach; ADR 0060) as "every
  // auth-secret under the project" and copies the checkout's data/ and earlier releases' into it.
  // None of it is code; a release never carries a machine's data or secrets.
  for (const entry of readdirSync(standalone))
    if (entry === "data" || entry === "dist" || entry.startsWith(".data"))
      rmSync(path.join(standalone, entry), { recursive: true, force: true });
  renameSync(standalone, target);
  cpSync(path.join(buildDir, "static"), path.join(target, distName, "static"), { recursive: true });
  cpSync(path.join(root, "public"), path.join(target, "public"), { recursive: true });
  cpSync(path.join(root, MIGRATIONS), path.join(target, MIGRATIONS), { recursive: true });
  cpSync(path.join(root, "scripts/server.mjs"), path.join(target, "server.mjs"));
  writeFileSync(path.join(target, "next-config.json"), config);
  writeFileSync(path.join(target, "release.json"), `${JSON.stringify(meta, null, 2)}\n`);
  bundleTools(target);
  refuseSecrets(target);
}

/** Files that belong to a deployment's DATA_DIR and must never travel inside a release. */
const SECRET_FILES = new Set(["auth-secret", "server-actions-key", "pgdata.lock"]);

/** Fails the build when the release carries a DATA_DIR's secret (the file tracer copied one once). */
export function refuseSecrets(target) {
  const found = [];
  (function walk(folder) {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SECRET_FILES.has(entry.name)) found.push(path.relative(target, full));
    }
  })(target);
  if (found.length)
    throw new Error(
      `the release would carry ${found.length} secret file(s) of this machine: ${found.slice(0, 3).join(", ")}`,
    );
}

/** The release's command-line tools: `node <release>/<name>.mjs …`, the same code as `npm run db:*`. */
const TOOLS = { "db-backup": "scripts/db-backup.ts", "db-restore": "scripts/db-restore.ts" };

/** Names of the packages in the release's node_modules (`@scope/name` for scoped ones). */
function releasePackages(target) {
  const modules = path.join(target, "node_modules");
  return readdirSync(modules).flatMap((name) =>
    name.startsWith("@")
      ? readdirSync(path.join(modules, name)).map((inner) => `${name}/${inner}`)
      : [name],
  );
}

/**
 * Bundles the tools with our code and every package Next.js inlined into its own chunks (drizzle,
 * zod), leaving out the packages the release already carries (PGlite and pg_dump's WASM, pg): they
 * load from its node_modules, so a tool needs the release folder and nothing else. Each tool's
 * entry resolves DATA_DIR and its file argument where it was started, then works from the release
 * folder (where the migrations are), as server.mjs does.
 */
export function bundleTools(target) {
  const esbuild = createRequire(import.meta.url)("esbuild");
  esbuild.buildSync({
    absWorkingDir: root,
    entryPoints: TOOLS,
    outdir: path.join(target, "tools"),
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    conditions: ["react-server"], // `server-only` is empty there, as in the server's bundle
    external: releasePackages(target),
    banner: {
      js: 'import { createRequire as __agencyRequire } from "node:module"; const require = __agencyRequire(import.meta.url);',
    },
    logLevel: "warning",
  });
  for (const name of Object.keys(TOOLS))
    writeFileSync(
      path.join(target, `${name}.mjs`),
      `// node ${name}.mjs FILE — docs/operations.md "Backup and restore". Generated by scripts/artifact.mjs.
import path from "node:path";
import { fileURLToPath } from "node:url";

process.env.DATA_DIR = path.resolve(process.env.DATA_DIR || "data");
// File arguments are relative to where the tool was started; options (--help) stay as typed.
for (let i = 2; i < process.argv.length; i++)
  if (!process.argv[i].startsWith("-")) process.argv[i] = path.resolve(process.argv[i]);
process.chdir(path.dirname(fileURLToPath(import.meta.url)));
await import("./tools/${name}.mjs");
`,
    );
}

/** One build at a time per checkout: a second one stops, naming the first. */
function lockBuild(buildDir) {
  const lock = `${buildDir}.lock`;
  const pidFile = path.join(lock, "pid");
  try {
    mkdirSync(lock);
  } catch {
    const holder = Number(existsSync(pidFile) ? readFileSync(pidFile, "utf8") : NaN);
    if (Number.isInteger(holder) && isAlive(holder)) {
      console.error(
        `✗ Another build is running in ${path.relative(root, buildDir)} (pid ${holder}): wait for it, then start again.`,
      );
      process.exit(1);
    }
    rmSync(lock, { recursive: true, force: true });
    mkdirSync(lock);
  }
  writeFileSync(pidFile, String(process.pid));
  process.once("exit", () => rmSync(lock, { recursive: true, force: true }));
}

/**
 * Builds the release for the current sources and configuration unless dist/ has it already, points
 * dist/current at it and returns its folder.
 */
export function ensureArtifact({ force = false } = {}) {
  const key = actionsKey();
  const id = releaseId(key);
  const name = `agency-${id}`;
  const target = path.join(distRoot, name);
  mkdirSync(distRoot, { recursive: true });
  if (!force && existsSync(path.join(target, "release.json"))) {
    switchCurrent(name);
    return target;
  }
  log(`Building release ${name} for ${publicOrigin()}…`);
  // One build folder, kept between builds for Turbopack's cache; never served from.
  const buildDir = path.join(root, ".next-build");
  lockBuild(buildDir);
  const deploymentId = process.env.DEPLOYMENT_ID || id;
  const islandsDir = path.join(root, ".next-islands");
  const islandsEntry = buildIslandsSync(islandsDir);
  run(bin("next"), ["build"], {
    env: {
      ...process.env,
      ISLANDS_ENTRY: islandsEntry,
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: path.basename(buildDir),
      NEXT_DEPLOYMENT_ID: deploymentId,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key,
    },
  });
  cpSync(islandsDir, path.join(buildDir, "static", ISLANDS_FOLDER), { recursive: true });
  const staging = path.join(distRoot, `.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  assemble(buildDir, staging, {
    id,
    commit: gitCommit(),
    deploymentId,
    appUrl: publicOrigin(),
    builtAt: new Date().toISOString(),
  });
  if (existsSync(target)) {
    // A forced rebuild: the old folder goes only when no server runs from it.
    if (runningServers(target).length === 0) rmSync(target, { recursive: true, force: true });
    else rmSync(staging, { recursive: true, force: true });
  }
  if (existsSync(staging)) renameSync(staging, target);
  switchCurrent(name);
  pruneOld(name);
  // The marking threads depend on the cores of the host that runs it, not of this build machine.
  const cores = os.availableParallelism();
  log(
    `Release ready: node ${serverNodeFlags(cores).join(" ")} ${path.relative(process.cwd(), target)}/server.mjs` +
      ` (for a host of ${cores} cores; on another, half its cores: docs/deploy.md "Node flags")`,
  );
  return target;
}
