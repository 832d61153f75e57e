// The marketing pages' only script (ADR 0082): src/page-runtime/islands/entry.ts and the parts it hydrates,
// bundled here because Next serves those pages without its runtime (`unstable_runtimeJS: false`)
// and so builds no script for them. Built before `next build`, whose prerendering writes the
// entry's address (ISLANDS_ENTRY) into every marketing page; copied into its static files after.
//   node scripts/islands.mjs <outdir>   prints the entry's address
import { spawnSync } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shims = path.join(root, "src/page-runtime/islands/shims");

/** Where the bundle goes among Next's static files (served from /_next/static/, cached for good). */
export const ISLANDS_FOLDER = "islands";

const common = {
  absWorkingDir: root,
  bundle: true,
  format: "esm",
  target: "es2022",
  minify: true,
  legalComments: "none",
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
};

// `new Worker(new URL("./x.ts", import.meta.url))` is how Next's bundler finds a worker; esbuild
// has no such rule, so each one is bundled on its own and the address rewritten to its file.
const WORKER_URL = /new URL\("(\.\/[\w-]+\.ts)", import\.meta\.url\)/g;

function workers(outdir) {
  return {
    name: "workers",
    setup(bundler) {
      bundler.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
        const source = await readFile(file, "utf8");
        if (!source.includes("import.meta.url")) return undefined;
        let contents = source;
        for (const [call, relative] of source.matchAll(WORKER_URL)) {
          const worker = await bundler.esbuild.build({
            ...common,
            entryPoints: [path.resolve(path.dirname(file), relative)],
            outdir,
            entryNames: "[name]-[hash]",
            metafile: true,
            write: true,
          });
          const [output] = Object.keys(worker.metafile.outputs);
          contents = contents.replace(
            call,
            `new URL("./${path.basename(output)}", import.meta.url)`,
          );
        }
        return { contents, loader: file.endsWith("x") ? "tsx" : "ts" };
      });
    },
  };
}

/** Bundles the islands into `outdir` and returns the entry's address for ISLANDS_ENTRY. */
export async function buildIslands(outdir) {
  // Loaded here, not at the top: `npm start` imports this file before it has installed anything.
  const { build } = await import("esbuild");
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    ...common,
    entryPoints: ["src/page-runtime/islands/entry.ts"],
    outdir,
    splitting: true,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    jsx: "automatic",
    alias: {
      "next/link": path.join(shims, "link.tsx"),
      "next/navigation": path.join(shims, "navigation.ts"),
      "next/compat/router": path.join(shims, "compat-router.ts"),
      // The browser's islands run on Preact's React-compatible layer (ADR 0084): a tenth of React
      // DOM to evaluate before /book's flow answers. Pages are still rendered by React on the
      // server; `react/jsx-runtime`, `react-dom/client` follow by prefix.
      react: "preact/compat",
      "react-dom": "preact/compat",
    },
    plugins: [workers(outdir)],
    metafile: true,
  });
  const entry = Object.entries(result.metafile.outputs).find(
    ([, output]) => output.entryPoint === "src/page-runtime/islands/entry.ts",
  );
  if (!entry) throw new Error("esbuild wrote no islands entry");
  await preloadBeforeImport(result.metafile.outputs);
  return `/_next/static/${ISLANDS_FOLDER}/${path.basename(entry[0])}`;
}

const DYNAMIC_IMPORT = /import\("\.\/([\w-]+\.js)"\)/g;

/**
 * A chunk names what it imports only once it has arrived, so an island two or three shared chunks
 * deep took as many round trips before React could hydrate it. Every `import("./x.js")` in the
 * bundle is rewritten to first ask for all of x's static imports at once (`<link
 * rel="modulepreload">`, by `__islandsPreload`, which the entry defines): one round trip, whatever
 * the depth. As Vite does; the files' names, hashed from their sources, still change with them.
 */
async function preloadBeforeImport(outputs) {
  const staticImports = new Map(
    Object.entries(outputs).map(([file, output]) => [
      path.basename(file),
      output.imports.filter((i) => i.kind === "import-statement").map((i) => path.basename(i.path)),
    ]),
  );
  const closure = (name, seen = new Set()) => {
    for (const dependency of staticImports.get(name) ?? [])
      if (!seen.has(dependency)) closure(dependency, seen.add(dependency));
    return seen;
  };
  for (const file of Object.keys(outputs).filter((name) => name.endsWith(".js"))) {
    const source = await readFile(file, "utf8");
    const rewritten = source.replace(DYNAMIC_IMPORT, (call, name) => {
      const dependencies = [...closure(name)];
      if (dependencies.length === 0) return call;
      return `(globalThis.__islandsPreload?.(import.meta.url,${JSON.stringify(dependencies)}),${call})`;
    });
    if (rewritten !== source) await writeFile(file, rewritten);
  }
}

/** The same, from a synchronous caller (scripts/artifact.mjs): in a child process. */
export function buildIslandsSync(outdir) {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), outdir], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (child.status !== 0) throw new Error("bundling the islands failed (see above)");
  return child.stdout.trim();
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(await buildIslands(path.resolve(process.argv[2] ?? ".next-islands")));
