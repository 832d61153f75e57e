// The house rules of src/server that no linter checks: every module is server-only, and no two
// folders import each other, however long the loop (ADR 0050).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const serverRoot = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(serverRoot);
const relative = (file: string) => path.relative(serverRoot, file).split(path.sep).join("/");

/** Every module specifier a file imports or re-exports, types included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const pattern =
    /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\s*\(\s*"([^"]+)"\s*\)/g;
  return [...text.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? "");
}

/** The src/server folder a specifier lands in ("db", "bookings"…), or null outside src/server. */
function folderOf(specifier: string, from: string): string | null {
  let target: string;
  if (specifier.startsWith("@/server/")) target = specifier.slice("@/server/".length);
  else if (specifier.startsWith(".")) {
    target = relative(path.resolve(path.dirname(from), specifier));
    if (target.startsWith("..")) return null;
  } else return null;
  return target.includes("/") ? (target.split("/")[0] ?? null) : null;
}

const CLIENT_FOLDERS = ["components", "app", "pages"];

/** The client folder of src/ ("components", "app", "pages") a specifier lands in, or null. */
function clientFolderOf(specifier: string, from: string): string | null {
  const src = path.dirname(serverRoot);
  let target: string;
  if (specifier.startsWith("@/")) target = specifier.slice(2);
  else if (specifier.startsWith("."))
    target = path.relative(src, path.resolve(path.dirname(from), specifier));
  else return null;
  const top = target.split(/[\\/]/)[0] ?? "";
  return CLIENT_FOLDERS.includes(top) ? top : null;
}

/** Folder → the folders it imports. Files at the top of src/server belong to no folder. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const name = relative(file);
    if (!name.includes("/")) continue;
    const folder = name.split("/")[0] ?? name;
    const edges = graph.get(folder) ?? new Map<string, string>();
    graph.set(folder, edges);
    for (const specifier of importsOf(file)) {
      const target = folderOf(specifier, file);
      if (target && target !== folder && !edges.has(target)) edges.set(target, name);
    }
  }
  return graph;
}

/** Each loop once, as "a → b → a (via files…)". */
function folderLoops(graph: Map<string, Map<string, string>>): string[] {
  const loops = new Set<string>();
  const visit = (folder: string, trail: string[]) => {
    for (const next of graph.get(folder)?.keys() ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const loop = [...trail.slice(at), next];
        const via = loop.slice(0, -1).map((f, i) => graph.get(f)?.get(loop[i + 1] ?? ""));
        loops.add(`${loop.join(" → ")} (via ${via.join(", ")})`);
      } else visit(next, [...trail, next]);
    }
  };
  for (const folder of graph.keys()) visit(folder, [folder]);
  return [...loops];
}

describe("src/server", () => {
  it("has no import loop between its folders", () => {
    expect(folderLoops(folderGraph())).toEqual([]);
  });

  it("finds a loop when there is one", () => {
    const graph = new Map([
      ["jobs", new Map([["bookings", "jobs/a.ts"]])],
      ["bookings", new Map([["jobs", "bookings/b.ts"]])],
    ]);
    expect(folderLoops(graph)).toContain("jobs → bookings → jobs (via jobs/a.ts, bookings/b.ts)");
  });

  it("imports nothing from the client's folders", () => {
    // What the server and the browser share (types, schemas, pure helpers) lives in src/lib/ or
    // src/page-runtime/; src/components/, src/app/ and src/pages/ are the UI that uses the server.
    const intoClient = files.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => clientFolderOf(specifier, file) !== null)
        .map((specifier) => `${relative(file)} → ${specifier}`),
    );
    expect(intoClient).toEqual([]);
  });

  it("sees an import into a client folder, by alias or by path", () => {
    const from = path.join(serverRoot, "http", "headers.ts");
    expect(clientFolderOf("@/components/booking/x", from)).toBe("components");
    expect(clientFolderOf("../../app/layout", from)).toBe("app");
    expect(clientFolderOf("@/pages/book", from)).toBe("pages");
    expect(clientFolderOf("@/lib/booking/flow-data", from)).toBeNull();
    expect(clientFolderOf("../bookings/service", from)).toBeNull();
  });

  it('imports "server-only" in every module', () => {
    // The tables and the raw-row reader are used by the e2e harness, which runs outside Next and
    // Vitest's alias; the proxy's modules are bundled for src/proxy.ts, outside the React Server
    // Components layer.
    const proxyModules = [
      "http/origin.ts",
      "http/security-headers.ts",
      "http/prerendered-scripts.ts",
    ];
    const exempt = (name: string) =>
      name.startsWith("db/schema/") || name === "db/rows.ts" || proxyModules.includes(name);
    const missing = files
      .map(relative)
      .filter((name) => !exempt(name))
      .filter(
        (name) =>
          !/^import "server-only";$/m.test(readFileSync(path.join(serverRoot, name), "utf8")),
      );
    expect(missing).toEqual([]);
  });
});
