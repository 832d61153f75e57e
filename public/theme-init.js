// Runs before first paint (a blocking <script src> in <head>): applies the saved dark-mode flag, or
// the system preference on a first visit, so no page ever flashes the wrong theme. An external file
// rather than inline code keeps a strict Content-Security-Policy free of 'unsafe-inline'.
(() => {
  var saved = null;
  try {
    saved = localStorage.getItem("theme");
  } catch (_) {
    // Storage blocked (privacy settings): follow the system preference.
  }
  var dark = saved ? saved === "dark" : matchMedia("(prefers-color-scheme: dark)").matches;
  document.documentElement.classList.toggle("dark", dark);
  // The decorative gradient joins once the page has loaded and painted a frame (two animation
  // frames: the first paint can come after `load`), so the first paint carries only the content
  // (a large animated layer delayed it by up to a second on software-rendered devices).
  addEventListener(
    "load",
    () => {
      requestAnimationFrame(() => {
        requestAnimationFrame(() => document.documentElement.classList.add("backdrop-ready"));
      });
    },
    { once: true },
  );
})();
