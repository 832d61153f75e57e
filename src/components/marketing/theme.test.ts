import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { THEME_INIT_SCRIPT } from "@/page-runtime/theme-init-script";
import { applyThemeMode, currentThemeMode } from "./theme";

/** A page as the inline script sees it before first paint: storage, the system preference. */
function page({ saved, systemDark = false, storageBlocked = false }: PageSetup) {
  const classes = new Set<string>();
  const listeners: string[] = [];
  const store = new Map<string, string>(saved === undefined ? [] : [["theme", saved]]);
  const storage = {
    getItem: (key: string) => {
      if (storageBlocked) throw new Error("SecurityError");
      return store.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (storageBlocked) throw new Error("SecurityError");
      store.set(key, value);
    },
  };
  const classList = {
    toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
    add: (name: string) => classes.add(name),
    contains: (name: string) => classes.has(name),
  };
  const globals = {
    localStorage: storage,
    document: { documentElement: { classList } },
    matchMedia: (query: string) => ({
      matches: query === "(prefers-color-scheme: dark)" && systemDark,
    }),
    addEventListener: (type: string) => listeners.push(type),
  };
  return {
    globals,
    classes,
    store,
    listeners,
    runInitScript: () => runInNewContext(THEME_INIT_SCRIPT, { ...globals }),
  };
}
interface PageSetup {
  saved?: string;
  systemDark?: boolean;
  storageBlocked?: boolean;
}

afterEach(() => vi.unstubAllGlobals());

describe("the inline theme script", () => {
  it("applies the saved choice, else the system preference, before anything paints", () => {
    for (const [setup, dark] of [
      [{ saved: "dark" }, true],
      [{ saved: "light", systemDark: true }, false],
      [{ systemDark: true }, true],
      [{}, false],
      [{ saved: "dark", storageBlocked: true, systemDark: false }, false],
      [{ storageBlocked: true, systemDark: true }, true],
    ] as const) {
      const p = page(setup);
      p.runInitScript();
      expect(p.classes.has("dark"), JSON.stringify(setup)).toBe(dark);
    }
  });

  it("leaves the backdrop alone: the particles show it once the page is idle", () => {
    const p = page({});
    p.runInitScript();
    expect([...p.classes]).toEqual([]);
    expect(p.listeners).toEqual([]);
  });

  it("reads what the toggle writes", () => {
    for (const mode of ["dark", "light"] as const) {
      const toggled = page({ systemDark: mode === "light" });
      vi.stubGlobal("document", toggled.globals.document);
      vi.stubGlobal("localStorage", toggled.globals.localStorage);
      applyThemeMode(mode);
      expect(currentThemeMode()).toBe(mode);
      // The next page view: a fresh <html>, the same storage.
      const next = page({ saved: toggled.store.get("theme"), systemDark: mode === "light" });
      next.runInitScript();
      expect(next.classes.has("dark")).toBe(mode === "dark");
    }
  });
});
