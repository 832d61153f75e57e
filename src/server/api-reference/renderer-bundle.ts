import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Scalar's standalone API-reference renderer, served from our own origin: the browser bundle
 * ships inside the npm package (no CDN), so the page works offline and under `script-src 'self'`.
 * The package exports no path to it, so it is read from node_modules beside the app.
 */
const PACKAGE_DIR = path.join(process.cwd(), "node_modules", "@scalar", "api-reference");

export interface RendererBundle {
  version: string;
  script: Buffer;
}

/**
 * Put before the bundle: the zod inside it probes `Function("")` to decide whether it may compile
 * validators, and under our CSP (no 'unsafe-eval') that probe is a reported violation. Jitless
 * zod never probes (as our own code does: src/lib/zod-jitless.ts); it reads this global config.
 */
export const RENDERER_PRELUDE =
  "(globalThis.__zod_globalConfig ??= {}).jitless = true; // no eval probe under our CSP\n";

let cached: Promise<RendererBundle> | null = null;

async function load(): Promise<RendererBundle> {
  const [manifest, script] = await Promise.all([
    readFile(path.join(PACKAGE_DIR, "package.json"), "utf8"),
    readFile(path.join(PACKAGE_DIR, "dist", "browser", "standalone.js")),
  ]);
  return {
    version: (JSON.parse(manifest) as { version: string }).version,
    script: Buffer.concat([Buffer.from(RENDERER_PRELUDE), script]),
  };
}

/** The bundle (4 MB), read once per process; a failed read is tried again on the next call. */
export function rendererBundle(): Promise<RendererBundle> {
  cached ??= load().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
