import { THEME_STORAGE_KEY } from "./theme";

/**
 * Runs before first paint, inline in the root layout's <head>: applies the saved dark-mode flag, or
 * the system preference on a first visit, so no page ever flashes the wrong theme. Inline rather
 * than a file: a render-blocking request is one more round trip before the first paint on a slow
 * network (ADR 0011). The Content-Security-Policy allows exactly this text by its hash
 * (`THEME_INIT_HASH` in src/server/http/security-headers.ts), never 'unsafe-inline'.
 *
 * It also lets the decorative gradient join once the page has loaded and painted a frame (two
 * animation frames: the first paint can come after `load`), so the first paint carries only the
 * content (a large animated layer delayed it by up to a second on software-rendered devices).
 */
export const THEME_INIT_SCRIPT = `(function(){var s=null;try{s=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}var d=s?s==="dark":matchMedia("(prefers-color-scheme: dark)").matches;var h=document.documentElement;h.classList.toggle("dark",d);addEventListener("load",function(){requestAnimationFrame(function(){requestAnimationFrame(function(){h.classList.add("backdrop-ready")})})},{once:true})})()`;
