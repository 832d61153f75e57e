// The dark-mode flag: one class on <html>, one localStorage key. /public/theme-init.js applies it
// before first paint; ThemeToggle changes it. Keep the three in step (theme.test.ts checks).

export const THEME_STORAGE_KEY = "theme";
export const THEME_INIT_SRC = "/theme-init.js";
/**
 * Subresource-integrity hash of /public/theme-init.js. Besides protecting the file, it lets a
 * Content-Security-Policy allow the script by hash ('sha384-…' in script-src) with no nonce.
 */
export const THEME_INIT_INTEGRITY =
  "sha384-S0IUlBUv7vF/6V+PmjQBKfBf+dfzO3wO8nyYBgCpyK0lbhTaTh7OwxTg2ut83rcE";

export type ThemeMode = "light" | "dark";

export function currentThemeMode(): ThemeMode {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyThemeMode(mode: ThemeMode) {
  document.documentElement.classList.toggle("dark", mode === "dark");
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage blocked: the choice lasts for this page view only.
  }
}
