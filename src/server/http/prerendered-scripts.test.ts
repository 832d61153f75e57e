import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createPrerenderedScriptHashes } from "./prerendered-scripts";
import { inlineScriptHashes } from "./security-headers";

function buildFolder() {
  const dist = mkdtempSync(path.join(tmpdir(), "csp-"));
  const app = path.join(dist, "server", "app");
  mkdirSync(path.join(app, "industry"), { recursive: true });
  writeFileSync(path.join(app, "index.html"), "<script>home()</script>");
  writeFileSync(path.join(app, "industry", "other.html"), "<script>other()</script>");
  writeFileSync(path.join(app, "_not-found.html"), "<script>missing()</script>");
  return { dist, app };
}

describe("createPrerenderedScriptHashes", () => {
  it("maps a path to its prerendered HTML and hashes its inline scripts", () => {
    const { dist } = buildFolder();
    const hashes = createPrerenderedScriptHashes(dist);
    expect(hashes.forPath("/")).toEqual(inlineScriptHashes("<script>home()</script>"));
    expect(hashes.forPath("/industry/other")).toEqual(
      inlineScriptHashes("<script>other()</script>"),
    );
    expect(hashes.forErrorPages()).toEqual(inlineScriptHashes("<script>missing()</script>"));
  });

  it("reads the Pages Router's prerendered pages too, and its 404 page (ADR 0082)", () => {
    const { dist } = buildFolder();
    const pages = path.join(dist, "server", "pages");
    mkdirSync(pages, { recursive: true });
    writeFileSync(path.join(pages, "pricing.html"), "<script>pricing()</script>");
    writeFileSync(path.join(pages, "index.html"), "<script>not-this-one()</script>");
    writeFileSync(path.join(pages, "404.html"), "<script>no-slug()</script>");
    const hashes = createPrerenderedScriptHashes(dist);
    expect(hashes.forPath("/pricing")).toEqual(inlineScriptHashes("<script>pricing()</script>"));
    // The App Router's page wins where both have one (Next serves it).
    expect(hashes.forPath("/")).toEqual(inlineScriptHashes("<script>home()</script>"));
    expect(hashes.forErrorPages()).toEqual([
      ...inlineScriptHashes("<script>missing()</script>"),
      ...inlineScriptHashes("<script>no-slug()</script>"),
    ]);
  });

  it("says null for dynamic pages and for anything that is not a plain route path", () => {
    const { dist } = buildFolder();
    const hashes = createPrerenderedScriptHashes(dist);
    for (const odd of ["/admin", "/../server/app/index", "//index", "/a b", "/index.html"])
      expect(hashes.forPath(odd)).toBeNull();
  });

  it("re-reads a page whose file changed (revalidation)", () => {
    const { dist, app } = buildFolder();
    const hashes = createPrerenderedScriptHashes(dist);
    expect(hashes.forPath("/")).toEqual(inlineScriptHashes("<script>home()</script>"));
    const file = path.join(app, "index.html");
    writeFileSync(file, "<script>home(2)</script>");
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(hashes.forPath("/")).toEqual(inlineScriptHashes("<script>home(2)</script>"));
  });
});
