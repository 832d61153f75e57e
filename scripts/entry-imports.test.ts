// `npm start`, `npm run build`, `npm run dev` and `npm test` install the dependencies themselves,
// so on a fresh clone nothing but Node's own modules exists when their entry files load. ES imports
// are hoisted: one static import of a package anywhere in what an entry loads statically fails
// before the install can run. Packages are for dynamic `import()` after ensureDependencies().
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const scripts = import.meta.dirname;
const ENTRIES = ["start.mjs", "build.mjs", "dev.mjs", "test.mjs"];
const builtins = new Set(builtinModules);

/** Specifiers of the static `import … from` / `export … from` statements at a file's top level. */
function staticImports(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const statement = /^(?:import|export)\s(?:[^;'"`]*?\sfrom\s)?\s*["']([^"']+)["']/gm;
  return [...withoutComments.matchAll(statement)].map((match) => match[1] ?? "");
}

/** Every package a file loads statically, following its relative imports. */
function packagesLoadedBy(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  return staticImports(readFileSync(file, "utf8")).flatMap((specifier) => {
    if (specifier.startsWith("."))
      return packagesLoadedBy(path.resolve(path.dirname(file), specifier), seen);
    const bare = specifier.replace(/^node:/, "");
    return builtins.has(bare) ? [] : [`${path.basename(file)} → ${specifier}`];
  });
}

describe("the npm scripts' entry files", () => {
  it.each(ENTRIES)("%s loads no package before installing", (entry) => {
    expect(packagesLoadedBy(path.join(scripts, entry))).toEqual([]);
  });

  it("sees a package imported statically, however deep", () => {
    expect(
      staticImports('import { build } from "esbuild";\nimport path from "node:path";'),
    ).toEqual(["esbuild", "node:path"]);
    expect(staticImports('export { x } from "./lib.mjs";\nimport "./side-effect.mjs";')).toEqual([
      "./lib.mjs",
      "./side-effect.mjs",
    ]);
    // A dynamic import is what the entries use after installing: not a static one.
    expect(staticImports('const { build } = await import("esbuild");')).toEqual([]);
  });
});
