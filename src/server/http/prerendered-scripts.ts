import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "./security-headers";

/**
 * Hashes of the inline scripts in the HTML that `next build` prerendered for a path, read from the
 * build folder the server is serving (cached until the file changes, e.g. after revalidation).
 * null when the path has no prerendered page: it renders per request and can carry a nonce.
 */
export function createPrerenderedScriptHashes(distDir: string) {
  const appDir = path.join(distDir, "server", "app");
  // The marketing pages are the Pages Router's (ADR 0082): their HTML is prerendered there.
  const pagesDir = path.join(distDir, "server", "pages");
  const cache = new Map<string, { mtimeMs: number; hashes: string[] }>();

  function hashesOfFile(file: string): string[] | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
    const hashes = inlineScriptHashes(readFileSync(file, "utf8"));
    cache.set(file, { mtimeMs, hashes });
    return hashes;
  }

  return {
    forPath(pathname: string): string[] | null {
      // Only plain route paths map to files; anything odd is simply "not prerendered".
      if (!/^\/[A-Za-z0-9\-_/]*$/.test(pathname) || pathname.includes("//")) return null;
      const route = pathname === "/" ? "/index" : pathname.replace(/\/$/, "");
      return (
        hashesOfFile(path.join(appDir, `${route}.html`)) ??
        hashesOfFile(path.join(pagesDir, `${route}.html`))
      );
    },
    /** The static 404 (and global error) page may answer any dynamic path. */
    forErrorPages(): string[] {
      return [
        path.join(appDir, "_not-found.html"),
        path.join(appDir, "_global-error.html"),
        path.join(pagesDir, "404.html"),
      ].flatMap((file) => hashesOfFile(file) ?? []);
    },
  };
}
