/**
 * Runs inline before the page's JavaScript (in /book's <head>, at the top of /book/embed's
 * <main>): remembers the last tap on an element marked `data-early-tap` (a day, a month button or
 * a meeting type) and shows it was taken, so a visitor on a slow phone who taps a day that looks
 * ready is not ignored (ADR 0066). Until React hydrates, a button has no handler and the tap would
 * be lost. The booking flow, once hydrated, calls `__takeEarlyTap()`: it gets the tap, and the
 * listener and the highlight go. A tapped element marked `data-early-read` (a day's times' URL, a
 * month's days') starts that read at the tap, so its answer can be shown as soon as the page is
 * interactive; the flow claims it with `__takeEarlyRead(url)` (any call ends it: a read is used
 * once, by the first read of the flow, or never).
 *
 * No imports (next.config.ts reaches it through security-headers.ts); the Content-Security-Policy
 * allows exactly this text by its hash (`EARLY_TAP_HASH`). The highlight is a <style> of its own,
 * never an attribute on React's elements, so hydration finds the markup it rendered.
 */
const HIGHLIGHT =
  "outline:2px solid var(--color-sky-400,#38bdf8);outline-offset:2px;cursor:progress;" +
  "background-color:color-mix(in oklab,var(--color-sky-400,#38bdf8) 35%,transparent)";

export const EARLY_TAP_SCRIPT = `(function(){var d=document,w=window,p=null,s=null,r=null;function t(e){var a=e.target&&e.target.closest?e.target.closest("[data-early-tap]"):null;if(!a||a.getAttribute("aria-disabled")==="true")return;p=a.getAttribute("data-early-tap");var u=a.getAttribute("data-early-read");r=null;if(u){r={u:u,f:fetch(u,{headers:{accept:"application/json"}})};r.f.catch(function(){})}if(!s){s=d.createElement("style");d.head.appendChild(s)}s.textContent="[data-early-tap="+JSON.stringify(p)+"]{${HIGHLIGHT}}"}d.addEventListener("click",t,true);w.__takeEarlyTap=function(){d.removeEventListener("click",t,true);if(s)s.remove();s=null;var v=p;p=null;return v};w.__takeEarlyRead=function(u){var v=r&&r.u===u?r.f:null;r=null;return v}})()`;
