// The framework's FLOOR, shared by every bench that compares the site with it: bench/floor/ — a
// root layout, a page with one heading and a route handler answering {"status":"ok"}, nothing of
// the site — built with the repo's Next.js in a scratch folder outside the repo
// ($TMPDIR/agency-lighthouse-floor, linking the repo's node_modules). Importing this module has no
// side effects (bench/site-and-floor.mjs pins APP_URL for the pages' release; bench:booking must not).
import { cpSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { bin, log, root, run } from "../scripts/lib.mjs";

export const floorDir = path.join(os.tmpdir(), "agency-lighthouse-floor");

/**
 * bench/floor/ copied to the scratch folder (inside the repo, Next.js would pick up the site's own
 * src/instrumentation.ts), with a link to the repo's node_modules, and built with the same Next.js.
 * Turbopack only reads files under its root: the common ancestor of the folder and the linked
 * node_modules.
 */
export function buildFloor() {
  rmSync(floorDir, { recursive: true, force: true });
  cpSync(path.join(root, "bench", "floor"), floorDir, { recursive: true });
  const modules = realpathSync(path.join(root, "node_modules"));
  symlinkSync(modules, path.join(floorDir, "node_modules"), "dir");
  let common = floorDir;
  while (path.relative(common, modules).startsWith("..")) common = path.dirname(common);
  writeFileSync(
    path.join(floorDir, "next.config.mjs"),
    `export default { turbopack: { root: ${JSON.stringify(common)} } };\n`,
  );
  log(`Building the floor (a bare Next.js App Router app) in ${floorDir}…`);
  run(bin("next"), ["build"], {
    cwd: floorDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" },
  });
}

/** `next start` for the floor's build, as `[command, ...args]` after the given node flags. */
export const floorStartCommand = (port, nodeFlags = []) => [
  process.execPath,
  ...nodeFlags,
  path.join(floorDir, "node_modules", "next", "dist", "bin", "next"),
  "start",
  "-p",
  String(port),
];
