import "server-only";

/** Where the reference page and its two scripts live (all same-origin; ADR 0071). */
export const API_REFERENCE_PATHS = {
  page: "/api/docs",
  renderer: "/api/docs/scalar.js",
  init: "/api/docs/init.js",
  document: "/api/v1/openapi.json",
} as const;

/**
 * Light-mode colours that pass WCAG AA contrast (4.5:1) on the renderer's backgrounds: its own
 * greys and method colours fall to 3–4:1 (axe, ADR 0071).
 */
const CONTRAST_CSS = `.light-mode {
  --scalar-color-2: #595959;
  --scalar-color-3: #636363;
  --scalar-color-accent: #0063a3;
  --scalar-color-green: #006b45;
  --scalar-color-red: #c00005;
  --scalar-color-yellow: #7a5d00;
  --scalar-color-blue: #0063a3;
  --scalar-color-orange: #b03b00;
  --scalar-color-query: #006266;
}`;

/**
 * Scalar's options: our OpenAPI document, nothing fetched from scalar.com (no fonts, no
 * telemetry, no AI agent or MCP panel, no developer toolbar) and no request proxy, so "Test
 * request" calls our own API directly (connect-src 'self'). Light mode only: the one colour
 * set checked for contrast.
 */
export const RENDERER_OPTIONS = {
  url: API_REFERENCE_PATHS.document,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  forceDarkModeState: "light",
  hideDarkModeToggle: true,
  defaultOpenAllTags: true,
  customCss: CONTRAST_CSS,
} as const;

/**
 * What the renderer's markup lacks for assistive technology, added as it renders: a name for
 * its icon-only copy buttons, and a distinct name for each operation's "Example Responses"
 * region (they all share one). Attributes only; nothing else is touched.
 */
const ACCESSIBILITY_FIXES = `(function () {
  var root = document.getElementById("reference");
  if (!root) return;
  function operationTitle(element) {
    for (var node = element.parentElement; node && node !== root; node = node.parentElement) {
      var heading = node.querySelector("h3");
      if (heading) return heading.textContent.trim();
    }
    return "";
  }
  function fix() {
    root.querySelectorAll("button.scalar-code-copy:not([aria-label])").forEach(function (button) {
      button.setAttribute("aria-label", "Copy code");
    });
    root.querySelectorAll('[role="region"][aria-label="Example Responses"]').forEach(function (region) {
      var title = operationTitle(region);
      if (!title) return;
      region.removeAttribute("aria-labelledby");
      region.setAttribute("aria-label", "Example responses: " + title);
    });
  }
  new MutationObserver(fix).observe(root, { childList: true, subtree: true });
  fix();
})();
`;

/**
 * The start script: a file, not inline, so the page's CSP needs no hash or nonce. It mounts on
 * `#reference`, not `#api-reference`: the bundle mounts a second, unconfigured copy on an
 * element with that id by itself.
 */
export const initScript = () =>
  `Scalar.createApiReference("#reference", ${JSON.stringify(RENDERER_OPTIONS)});\n${ACCESSIBILITY_FIXES}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The reference page: an empty mount point for the renderer (content in it would make Vue try
 * to hydrate it), and a heading and a link to the raw document for people without JavaScript.
 * `version` busts the renderer's cache on upgrades.
 */
export function referencePageHtml({ siteName, version }: { siteName: string; version: string }) {
  const title = escapeHtml(`API reference | ${siteName}`);
  const renderer = `${API_REFERENCE_PATHS.renderer}?v=${encodeURIComponent(version)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="The ${escapeHtml(siteName)} booking API: every operation, its parameters and answers.">
</head>
<body>
<noscript>
<main>
<h1>${title}</h1>
<p>This reference needs JavaScript. The OpenAPI document it is built from is at <a href="${API_REFERENCE_PATHS.document}">${API_REFERENCE_PATHS.document}</a>.</p>
</main>
</noscript>
<div id="reference"></div>
<script src="${renderer}"></script>
<script src="${API_REFERENCE_PATHS.init}"></script>
</body>
</html>
`;
}
