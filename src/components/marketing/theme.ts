// The dark-mode flag: one class on <html>, one localStorage key. THEME_INIT_SCRIPT
// (src/page-runtime/theme-init-script.ts, inline in every page's <head>) applies it before first
// paint; ThemeToggle changes it (theme.test.ts runs both).
import { THEME_STORAGE_KEY } from "@/page-runtime/theme-init-script";

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
