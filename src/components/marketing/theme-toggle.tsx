"use client";

import { applyThemeMode, currentThemeMode } from "./theme";
import { useBrowserValue } from "./use-browser-value";

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}
const readDark = () => currentThemeMode() === "dark";

/** The dark-mode switch (spec §2: toggled from /services; the flag is global and persisted). */
export function ThemeToggle({ label }: { label: string }) {
  const dark = useBrowserValue(subscribe, readDark, false);
  return (
    <button
      type="button"
      aria-pressed={dark}
      // The mode as it is now, not as last rendered: a press held until this island hydrated
      // (ADR 0082) is replayed before React has read the page's mode.
      onClick={() => applyThemeMode(currentThemeMode() === "dark" ? "light" : "dark")}
      className="inline-flex items-center gap-3 rounded-full border border-line bg-card px-4 py-2 text-sm font-semibold text-ink transition hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <span
        aria-hidden="true"
        className="relative inline-block h-5 w-9 rounded-full bg-slate-500 transition-colors [.dark_&]:bg-accent-bg"
      >
        {/* Drawn from the page's mode by CSS: right before the island is hydrated too. */}
        <span className="absolute top-0.5 left-0 size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform [.dark_&]:translate-x-4" />
      </span>
      {label}
    </button>
  );
}
