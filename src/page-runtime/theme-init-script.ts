/** The localStorage key of the dark-mode flag ("dark" or "light"; absent: the system's). */
export const THEME_STORAGE_KEY = "theme";

/**
 * Runs before first paint, inline in the root layout's <head>: applies the saved dark-mode flag, or
 * the system preference on a first visit, so no page ever flashes the wrong theme. Inline rather
 * than a file: a render-blocking request is one more round trip before the first paint on a slow
 * network (ADR 0011). The Content-Security-Policy allows exactly this text by its hash
 * (`THEME_INIT_HASH` in src/server/http/security-headers.ts), never 'unsafe-inline'.
 *
 * The decorative gradient is not its business: the particle backdrop shows it once the page is
 * idle (particle-backdrop.ts).
 */
export const THEME_INIT_SCRIPT = `(function(){var s=null;try{s=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}var d=s?s==="dark":matchMedia("(prefers-color-scheme: dark)").matches;var h=document.documentElement;h.classList.toggle("dark",d)})()`;
