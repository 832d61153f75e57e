import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicRoutes } from "@/content/routes";
import { servedByPagesRouter } from "./router-hop";

// The site's two routers (ADRs 0082, 0083): which one serves a path decides whether a link is a
// client-side navigation or a new document, so the rule must agree with the files.

const src = path.resolve(import.meta.dirname, "../..");

/** The Pages Router file that would serve `route`, if any (a `[slug]` file serves any slug). */
function pagesFileFor(route: string): boolean {
  const base = path.join(src, "pages", route === "/" ? "index" : route);
  if (existsSync(`${base}.tsx`) || existsSync(path.join(base, "index.tsx"))) return true;
  return existsSync(path.join(path.dirname(base), "[slug].tsx"));
}

/** Every App Router page's path, route groups left out and a sample value in each segment. */
function appRouterPaths(dir = path.join(src, "app"), route = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === "page.tsx" ? [route || "/"] : [];
    if (!entry.isDirectory()) return [];
    const segment = /^\(.*\)$/.test(entry.name)
      ? ""
      : `/${entry.name.replace(/^\[+\.*(.+?)\]+$/, "sample-$1")}`;
    return appRouterPaths(path.join(dir, entry.name), route + segment);
  });
}

describe("servedByPagesRouter", () => {
  it("says, of every public page, what the files say", () => {
    for (const { path: route } of publicRoutes)
      expect([route, servedByPagesRouter(route)]).toEqual([route, pagesFileFor(route)]);
    expect(servedByPagesRouter("/pricing")).toBe(true);
    expect(servedByPagesRouter("/book")).toBe(true);
  });

  it("says no for every App Router page, and reads only the path of a link", () => {
    const appPaths = appRouterPaths();
    expect(appPaths).toContain("/book/embed");
    expect(appPaths).toContain("/admin/bookings");
    for (const route of appPaths)
      expect([route, servedByPagesRouter(route)]).toEqual([route, false]);
    expect(servedByPagesRouter("/services?utm_source=x#top")).toBe(true);
    expect(servedByPagesRouter("/book?type=consultation")).toBe(true);
    expect(servedByPagesRouter("/book/embed")).toBe(false);
    expect(servedByPagesRouter("/services/a/b")).toBe(false);
  });
});
